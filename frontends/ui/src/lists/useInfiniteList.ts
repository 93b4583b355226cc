import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ListResponse } from '@troc/shared';

export interface InfiniteList<T> {
  items: T[];
  /** Every item of the list, filters aside. */
  total: number;
  /** Items matching the filters. */
  totalResults: number;
  /** The browser address the server gives for these filters (search only). */
  url: string | null;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  /** The next page failed; the loaded ones stay on screen. */
  moreFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Asks the first page again after a failure, or the next page after a failed « more ». */
  retry: () => void;
  /** Drops an item shown (an un-favourited listing) and counts it out. */
  remove: (predicate: (item: T) => boolean) => void;
}

/** One page as the cache keeps it: the server's answer, and the items dropped since it landed. */
export type ListPage<T> = ListResponse<T> & { removed?: number };

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<ListResponse<T>>;

/**
 * A list loader (supporting §7) as an infinite query: pages 1, 2, … of a { data, total,
 * total_results, url } source, appended. Another key (other filters) starts again at page 1;
 * TanStack Query abandons the answers of the old key. After removals the page already read holds
 * items not yet seen, so that page is read again (items already shown are left out).
 */
export function useInfiniteList<T extends { id: number }>(
  queryKey: QueryKey,
  fetchPage: FetchPage<T>,
  { enabled = true }: { enabled?: boolean } = {},
): InfiniteList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal) as Promise<ListPage<T>>,
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>, pages: ListPage<T>[], lastParam: number) =>
      merge(pages).length < last.total_results ? (last.removed ? lastParam : lastParam + 1) : undefined,
    enabled,
  });
  const { data, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = query;
  const { fetchNextPage, refetch } = query;

  const items = useMemo(() => merge(data?.pages ?? []), [data]);
  const last = data?.pages[data.pages.length - 1];
  // Asked again after a failure, the list shows it is loading, as on its first visit.
  const status: InfiniteList<T>['status'] = data ? 'ready' : isError && !isFetching ? 'failed' : 'loading';

  const loadMore = useCallback(() => {
    // cancelRefetch: false — a page on its way is not asked twice (scroll events come in bursts).
    if (status === 'ready' && hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [status, hasNextPage, fetchNextPage]);

  const retry = useCallback(() => {
    if (status === 'failed') void refetch();
    else loadMore();
  }, [status, refetch, loadMore]);

  const remove = useCallback(
    (predicate: (item: T) => boolean) =>
      client.setQueryData<InfiniteData<ListPage<T>, number>>(queryKey, (previous) => {
        if (!previous) return previous;
        let gone = 0;
        const pages = previous.pages.map((page) => {
          const kept = page.data.filter((item) => !predicate(item));
          gone += page.data.length - kept.length;
          return { ...page, data: kept };
        });
        if (gone === 0) return previous;
        const end = pages.length - 1;
        pages[end] = {
          ...pages[end]!,
          total: pages[end]!.total - gone,
          total_results: pages[end]!.total_results - gone,
          removed: (pages[end]!.removed ?? 0) + gone,
        };
        return { ...previous, pages };
      }),
    // The key is compared by value: a new array of the same key is the same list.
    [client, JSON.stringify(queryKey)],
  );

  return {
    items,
    total: last?.total ?? 0,
    totalResults: last?.total_results ?? 0,
    url: last?.url ?? null,
    status,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError && !isFetchingNextPage,
    hasMore: status === 'ready' && Boolean(hasNextPage),
    loadMore,
    retry,
    remove,
  };
}

/** The pages one after the other, leaving out what is already shown (a page read again after removals). */
function merge<T extends { id: number }>(pages: ListPage<T>[]): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  pages.forEach((page) =>
    page.data.forEach((item) => {
      if (seen.has(item.id)) return;
      seen.add(item.id);
      items.push(item);
    }),
  );
  return items;
}
