import { LIMITS } from '@troc/shared';
import { listingKeys, useInfiniteList, type InfiniteList } from '@troc/ui';
import { fetchListPage } from './api';

export type ListLoader<T> = InfiniteList<T>;

/**
 * A list of listings (search, favourites, strips): POST to `source` with page, size and the
 * filters of `body`, answered by { data, total, total_results, url }, one page after the other.
 */
export function useListLoader<T extends { id: number }>(
  source: string,
  body: Record<string, unknown>,
  { size = LIMITS.page.defaultSize, enabled = true }: { size?: number; enabled?: boolean } = {},
): ListLoader<T> {
  return useInfiniteList<T>(
    listingKeys.list(source, body, size),
    (page, signal) => fetchListPage<T>(source, body, page, size, signal),
    { enabled },
  );
}
