import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr, ROUTES, t, withLocale, type ProConnectErrorCode } from '@troc/shared';
import { proconnectUi } from '@troc/shared/messages/ui-proconnect';
import { FormErrors, PageSpinner, useSession } from '@troc/ui';
import { cancelPending, confirmLink, fetchPending } from './api';

const e = fr.proconnect.errors;
const p = proconnectUi;

const isErrorCode = (code: string | null): code is ProConnectErrorCode =>
  code !== null && code !== 'title' && code in e;

/**
 * The error page of a ProConnect sign-in: the case in French above the password login, which is
 * the way back. Unknown codes get the general message.
 */
export function ProConnectError({ code, siret }: { code: string | null; siret: string | null }) {
  if (!code) return null;
  const message = isErrorCode(code) ? e[code] : e.provider;
  return <Alert type="error" showIcon role="alert" title={e.title} description={t(message, { siret: siret ?? '' })} />;
}

/** « Relier votre compte Troc à ProConnect »: confirm, or cancel back to the login page. */
export function ProConnectLinkCard() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const pending = useQuery({ queryKey: ['proconnect', 'pending'], queryFn: fetchPending, retry: false, gcTime: 0 });

  if (pending.isPending) return <PageSpinner />;
  if (pending.isError || pending.data.kind !== 'link') {
    return <Alert type="warning" showIcon title={e.title} description={e.pendingExpired} />;
  }

  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await confirmLink();
      setUser(answer.user);
      navigate(withLocale(ROUTES.home), { replace: true });
    } catch {
      setErrors([e.pendingExpired]);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    await cancelPending().finally(() => setBusy(false));
    navigate(withLocale(ROUTES.login), { replace: true });
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {p.link.title}
        </Typography.Title>
      }
    >
      <FormErrors messages={errors} />
      <Typography.Paragraph>{t(p.link.intro, { email: pending.data.email })}</Typography.Paragraph>
      <Flex gap={12} wrap justify="end">
        <Button onClick={cancel} disabled={busy}>
          {p.link.cancel}
        </Button>
        <Button type="primary" onClick={confirm} loading={busy}>
          {p.link.confirm}
        </Button>
      </Flex>
    </Card>
  );
}
