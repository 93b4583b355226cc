import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { fr, ROUTES, withLocale } from '@troc/shared';
import { ApiError, ButtonLink, PageSpinner, usePageTitle } from '@troc/ui';
import { confirmUnsubscribe, fetchUnsubscribe } from './api';

const u = fr.notification.unsubscribe;

const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : fr.http.internal;

/** The page of a mail's unsubscribe link (public): says what it stops, and stops it in one click. */
export function UnsubscribePage() {
  usePageTitle(u.title);
  const { token = '' } = useParams();
  const shown = useQuery({
    queryKey: ['notifications', 'unsubscribe', token],
    queryFn: () => fetchUnsubscribe(token),
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(token) });

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{u.title}</Typography.Title>
      <Card>
        {shown.isPending ? (
          <PageSpinner />
        ) : shown.isError ? (
          <Alert type="error" showIcon title={failure(shown.error)} role="alert" />
        ) : confirm.isSuccess ? (
          <Flex vertical gap={16} align="start">
            <Alert type="success" showIcon title={confirm.data.message} role="status" />
            <Typography.Paragraph>{u.preferences}</Typography.Paragraph>
            <ButtonLink to={withLocale(ROUTES.notifications)}>{fr.notification.ui.preferencesTitle}</ButtonLink>
          </Flex>
        ) : (
          <Flex vertical gap={16} align="start">
            <Typography.Paragraph style={{ margin: 0 }}>{shown.data.message}</Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {u.keep}
            </Typography.Paragraph>
            {confirm.isError ? <Alert type="error" showIcon title={failure(confirm.error)} role="alert" /> : null}
            <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {u.confirm}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
