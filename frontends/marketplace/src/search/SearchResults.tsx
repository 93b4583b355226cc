import { Flex, Select } from 'antd';
import { deferred, ListState } from '@troc/ui';
import { fr, t, type ListingCard, type SearchSort } from '@troc/shared';
import { ListingGrid } from '../listing/ListingGrid';
import { ScrollLoader } from '../listing/ScrollLoader';
import type { ListLoader } from '../listing/useListLoader';
import { ActiveFilters } from './ActiveFilters';
import type { ActiveFilter } from './activeFilters';
import type { EmptySearchProps } from './EmptySearch';
import { SORTS, type SearchValues } from './searchForm';

const ui = fr.ui.listingBrowse.search;
// Shown only when nothing matches: its code (and the counts of the wider searches) comes then.
const EmptySearch = deferred<EmptySearchProps>(() => import('./EmptySearch').then((m) => m.EmptySearch));
const SORT_OPTIONS = SORTS.map((value) => ({ value, label: ui.sorts[value as keyof typeof ui.sorts] }));

export interface SearchResultsProps {
  list: ListLoader<ListingCard>;
  values: SearchValues;
  filters: ActiveFilter[];
  onSort: (sortBy: SearchSort) => void;
  onRemove: (filter: ActiveFilter) => void;
  onReset: () => void;
}

/** The result count, the sort, the active filters and the cards, loaded page after page. */
export function SearchResults({ list, values, filters, onSort, onRemove, onReset }: SearchResultsProps) {
  const count =
    list.status !== 'ready'
      ? fr.ui.common.loading
      : filters.length > 0
        ? t(ui.resultsOf, { count: list.totalResults, total: list.total })
        : t(ui.results, { count: list.totalResults });

  return (
    <section aria-labelledby="search-results-count">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <h2 id="search-results-count" className="troc-results-count" aria-live="polite">
          {count}
        </h2>
        <Flex align="center" gap={8}>
          <label htmlFor="search-sort">{ui.sortBy}</label>
          <Select
            id="search-sort"
            value={values.sortBy}
            options={SORT_OPTIONS}
            onChange={onSort}
            style={{ minWidth: 190 }}
          />
        </Flex>
      </Flex>
      <div style={{ marginBottom: 16 }}>
        <ActiveFilters filters={filters} onRemove={onRemove} onReset={onReset} />
      </div>
      <ListState
        status={list.status}
        onRetry={list.retry}
        failedTitle={fr.ui.listingBrowse.list.loadFailed}
        empty={list.items.length === 0}
        emptyView={<EmptySearch values={values} filters={filters} onReset={onReset} />}
      >
        <ListingGrid cards={list.items} label={count} />
        <ScrollLoader list={list} />
      </ListState>
    </section>
  );
}
