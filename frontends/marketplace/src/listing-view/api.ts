import { API, type ListingActionResponse, type ListingView } from '@troc/shared';
import { api } from '@troc/ui';

/** The listing as the reader may see it; a 404 (unknown, or not for this reader) is the page's own. */
export function fetchListing(slug: string, signal?: AbortSignal): Promise<ListingView> {
  return api.get<ListingView>(API.trocView(slug), { signal, handles: (e) => e.status === 404 });
}

export type ManagerAction = 'publish' | 'unpublish' | 'delete' | 'clone';

/** A manager's action from the listing page; a refused transition or an incomplete listing (409, 422) is the panel's own. */
export function runListingAction(action: ManagerAction, slug: string): Promise<ListingActionResponse> {
  return api.post<ListingActionResponse>(
    API.trocAction(action, slug),
    {},
    { handles: (e) => e.status === 409 || e.status === 422 },
  );
}
