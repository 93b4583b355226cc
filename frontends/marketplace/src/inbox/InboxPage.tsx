import { keepPreviousData, useQuery } from '@tanstack/react-query';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, Card, Col, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { fr, t } from '@troc/shared';
import { ListState, usePageTitle } from '@troc/ui';
import { fetchInbox, INBOX_PAGE_SIZE, inboxKeys } from './api';
import { activeFilterCount, readFilters, toFilterForm, writeFilters } from './filters';
import { InboxFilters } from './InboxFilters';
import { ThreadList } from './ThreadList';
import { ThreadPanel } from './ThreadPanel';
import { useInboxPoll } from './usePoll';
import './inbox.css';

const ui = fr.inbox.ui;

/** /{locale}/user/inbox/ and /{locale}/user/inbox/thread/{slug}/: the threads beside the open one. */
export function InboxPage() {
  const { slug = null } = useParams();
  usePageTitle(ui.title);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const form = useMemo(() => toFilterForm(filters), [filters]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: inboxKeys.list(form, page),
    queryFn: ({ signal }) => fetchInbox(form, page, signal),
    placeholderData: keepPreviousData,
  });
  useInboxPoll(slug);
  const data = list.data;
  const active = activeFilterCount(filters);
  // Folded: the conversations come first; the disclosure says how many filters are in force.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <Flex vertical gap={16} className="troc-inbox">
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {ui.title}
        </Typography.Title>
        {data ? (
          <Typography.Text type="secondary">
            {t(ui.totals, { total: data.total, unread: data.total_unread, archived: data.total_archived })}
          </Typography.Text>
        ) : null}
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={12}>
            <section aria-labelledby="inbox-threads-title">
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Title level={2} id="inbox-threads-title" className="troc-inbox__heading">
                  {ui.listLabel}
                </Typography.Title>
                <Button
                  icon={<FilterOutlined aria-hidden />}
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {active ? t(ui.toggleCount, { count: active }) : ui.toggle}
                </Button>
              </Flex>
              <div id={filtersId} hidden={!filtersOpen}>
                {filtersOpen ? (
                  <Card size="small" style={{ marginBlock: 8 }}>
                    <InboxFilters
                      values={filters}
                      onChange={(next) => setParams(writeFilters(next), { replace: true })}
                    />
                  </Card>
                ) : null}
              </div>
              <ListState
                status={data ? 'ready' : list.isError ? 'failed' : 'loading'}
                loadingView={<Skeleton active />}
                onRetry={() => void list.refetch()}
              >
                <Typography.Text role="status" type="secondary">
                  {t(ui.results, { count: data?.total_results ?? 0 })}
                </Typography.Text>
                <ThreadList threads={data?.data ?? []} current={slug} />
                {data && data.total_results > INBOX_PAGE_SIZE ? (
                  <Pagination
                    size="small"
                    current={page}
                    pageSize={INBOX_PAGE_SIZE}
                    total={data.total_results}
                    showSizeChanger={false}
                    onChange={(next) => {
                      const search = writeFilters(filters);
                      if (next > 1) search.set('page', String(next));
                      setParams(search);
                    }}
                  />
                ) : null}
              </ListState>
            </section>
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          {slug ? (
            <ThreadPanel key={slug} slug={slug} />
          ) : (
            <Card>
              <Typography.Text type="secondary">{ui.choose}</Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
    </Flex>
  );
}
