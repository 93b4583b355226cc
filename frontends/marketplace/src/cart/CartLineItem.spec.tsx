import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, QuantityUnit, SwapType, withLocale, type CartLineView, type CartTotals } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { CartLineItem } from './CartLineItem';

configure({ defaultHidden: true });

const line = (overrides: Partial<CartLineView> = {}): CartLineView => ({
  id: 41,
  troc: {
    slug: 'bureau-chene',
    name: 'Bureau en chêne',
    thumbnail: null,
    swapType: SwapType.Vente,
    itemPriceType: null,
    itemCurrentPriceInEuros: '50,00 €',
  },
  quantity: 2,
  quantityUnit: QuantityUnit.Unit,
  startDateString: null,
  endDateString: null,
  editable: true,
  negotiable: true,
  negotiatedPriceInEuros: null,
  negotiatedTotalPriceInEuros: null,
  originalTotalPriceInEuros: '100,00 €',
  priceDifferenceInPercent: null,
  tracker: null,
  available: true,
  unavailableReason: null,
  quantityBounds: { min: 1, max: 5, fixed: false, remaining: 5 },
  ...overrides,
});

const parent: CartTotals = {
  nbLines: 2,
  totalQuantity: 3,
  originalTotalInEuros: '130,00 €',
  negotiatedTotalInEuros: '110,00 €',
};

beforeEach(() => resetApi());

