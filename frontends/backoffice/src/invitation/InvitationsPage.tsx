import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fr, ROUTES, t, withLocale, type InvitationCard } from '@troc/shared';
import { ListState, useModals, usePageTitle } from '@troc/ui';
import { INVITATIONS_PAGE_SIZE, useDeleteInvitation, useInvitations } from './api';

const ui = fr.invitation.ui;

/** /{locale}/user/invitations/: who I invited to my private listings and operations, and since when. */
export function InvitationsPage() {
  usePageTitle(ui.title);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useInvitations(page);
  const remove = useDeleteInvitation();
  const { open } = useModals();
  const [announce, setAnnounce] = useState<string | null>(null);

  const confirmDelete = (row: InvitationCard) =>
    open('confirm', {
      title: ui.deleteTitle,
      body: t(ui.deleteBody, { email: row.email, name: row.target.name }),
      confirmLabel: ui.deleteConfirm,
      cancelLabel: ui.cancel,
      danger: true,
      onConfirm: async () => setAnnounce((await remove.mutateAsync(row.slug)).message),
    });

  const columns: ColumnsType<InvitationCard> = [
    { title: ui.email, dataIndex: 'email', key: 'email' },
    {
      title: ui.target,
      key: 'target',
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          <Tag>{row.target.kind === 'troc' ? ui.kindTroc : ui.kindOperation}</Tag>
          <Link
            to={withLocale(
              row.target.kind === 'troc' ? ROUTES.trocView(row.target.slug) : ROUTES.operationView(row.target.slug),
            )}
          >
            {row.target.name || fr.fallback.unknown}
          </Link>
        </Flex>
      ),
    },
    { title: ui.date, dataIndex: 'creationDisplayDate', key: 'date' },
    {
      title: ui.user,
      key: 'user',
      render: (_, row) =>
        row.user ? (
          <Flex vertical>
            <Link to={withLocale(ROUTES.publicProfile(row.user.slug))}>
              {row.user.firstname} {row.user.lastname}
            </Link>
            <Typography.Text type="secondary">{row.user.service ?? row.user.organisation}</Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{ui.notRegistered}</Typography.Text>
        ),
    },
    {
      title: ui.actions,
      key: 'actions',
      render: (_, row) => (
        <Button
          danger
          size="small"
          onClick={() => confirmDelete(row)}
          aria-label={t(ui.deleteLabel, { email: row.email })}
        >
          {ui.delete}
        </Button>
      ),
    },
  ];

  const rows = data?.data ?? [];
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
        status={isPending ? 'loading' : isError ? 'failed' : 'ready'}
        onRetry={() => void refetch()}
        failedTitle={ui.loadFailed}
        empty={rows.length === 0 && page === 1}
        emptyView={
          <Empty
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{ui.emptyTitle}</Typography.Text>
                <Typography.Text type="secondary">{ui.emptyText}</Typography.Text>
              </Flex>
            }
          />
        }
      >
        <Typography.Text strong>{t(ui.count, { count: data?.total ?? 0 })}</Typography.Text>
        <Table<InvitationCard>
          rowKey="slug"
          columns={columns}
          dataSource={rows}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize: INVITATIONS_PAGE_SIZE,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      </ListState>
    </Flex>
  );
}
