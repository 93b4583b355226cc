import { API, type FavoriteResponse, type ListResponse } from '@troc/shared';
import { api } from '@troc/ui';

/**
 * One page of a list loader (supporting §7): POST { ...filters, page, size }. 403 opens the
 * disconnected modal; other failures are shown in the list with a retry.
 */
export function fetchListPage<T>(
  source: string,
  filters: Record<string, unknown>,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<T>> {
  return api.post<ListResponse<T>>(source, { ...filters, page, size }, { signal, handles: (e) => e.status !== 403 });
}

/** Stars or unstars a listing; the answer says which (is_favorite). */
export function toggleFavorite(slug: string): Promise<FavoriteResponse> {
  return api.post<FavoriteResponse>(API.trocAction('favorite', slug), {});
}
