import { Alert as Notice, Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { fr, ROUTES, withLocale } from '@troc/shared';
import { ApiError, ButtonLink, usePageTitle } from '@troc/ui';
import { useUnsubscribeAlert } from './api';

const ui = fr.alert.ui;

/** /{locale}/troc/alerts/unsubscribe/{token}/: the mail's one-click link stops its alert, signed in or not. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  usePageTitle(ui.unsubscribeTitle);
  const unsubscribe = useUnsubscribeAlert();
  const { mutate } = unsubscribe;
  useEffect(() => mutate(token), [mutate, token]);

  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {ui.unsubscribeTitle}
        </Typography.Title>
        {unsubscribe.isSuccess ? (
          <Notice type="success" showIcon role="status" title={unsubscribe.data.message} />
        ) : unsubscribe.isError ? (
          <Notice
            type="error"
            showIcon
            role="alert"
            title={
              unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404
                ? unsubscribe.error.message
                : fr.alert.errors.tokenInvalid
            }
          />
        ) : (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            {ui.unsubscribing}
          </Flex>
        )}
        <div>
          <ButtonLink to={withLocale(ROUTES.alerts)}>{ui.seeAlerts}</ButtonLink>
        </div>
      </Flex>
    </Card>
  );
}
