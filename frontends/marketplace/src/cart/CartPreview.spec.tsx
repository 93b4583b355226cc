import { configure, fireEvent, screen } from '@testing-library/react';
import { API, QuantityUnit, SwapType, withLocale, type CartLineView, type CartView } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { CartPreview } from './CartPreview';

configure({ defaultHidden: true });

const line = (id: number): CartLineView => ({
  id,
  troc: {
    slug: `annonce-${id}`,
    name: `Chaise n° ${id}`,
    thumbnail: null,
    swapType: SwapType.Don,
    itemPriceType: null,
    itemCurrentPriceInEuros: null,
  },
  quantity: 1,
  quantityUnit: QuantityUnit.Unit,
  startDateString: null,
  endDateString: null,
  editable: false,
  negotiable: false,
  negotiatedPriceInEuros: null,
  negotiatedTotalPriceInEuros: null,
  originalTotalPriceInEuros: null,
  priceDifferenceInPercent: null,
  tracker: null,
  available: true,
  unavailableReason: null,
  quantityBounds: { min: 1, max: 1, fixed: true, remaining: 1 },
});

const cart = (lines: CartLineView[], nbLines: number): CartView => ({
  slug: 'panier-1',
  status: 'submitted',
  organisation: 'CHU',
  requester: { firstname: 'Karim', lastname: 'Haddad', organisation: 'Ressourcerie' },
  currentUser: true,
  currentManager: false,
  lines,
  nbLines,
  totals: { nbLines, totalQuantity: nbLines, originalTotalInEuros: '0,00 €', negotiatedTotalInEuros: '0,00 €' },
  thread: 'fil',
  submittedDisplayDate: '24/11/2026',
});

beforeEach(() => resetApi());

describe('cart preview of a thread', () => {
  it('shows 5 lines, then « Et N autres références », which loads the rest from offset 5', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(withLocale(API.cartOfTracker('echange-1')))) {
        return { body: cart([1, 2, 3, 4, 5].map(line), 8) };
      }
      if (call.url.endsWith(withLocale(API.cartAction('list', 'panier-1'))))
        return { body: cart([6, 7, 8].map(line), 8) };
      return signedOut;
    });
    renderApp(<CartPreview trackerSlug="echange-1" />);
    expect(await screen.findByText('Chaise n° 5')).toBeTruthy();
    expect(screen.queryByText('Chaise n° 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Et 3 autres références' }));
    expect(await screen.findByText('Chaise n° 8')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/cart/list/'))?.body).toEqual({ offset: 5 });
    expect(screen.queryByRole('button', { name: /autres références/ })).toBeNull();
  });

  it('reads the cart of an inbox thread: offset 0 first, offset 5 for the rest', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(withLocale(API.inboxCartLines('fil-1')))) {
        const { offset } = call.body as { offset: number };
        return { body: offset === 0 ? cart([1, 2, 3, 4, 5].map(line), 6) : cart([line(6)], 6) };
      }
      return signedOut;
    });
    renderApp(<CartPreview threadSlug="fil-1" />);
    expect(await screen.findByText('Chaise n° 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Et 1 autres références' }));
    expect(await screen.findByText('Chaise n° 6')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/user/inbox/cart/')).map((c) => c.body)).toEqual([
      { offset: 0 },
      { offset: 5 },
    ]);
  });
});