describe('cart line', () => {
  it('saves the proposed price when the field is left and hands on the parent totals', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(withLocale(API.cartLineEdit(41)))) {
        return {
          body: {
            data: {
              ...line({
                negotiatedPriceInEuros: '40,00 €',
                negotiatedTotalPriceInEuros: '80,00 €',
                priceDifferenceInPercent: -20,
              }),
              parent,
            },
          },
        };
      }
      return signedOut;
    });
    const onSaved = jest.fn();
    renderApp(
      <CartLineItem
        line={line()}
        editable
        manager={false}
        onSaved={onSaved}
        onRemoved={jest.fn()}
        onTrackerChanged={jest.fn()}
      />,
    );
    const price = await screen.findByRole('spinbutton', { name: /Prix proposé par unité/ });
    fireEvent.change(price, { target: { value: '40' } });
    // Nothing is sent while typing.
    expect(calls.some((call) => call.url.includes('/cart/edit/line/'))).toBe(false);
    fireEvent.blur(price);

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = calls.find((call) => call.url.includes('/cart/edit/line/41/'))!;
    expect(saved.method).toBe('POST');
    expect(saved.body).toEqual({ negotiatedPrice: 40 });
    expect(onSaved.mock.calls[0][0].data.parent).toEqual(parent);
  });

  it('saves a new quantity on blur only when it changed', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('/cart/edit/line/') ? { body: { data: { ...line({ quantity: 3 }), parent } } } : signedOut,
    );
    renderApp(
      <CartLineItem
        line={line()}
        editable
        manager={false}
        onSaved={jest.fn()}
        onRemoved={jest.fn()}
        onTrackerChanged={jest.fn()}
      />,
    );
    const quantity = await screen.findByRole('spinbutton', { name: /Quantité de « Bureau en chêne »/ });
    fireEvent.blur(quantity);
    expect(calls.some((call) => call.url.includes('/cart/edit/line/'))).toBe(false);
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/cart/edit/line/'))).toHaveLength(1));
    expect(calls.find((call) => call.url.includes('/cart/edit/line/'))!.body).toEqual({ quantity: 3 });
  });

  it('shows the line totals, the reason a line is unavailable, and a refusal beside the line', async () => {
    mockFetch((call) =>
      call.url.includes('/cart/edit/line/')
        ? { status: 409, body: { statusCode: 409, message: 'Il ne reste que 1 de disponible.' } }
        : signedOut,
    );
    renderApp(
      <CartLineItem
        line={line({
          negotiatedTotalPriceInEuros: '80,00 €',
          available: false,
          unavailableReason: "L'annonce n'est plus disponible.",
        })}
        editable
        manager={false}
        onSaved={jest.fn()}
        onRemoved={jest.fn()}
        onTrackerChanged={jest.fn()}
      />,
    );
    expect(await screen.findByText("L'annonce n'est plus disponible.")).toBeInTheDocument();
    expect(screen.getByTestId('line-original').textContent).toBe('100,00 €');
    expect(screen.getByTestId('line-negotiated').textContent).toBe('80,00 €');
    const quantity = screen.getByRole('spinbutton', { name: /Quantité de/ });
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('Il ne reste que 1 de disponible.')).toBeInTheDocument();
  });

  it('shows the manager the exchange of a submitted line with approve and deny', async () => {
    mockFetch(() => signedOut);
    renderApp(
      <CartLineItem
        line={line({
          editable: false,
          tracker: {
            slug: 't-1',
            trackerStatus: 'ReservationRequested' as never,
            actions: ['approve', 'deny'],
            itemPurchasePrice: null,
            itemPurchasePriceUnknown: false,
            purchasePriceEditable: false,
          },
        })}
        editable={false}
        manager
        onSaved={jest.fn()}
        onRemoved={jest.fn()}
        onTrackerChanged={jest.fn()}
      />,
    );
    expect(await screen.findByTestId('tracker-status')).toHaveTextContent('En cours');
    expect(screen.getByRole('button', { name: /Accepter/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refuser/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  });

  it('lets the cédant set the new value of a submitted line, the button disabled while the price is wrong', async () => {
    const { calls } = mockFetch((call) =>
      call.url.endsWith(withLocale(API.cartLinePurchasePrice(41))) ? { body: { tracker: {} } } : signedOut,
    );
    const onTrackerChanged = jest.fn();
    renderApp(
      <CartLineItem
        line={line({
          editable: false,
          tracker: {
            slug: 't-1',
            trackerStatus: 'SwapCompleted' as never,
            actions: [],
            itemPurchasePrice: null,
            itemPurchasePriceUnknown: false,
            purchasePriceEditable: true,
          },
        })}
        editable={false}
        manager
        onSaved={jest.fn()}
        onRemoved={jest.fn()}
        onTrackerChanged={onTrackerChanged}
      />,
    );
    const save = await screen.findByRole('button', { name: 'Enregistrer la valeur neuve' });
    // Required while « inconnu » is not ticked.
    expect(save).toBeDisabled();
    const price = screen.getByRole('spinbutton', { name: /Valeur neuve d’une unité de « Bureau en chêne »/ });
    fireEvent.change(price, { target: { value: '0' } });
    await waitFor(() => expect(screen.getByText(/0,01/)).toBeInTheDocument());
    expect(save).toBeDisabled();
    fireEvent.change(price, { target: { value: '120,5' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(onTrackerChanged).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.url.includes('/cart-line/purchase-price/41/'))!.body).toEqual({
      itemPurchasePrice: 120.5,
      itemPurchasePriceUnknown: false,
    });
    expect(await screen.findByText('Valeur neuve enregistrée.')).toBeInTheDocument();
  });

  it('sends « inconnu » without a price', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('/cart-line/purchase-price/') ? { body: { tracker: {} } } : signedOut,
    );
    renderApp(
      <CartLineItem
        line={line({
          editable: false,
          tracker: {
            slug: 't-1',
            trackerStatus: 'SwapCompleted' as never,
            actions: [],
            itemPurchasePrice: null,
            itemPurchasePriceUnknown: false,
            purchasePriceEditable: true,
          },
        })}
        editable={false}
        manager
        onSaved={jest.fn()}
        onRemoved={jest.fn()}
        onTrackerChanged={jest.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /Valeur neuve de « Bureau en chêne » inconnue/ }));
    const save = screen.getByRole('button', { name: 'Enregistrer la valeur neuve' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('spinbutton', { name: /Valeur neuve d’une unité/ })).toBeDisabled();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.url.includes('/cart-line/purchase-price/41/'))).toBe(true));
    expect(calls.find((call) => call.url.includes('/cart-line/purchase-price/41/'))!.body).toEqual({
      itemPurchasePrice: null,
      itemPurchasePriceUnknown: true,
    });
  });
});
