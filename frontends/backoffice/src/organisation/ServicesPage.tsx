import { Card, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS, fr, t, type ServiceRef } from '@troc/shared';
import { ScrollRegion, usePageTitle, useSession } from '@troc/ui';
import { fetchServices, organisationKeys } from './api';

const o = fr.ui.organisation;

/** Depth of a service in its organisation, from its materialised path ("1/4/9"). */
const depth = (service: ServiceRef) => Math.max(0, service.hierarchy.split('/').filter(Boolean).length - 1);

const columns: TableProps<ServiceRef>['columns'] = [
  {
    title: o.name,
    dataIndex: 'name',
    render: (name: string, service) => (
      <span style={{ paddingInlineStart: depth(service) * 20 }}>
        {depth(service) > 0 ? <span aria-hidden>↳ </span> : null}
        {name}
      </span>
    ),
  },
  { title: o.internalCode, dataIndex: 'internalCode', render: (v: string | null) => v ?? '—' },
  { title: o.altInternalCode, dataIndex: 'altInternalCode', render: (v: string | null) => v ?? '—' },
  { title: o.prefix, dataIndex: 'prefix', render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—') },
  { title: o.children, dataIndex: 'nbChildren', align: 'right' },
];

/** The service tree (perimeters) of the signed-in user's organisation, a page at a time. */
export function ServicesPage() {
  usePageTitle(o.title);
  const { user } = useSession();
  const [page, setPage] = useState<{ page: number; size: number }>({ page: 1, size: LIMITS.page.defaultSize });
  // The page on screen stays while the next one is on its way.
  const { data: answer, isFetching: loading } = useQuery({
    queryKey: organisationKeys.services(page),
    queryFn: ({ signal }) => fetchServices(page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>{o.title}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {user ? <strong>{user.organisation.name}</strong> : null} — {o.intro}
      </Typography.Paragraph>
      <Card>
        <ScrollRegion label={o.title}>
          <Table<ServiceRef>
            rowKey="id"
            columns={columns}
            dataSource={answer?.data ?? []}
            loading={loading}
            locale={{ emptyText: o.empty }}
            pagination={{
              current: page.page,
              pageSize: page.size,
              total: answer?.total_results ?? 0,
              showTotal: (total) => t(o.total, { count: total }),
              onChange: (next, size) => setPage({ page: size === page.size ? next : 1, size }),
              pageSizeOptions: [10, 20, 50, 100],
            }}
          />
        </ScrollRegion>
      </Card>
    </Flex>
  );
}
