import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ROUTES, fr, withLocale } from '@troc/shared';
import { ApiError, ButtonLink, PageSpinner, usePageTitle, useSession } from '@troc/ui';
import { validateEmail } from './api';

const v = fr.ui.validateEmail;
type Outcome = { ok: boolean; message: string };

/** The page of the e-mailed validation link: validates on arrival, once. */
export function ValidateEmailPage() {
  usePageTitle(v.title);
  const { token = '' } = useParams();
  const { setUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; a token can be used only once.
    if (started.current) return;
    started.current = true;
    validateEmail(token)
      .then((answer) => {
        if (answer.user) setUser(answer.user);
        setOutcome({ ok: true, message: answer.message });
      })
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          message: error instanceof ApiError && error.status < 500 ? fr.auth.emailValidationInvalid : fr.http.internal,
        }),
      );
  }, [token, setUser]);

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{v.title}</Typography.Title>
      <Card>
        {outcome ? (
          <Flex vertical gap={16} align="start">
            <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.message} role="status" />
            <ButtonLink type="primary" to={withLocale(ROUTES.home)}>
              {v.continue}
            </ButtonLink>
          </Flex>
        ) : (
          <PageSpinner label={v.pending} />
        )}
      </Card>
    </Flex>
  );
}
