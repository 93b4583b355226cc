import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasPerimeter, LIMITS, t, type OperationCard } from '@troc/shared';
import { ExportButton, ListState, useInfiniteList, usePageTitle } from '@troc/ui';
import { createOperation, fetchMyOperations, operationKeys } from './api';
import { o } from './labels';
import { OperationActionButtons } from './OperationActionButtons';
import { OperationCardItem } from './OperationCardItem';
import { OperationFilters, readOperationFilters, writeOperationFilters } from './OperationFilters';
import { useOperationActions } from './useOperationActions';

const f = o.mine;
const SIZE = LIMITS.page.defaultSize;

/** « Mes opérations »: the operations I manage, filters in the address, the allowed actions on each. */
export function MyOperationsPage() {
  usePageTitle(f.title);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOperationFilters(params), [params]);
  const list = useInfiniteList<OperationCard>(operationKeys.mine(filters), (page, signal) =>
    fetchMyOperations(filters, page, SIZE, signal),
  );
  const [blocked, setBlocked] = useState<Record<string, string[]>>({});
  const [creating, setCreating] = useState(false);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: operationKeys.lists() }), [client]);

  const actions = useOperationActions({
    onChanged: useCallback(
      (view) => {
        client.setQueryData(operationKeys.view(view.slug), view);
        setBlocked(({ [view.slug]: _, ...rest }) => rest);
        reload();
      },
      [client, reload],
    ),
    onDeleted: reload,
    onNotPublishable: useCallback(
      (card: OperationCard, errors: Record<string, string[]>) =>
        setBlocked((previous) => ({ ...previous, [card.slug]: errors._form ?? Object.values(errors).flat() })),
      [],
    ),
    navigate,
  });

  const create = async () => {
    setCreating(true);
    try {
      const created = await createOperation();
      reload();
      navigate(created.redirect);
    } catch {
      // Shown by the global error modals.
    } finally {
      setCreating(false);
    }
  };
  const createButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} loading={creating} onClick={() => void create()}>
      {f.create}
    </Button>
  );
  const filtered = Boolean(filters.publicationStatus || filters.keyword || hasPerimeter(filters));

  return (
    <Flex vertical gap={16}>
      {actions.holder}
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1}>{f.title}</Typography.Title>
        <Flex gap={8} wrap>
          <ExportButton kind="operation-mine" formats={['xlsx', 'csv']} filters={{ ...filters }} />
          {createButton}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">{f.intro}</Typography.Paragraph>
      <Card>
        <OperationFilters values={filters} onChange={(next) => setParams(writeOperationFilters(next))} />
      </Card>
      <ListState
        status={list.status}
        onRetry={list.retry}
        empty={list.items.length === 0}
        emptyView={
          <Card>
            <Empty description={filtered ? f.emptyFiltered : f.empty}>{filtered ? null : createButton}</Empty>
          </Card>
        }
      >
        <Typography.Text type="secondary" role="status">
          {t(f.total, { count: list.totalResults })}
        </Typography.Text>
        <Flex vertical gap={12} role="list" aria-label={f.listLabel}>
          {list.items.map((card) => (
            <div role="listitem" key={card.slug}>
              <OperationCardItem
                card={card}
                actions={<OperationActionButtons card={card} actions={actions} />}
                notice={
                  blocked[card.slug] ? (
                    <Alert
                      type="warning"
                      showIcon
                      title={`${o.actions.notPublishable} ${blocked[card.slug]!.join(' ')}`}
                    />
                  ) : null
                }
              />
            </div>
          ))}
        </Flex>
        {list.hasMore ? (
          <Flex justify="center">
            <Button loading={list.loadingMore} onClick={list.moreFailed ? list.retry : list.loadMore}>
              {f.more}
            </Button>
          </Flex>
        ) : null}
      </ListState>
    </Flex>
  );
}
