import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { REGISTRATION_FIELDS, ROUTES, fr, withLocale } from '@troc/shared';
import { ButtonLink, FormErrors, useFormSubmit, usePageTitle } from '@troc/ui';
import { resetPassword } from './api';
import { NewPasswordFields } from '../forms/NewPasswordFields';

const r = fr.ui.resetPassword;
const FIELDS = [REGISTRATION_FIELDS.plainPassword, REGISTRATION_FIELDS.confirmPassword];
type Values = { password: { password: { plainPassword: string; confirmPassword: string } } };

/** The page of the e-mailed link: a new password, with the same rule as at registration. */
export function ResetPasswordPage() {
  usePageTitle(r.newTitle);
  const { token = '' } = useParams();
  const [form] = Form.useForm();
  const [done, setDone] = useState<string | null>(null);
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const answer = await resetPassword(token, values);
    setDone(answer.message);
  });

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{r.newTitle}</Typography.Title>
      <Card>
        {done ? (
          <Flex vertical gap={16} align="start">
            <Alert type="success" showIcon title={done} role="status" />
            <ButtonLink type="primary" to={withLocale(ROUTES.login)}>
              {r.goLogin}
            </ButtonLink>
          </Flex>
        ) : (
          <>
            <FormErrors messages={errors} />
            <Form form={form} name="reset_password_form" layout="vertical" onFinish={submit} noValidate>
              <NewPasswordFields passwordLabel={r.newPassword} confirmLabel={r.confirmPassword} />
              <Button type="primary" htmlType="submit" loading={submitting}>
                {r.save}
              </Button>
            </Form>
          </>
        )}
      </Card>
      <Link to={withLocale(ROUTES.login)}>{r.backToLogin}</Link>
    </Flex>
  );
}
