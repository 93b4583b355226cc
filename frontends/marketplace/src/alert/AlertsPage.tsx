import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button, Card, Empty, Flex, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fr, ROUTES, t, withLocale, type AlertCard } from '@troc/shared';
import { ButtonLink, ListState, useModals, usePageTitle } from '@troc/ui';
import { ALERTS_PAGE_SIZE, useDeleteAlert, useMyAlerts } from './api';

const ui = fr.alert.ui;

/** /{locale}/troc/alerts/: my saved searches, newest first, each with its results and a delete. */
export function AlertsPage() {
  usePageTitle(ui.title);
  const [page, setPage] = useState(1);
  const { data, isError, isPending, refetch } = useMyAlerts(page);
  const [announce, setAnnounce] = useState<string | null>(null);
  const status = isPending ? 'loading' : isError ? 'failed' : 'ready';
  const alerts = data?.data ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {ui.intro}
      </Typography.Paragraph>
      <div role="status" className="troc-sr-only">
        {announce}
      </div>
      <ListState
        status={status}
        onRetry={() => void refetch()}
        failedTitle={ui.loadFailed}
        empty={alerts.length === 0}
        emptyView={
          <Empty
            image={<BellOutlined aria-hidden style={{ fontSize: 56, color: '#1f7a4d' }} />}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{ui.emptyTitle}</Typography.Text>
                <Typography.Text type="secondary">{ui.emptyText}</Typography.Text>
              </Flex>
            }
          >
            <ButtonLink type="primary" to={withLocale(ROUTES.searchAll)}>
              {ui.emptySearch}
            </ButtonLink>
          </Empty>
        }
      >
        <Typography.Text strong>{t(ui.count, { count: data?.total ?? 0 })}</Typography.Text>
        <Flex
          vertical
          gap={12}
          component="ul"
          className="troc-alert-list"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {alerts.map((alert) => (
            <li key={alert.slug}>
              <AlertItem alert={alert} onDeleted={setAnnounce} />
            </li>
          ))}
        </Flex>
        {(data?.total ?? 0) > ALERTS_PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={ALERTS_PAGE_SIZE}
            total={data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
            align="center"
          />
        ) : null}
      </ListState>
    </Flex>
  );
}

function AlertItem({ alert, onDeleted }: { alert: AlertCard; onDeleted: (message: string) => void }) {
  const { open } = useModals();
  const remove = useDeleteAlert();
  const confirmDelete = () =>
    open('confirm', {
      title: ui.deleteTitle,
      body: t(ui.deleteBody, { summary: alert.summary }),
      confirmLabel: ui.deleteConfirm,
      cancelLabel: ui.cancel,
      danger: true,
      onConfirm: async () => {
        const answer = await remove.mutateAsync(alert.slug);
        onDeleted(answer.message);
      },
    });

  return (
    <Card size="small" className="troc-alert-card">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Text strong>{alert.summary}</Typography.Text>
          <Typography.Text type="secondary">
            {t(ui.createdOn, { date: alert.displayDate })} · {t(ui.sent, { count: alert.nbSent })}
          </Typography.Text>
          {alert.active ? null : (
            <span>
              <Tag>{ui.stopped}</Tag>
            </span>
          )}
        </Flex>
        <Flex gap={8} wrap>
          <ButtonLink to={withLocale(ROUTES.alertView(alert.slug))}>{ui.view}</ButtonLink>
          <Button danger onClick={confirmDelete} aria-label={t(ui.deleteLabel, { summary: alert.summary })}>
            {ui.delete}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
