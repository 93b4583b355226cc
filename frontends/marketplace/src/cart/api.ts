import { API, type CartAddResponse, type CartLineResponse, type CartSubmitResponse, type CartView } from '@troc/shared';
import { api, ApiError, FORM_ERROR_KEY, sessionKeys, shownByForm, ValidationError } from '@troc/ui';

/** Query keys of the carts. */
export const cartKeys = {
  all: ['carts'] as const,
  mine: ['carts', 'mine'] as const,
  view: (slug: string) => ['carts', 'view', slug] as const,
  ofTracker: (slug: string) => ['carts', 'tracker', slug] as const,
  ofThread: (slug: string) => ['carts', 'thread', slug] as const,
};

/** The cart of an inbox thread: 5 lines from offset 0, the others from offset 5. */
export function fetchCartOfThread(slug: string, offset: number, signal?: AbortSignal): Promise<CartView> {
  return api.post<CartView>(API.inboxCartLines(slug), { offset }, { signal, handles: (e) => e.status === 404 });
}

/** The cart an exchange came from: its first lines, for the preview of the thread. */
export function fetchCartOfTracker(slug: string, signal?: AbortSignal): Promise<CartView> {
  return api.get<CartView>(API.cartOfTracker(slug), { signal, handles: (e) => e.status === 404 });
}

/** The header counters (total_in_cart) follow every change of a cart. */
export const countersKey = sessionKeys.all;

export function fetchMyCarts(signal?: AbortSignal): Promise<CartView[]> {
  return api.get<{ data: CartView[] }>(API.myCarts, { signal, handles: true }).then((answer) => answer.data);
}

/** The cart as the viewer may see it (requester or cédant manager); a 404 is the page's own. */
export function fetchCart(slug: string, signal?: AbortSignal): Promise<CartView> {
  return api.get<CartView>(API.cartAction('view', slug), { signal, handles: (e) => e.status === 404 });
}

/** Adds a listing; a 409 (above the maximum) is the caller's: it opens the « quantité maximale » modal. */
export function addToCart(slug: string, quantity: number): Promise<CartAddResponse> {
  return api.post<CartAddResponse>(
    API.cartAdd(slug),
    { quantity },
    { handles: (e) => e.status === 409 || shownByForm(e) },
  );
}

export interface LineChange {
  quantity?: number;
  negotiatedPrice?: number | null;
}

/** Saves a line (on blur); a 422 or a 409 is said beside the line. */
export function saveCartLine(id: number, change: LineChange): Promise<CartLineResponse> {
  return api
    .post<CartLineResponse>(API.cartLineEdit(id), change, { handles: (e) => shownByForm(e) || e.status === 409 })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 409)
        throw new ValidationError({ [FORM_ERROR_KEY]: [error.message] }, error.code);
      throw error;
    });
}

export function removeCartLine(id: number): Promise<CartView> {
  return api.post<CartView>(API.cartLineRemove(id), {});
}

export function clearCart(slug: string): Promise<CartView> {
  return api.post<CartView>(API.cartAction('clear', slug), {});
}

/** The lines after the first ones (a long cart shows them in pages). */
export function fetchCartLines(slug: string, offset: number): Promise<CartView> {
  return api.post<CartView>(API.cartAction('list', slug), { offset });
}

/** Sends the cart: one exchange per line still available, `redirect` to their thread. */
export function submitCart(slug: string, message: string): Promise<CartSubmitResponse> {
  return api
    .post<CartSubmitResponse>(
      API.cartAction('submit', slug),
      { message },
      { handles: (e) => shownByForm(e) || e.status === 409 },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 409)
        throw new ValidationError({ [FORM_ERROR_KEY]: [error.message] }, error.code);
      throw error;
    });
}

/** The purchase-price fragment of a submitted line: its exchange's new value (or « inconnu »). */
export function savePurchasePrice(
  lineId: number,
  values: { itemPurchasePrice: number | null; itemPurchasePriceUnknown: boolean },
): Promise<unknown> {
  return api.post(API.cartLinePurchasePrice(lineId), values, { handles: shownByForm });
}
