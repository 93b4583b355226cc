import { Card, Empty, Typography } from 'antd';
import { API, t, type ListingCard } from '@troc/shared';
import { ListState } from '@troc/ui';
import { ListingGrid } from '../listing/ListingGrid';
import { ScrollLoader } from '../listing/ScrollLoader';
import { useListLoader } from '../listing/useListLoader';
import { operationSearchForm } from './api';

/** The listings of an operation: the search with its filter, page after page. */
export function OperationListings({
  slug,
  keyword = '',
  label,
  emptyText,
  countText,
}: {
  slug: string;
  keyword?: string;
  label: string;
  emptyText: string;
  countText: string;
}) {
  const list = useListLoader<ListingCard>(API.trocSearch, operationSearchForm(slug, keyword));
  return (
    <ListState
      status={list.status}
      onRetry={list.retry}
      empty={list.items.length === 0}
      emptyView={
        <Card>
          <Empty description={emptyText} />
        </Card>
      }
    >
      <Typography.Text strong role="status">
        {t(countText, { count: list.totalResults })}
      </Typography.Text>
      <ListingGrid cards={list.items} label={label} />
      <ScrollLoader list={list} showEnd={false} />
    </ListState>
  );
}
