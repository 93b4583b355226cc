import { Form } from 'antd';
import { useId } from 'react';
import { REGISTRATION_FIELDS } from '@troc/shared';
import { PasswordChecklist, PasswordInput, fieldName, rules } from '@troc/ui';

const PLAIN_PASSWORD = fieldName(REGISTRATION_FIELDS.plainPassword);
const CONFIRM_PASSWORD = fieldName(REGISTRATION_FIELDS.confirmPassword);

/**
 * password.password.{plainPassword, confirmPassword} with the live checklist of the password
 * rule: the password step of registration_form and the reset page.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel }: { passwordLabel: string; confirmLabel: string }) {
  const form = Form.useFormInstance();
  const plain = Form.useWatch(PLAIN_PASSWORD, form) as string | undefined;
  const ruleId = useId();
  return (
    <>
      <Form.Item name={PLAIN_PASSWORD} label={passwordLabel} rules={[rules.required(), rules.password()]}>
        <PasswordInput autoComplete="new-password" autoFocus aria-describedby={ruleId} />
      </Form.Item>
      <PasswordChecklist value={plain} id={ruleId} />
      <Form.Item
        name={CONFIRM_PASSWORD}
        label={confirmLabel}
        dependencies={[PLAIN_PASSWORD]}
        rules={[rules.required(), rules.sameAs(PLAIN_PASSWORD)]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
