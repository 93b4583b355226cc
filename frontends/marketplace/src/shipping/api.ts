import { API, type ShippingQuotesResponse, type ThreadView } from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

/** A shipping request as the modal sends it (kg, km, euros). */
export interface ShippingRequest {
  weight: number;
  distance: number;
  price: number;
}

/** The quotes of every carrier for a listing, cheapest first (« Aucun résultat » in `message` when none). */
export function fetchShippingQuotes(slug: string, request: ShippingRequest): Promise<ShippingQuotesResponse> {
  return api.post<ShippingQuotesResponse>(API.trocAction('shipping', slug), request, {
    handles: (e) => shownByForm(e) || e.status === 409,
  });
}

/** Posts the chosen carrier's quote into the viewer's exchange thread: the thread as it now is. */
export function postShippingQuote(thread: string, provider: string, request: ShippingRequest): Promise<ThreadView> {
  return api.post<ThreadView>(API.trocInboxShipping(thread), { provider, ...request }, { handles: shownByForm });
}
