import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS, ROUTES, fr, withLocale } from '@troc/shared';
import { FormErrors, rules, useFormSubmit, usePageTitle } from '@troc/ui';
import { requestReset } from './api';

const r = fr.ui.resetPassword;
const FIELDS = ['email'] as const;

/** Asks for the reset link; the answer is the same whether the address exists or not. */
export function ResetRequestPage() {
  usePageTitle(r.title);
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<string | null>(null);
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { email: string }) => {
    const answer = await requestReset(values);
    setSent(answer.message);
  });

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{r.title}</Typography.Title>
      <Card>
        {sent ? (
          <Alert type="success" showIcon title={sent} role="status" />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{r.intro}</Typography.Paragraph>
            <FormErrors messages={errors} />
            <Form form={form} name="reset_password_request" layout="vertical" onFinish={submit} noValidate>
              <Form.Item
                name="email"
                label={r.email}
                rules={[rules.required(), rules.email(), rules.maxLength(LIMITS.registration.emailMax)]}
              >
                <Input type="email" autoComplete="email" autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={submitting}>
                {r.submit}
              </Button>
            </Form>
          </>
        )}
      </Card>
      <Link to={withLocale(ROUTES.login)}>{r.backToLogin}</Link>
    </Flex>
  );
}
