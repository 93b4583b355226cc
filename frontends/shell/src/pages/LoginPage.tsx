import { Alert, Button, Card, Divider, Flex, Form, Input, Typography } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS, PROCONNECT_PARAM, PROCONNECT_STEP, ROUTES, fr, withLocale, type LoginRequest } from '@troc/shared';
import { proconnectUi } from '@troc/shared/messages/ui-proconnect';
import {
  FormErrors,
  PageSpinner,
  PasswordInput,
  rules,
  safeRedirect,
  useFormSubmit,
  usePageTitle,
  useSession,
} from '@troc/ui';
import { login } from './api';
import { ProConnectButton, proconnectEnabled } from '../proconnect/ProConnectButton';
import { ProConnectError, ProConnectLinkCard } from '../proconnect/ProConnectNotices';

const l = fr.ui.login;
const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  usePageTitle(l.title);
  const [form] = Form.useForm<LoginRequest>();
  const { user, loading, setUser } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: LoginRequest) => {
    const answer = await login(values);
    setUser(answer.user);
    navigate(target, { replace: true });
  });

  const proconnect = params.get(PROCONNECT_PARAM);
  const linking = proconnect === PROCONNECT_STEP.link;

  if (loading) return <PageSpinner />;
  // Arriving here signed in (a bookmark, the back button): nothing to do on this page.
  if (user && !submitting) return <Navigate to={target} replace />;

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{l.title}</Typography.Title>
      {params.get('redirect') ? <Alert type="info" showIcon title={l.redirectNotice} /> : null}
      {linking ? <ProConnectLinkCard /> : <ProConnectError code={proconnect} siret={params.get('siret')} />}
      <Card>
        {proconnectEnabled() && !linking ? (
          <>
            <ProConnectButton />
            <Divider plain>{proconnectUi.or}</Divider>
          </>
        ) : null}
        <Typography.Paragraph type="secondary">{l.intro}</Typography.Paragraph>
        <FormErrors messages={errors} />
        <Form form={form} name="login_form" layout="vertical" onFinish={submit} requiredMark="optional" noValidate>
          <Form.Item
            name="email"
            label={l.email}
            rules={[rules.required(), rules.maxLength(LIMITS.registration.emailMax)]}
          >
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={l.password} rules={[rules.required()]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Link to={withLocale(ROUTES.resetPassword)}>{l.forgot}</Link>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {l.submit}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Typography.Text>
        {l.noAccount} <Link to={withLocale(ROUTES.register)}>{l.register}</Link>
      </Typography.Text>
    </Flex>
  );
}
