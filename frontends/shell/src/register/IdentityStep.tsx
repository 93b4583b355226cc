import { Form, Input } from 'antd';
import { LIMITS, fr } from '@troc/shared';
import { rules } from '@troc/ui';
import { OrganismFields } from './OrganismFields';

const r = fr.ui.register;
const L = LIMITS.registration;

/** First step of registration_form: the organisation and who you are. */
export function IdentityStep() {
  return (
    <>
      <OrganismFields />
      <Form.Item
        name={['identity', 'lastName']}
        label={r.lastName}
        rules={[rules.required(), ...rules.length(L.nameMin, L.nameMax)]}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        name={['identity', 'firstName']}
        label={r.firstName}
        rules={[rules.required(), ...rules.length(L.nameMin, L.nameMax)]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        name={['identity', 'email']}
        label={r.email}
        rules={[rules.required(), rules.email(), rules.maxLength(L.emailMax)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </>
  );
}
