import { API, type ListResponse, type OperationView, type TrackerCard } from '@troc/shared';
import { api } from '@troc/ui';

/** Query keys of the operations as the marketplace reads them (same entries as the back office's). */
export const operationKeys = {
  view: (slug: string) => ['operations', 'view', slug] as const,
  trackers: (slug: string, terminated: boolean) => ['trackers', 'list', 'operation', slug, terminated] as const,
};

/** The operation as the reader may see it; a 404 (unknown, or not for this reader) is the page's own. */
export function fetchOperation(slug: string, signal?: AbortSignal): Promise<OperationView> {
  return api.get<OperationView>(API.operationView(slug), { signal, handles: (e) => e.status === 404 });
}

/** One page of the operation's exchanges (its managers only). */
export function fetchOperationTrackers(
  slug: string,
  terminated: boolean,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<TrackerCard>> {
  return api.post<ListResponse<TrackerCard>>(
    terminated ? API.operationTerminatedTrackers(slug) : API.operationTrackers(slug),
    { page, size },
    { signal, handles: (e) => e.status !== 403 },
  );
}

/** search_form of the search within an operation. */
export const operationSearchForm = (slug: string, keyword: string) => ({
  search_form: { operations: slug, ...(keyword ? { keyword } : {}) },
});
