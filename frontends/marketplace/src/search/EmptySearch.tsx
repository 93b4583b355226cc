import { useQueries } from '@tanstack/react-query';
import { Button, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { API, fr, t, type ListingCard } from '@troc/shared';
import { listingKeys } from '@troc/ui';
import { fetchListPage } from '../listing/api';
import type { ActiveFilter } from './activeFilters';
import { searchPath, toSearchForm, type SearchValues } from './searchForm';

const ui = fr.ui.listingBrowse.search;
/** At most this many searches are tried, one filter fewer each, to find a way out. */
const MAX_TRIES = 4;

interface Widening {
  /** What the suggestion says is removed. */
  label: string | null;
  values: SearchValues;
}

/**
 * The searches one step wider than an empty one: without its categories when it has some (a
 * keyword is often filed elsewhere: chairs are « Sièges et fauteuils », not « Tables et
 * chaises »), otherwise without each other filter in turn.
 */
export function widenings(values: SearchValues, filters: ActiveFilter[]): Widening[] {
  if (values.category.length > 0) return [{ label: null, values: { ...values, category: [] } }];
  return filters.slice(0, MAX_TRIES).map((filter) => ({ label: filter.label, values: filter.without }));
}

export interface EmptySearchProps {
  values: SearchValues;
  filters: ActiveFilter[];
  onReset: () => void;
}

/**
 * An empty result that says why (the filters in force) and offers, as a link with its count,
 * the widest of the searches one filter wider that finds something.
 */
export function EmptySearch({ values, filters, onReset }: EmptySearchProps) {
  const tries = widenings(values, filters);
  const counts = useQueries({
    queries: tries.map((widening) => {
      const body = { search_form: toSearchForm(widening.values) };
      return {
        queryKey: listingKeys.list(API.trocSearch, body, 1),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          fetchListPage<ListingCard>(API.trocSearch, body, 1, 1, signal),
        select: (answer: { total_results: number }) => answer.total_results,
      };
    }),
  });
  const best = tries
    .map((widening, i) => ({ ...widening, count: counts[i]?.data ?? 0 }))
    .reduce<(Widening & { count: number }) | null>((a, b) => (b.count > (a?.count ?? 0) ? b : a), null);

  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>{ui.emptyTitle}</Typography.Text>
          {filters.length > 0 ? (
            <Typography.Text type="secondary">
              {t(ui.emptyBecause, { count: filters.length, filters: filters.map((f) => f.label).join(', ') })}
            </Typography.Text>
          ) : null}
          {best ? (
            <Link to={searchPath(best.values)} className="troc-search-widen">
              {best.label === null
                ? t(ui.widenCategories, { count: best.count })
                : t(ui.widenWithout, { filter: best.label, count: best.count })}
            </Link>
          ) : (
            <Typography.Text type="secondary">{ui.emptyText}</Typography.Text>
          )}
        </Flex>
      }
    >
      {filters.length > 0 ? <Button onClick={onReset}>{ui.emptyReset}</Button> : null}
    </Empty>
  );
}
