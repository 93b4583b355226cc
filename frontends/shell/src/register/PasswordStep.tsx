import { Form } from 'antd';
import { fr } from '@troc/shared';
import { PasswordChecklist, PasswordInput, rules } from '@troc/ui';

const r = fr.ui.register;
export const PLAIN_PASSWORD = ['password', 'password', 'plainPassword'];
export const CONFIRM_PASSWORD = ['password', 'password', 'confirmPassword'];

/** Second step of registration_form: the password, its live checklist and its confirmation. */
export function PasswordStep() {
  const form = Form.useFormInstance();
  const plain = Form.useWatch(PLAIN_PASSWORD, form) as string | undefined;
  return (
    <>
      <Form.Item name={PLAIN_PASSWORD} label={r.password} rules={[rules.required(), rules.password()]}>
        <PasswordInput autoComplete="new-password" autoFocus aria-describedby="registration_password_rule" />
      </Form.Item>
      <PasswordChecklist value={plain} id="registration_password_rule" />
      <Form.Item
        name={CONFIRM_PASSWORD}
        label={r.confirmPassword}
        dependencies={[PLAIN_PASSWORD]}
        rules={[rules.required(), rules.sameAs(PLAIN_PASSWORD)]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
