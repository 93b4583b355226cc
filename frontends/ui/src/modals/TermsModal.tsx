import { Alert, Button, Checkbox, Flex, Form, Typography } from 'antd';
import { DialogForm } from '../forms/DialogForm';
import type { FormRule as Rule } from 'antd';
import { useState } from 'react';
import { fr } from '@troc/shared';
import { isValidationError } from '../api/errors';
import { applyValidationError } from '../forms/validationErrors';
import { acceptTerms } from '../session/api';
import { useSession } from '../session/SessionProvider';
import type { ModalBodyProps } from './registry';

interface TermsValues {
  terms?: boolean;
  personalData?: boolean;
}

const FIELDS = ['terms', 'personalData'] as const;

const mustBeChecked = (message: string): Rule => ({
  validator: (_, checked?: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** The validate-cgu modal: both boxes must be ticked; each has its own error, shown at submit. */
export function TermsBody({ close }: ModalBodyProps) {
  const [form] = Form.useForm<TermsValues>();
  const { setUser } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const accept = async () => {
    setSubmitting(true);
    setFormErrors([]);
    try {
      const answer = await acceptTerms();
      setUser(answer.user);
      close();
    } catch (error) {
      if (isValidationError(error)) setFormErrors(applyValidationError(form, error, FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  // Errors appear only at submit; ticking a box clears its own.
  const clearTicked = (changed: TermsValues) => {
    form.setFields(FIELDS.filter((name) => changed[name] === true).map((name) => ({ name, errors: [] })));
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{fr.modal.termsIntro}</Typography.Paragraph>
      <section
        className="troc-terms"
        tabIndex={0}
        aria-label={fr.modal.termsTitle}
        style={{ maxHeight: 240, overflowY: 'auto', padding: '8px 12px', border: '1px solid #e5e7eb', borderRadius: 8 }}
      >
        {fr.ui.terms.sections.map((section) => (
          <div key={section.title}>
            <Typography.Title level={5}>{section.title}</Typography.Title>
            <Typography.Paragraph>{section.text}</Typography.Paragraph>
          </div>
        ))}
      </section>
      {formErrors.length > 0 ? <Alert type="error" showIcon title={formErrors.join(' ')} /> : null}
      <DialogForm
        form={form}
        name="terms_form"
        layout="vertical"
        onFinish={accept}
        onValuesChange={clearTicked}
        requiredMark={false}
      >
        <Form.Item
          name="terms"
          valuePropName="checked"
          validateTrigger={false}
          rules={[mustBeChecked(fr.auth.termsRequired)]}
        >
          <Checkbox>{fr.modal.termsCheckbox}</Checkbox>
        </Form.Item>
        <Form.Item
          name="personalData"
          valuePropName="checked"
          validateTrigger={false}
          rules={[mustBeChecked(fr.auth.personalDataRequired)]}
        >
          <Checkbox>{fr.modal.personalDataCheckbox}</Checkbox>
        </Form.Item>
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={submitting}>
            {fr.modal.termsConfirm}
          </Button>
        </Flex>
      </DialogForm>
    </Flex>
  );
}
