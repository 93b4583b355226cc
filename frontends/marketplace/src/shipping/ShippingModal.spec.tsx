jest.setTimeout(60_000);

import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale, type ShippingQuote } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { viewFixture } from '../listing/fixtures';
import { trackerViewFixture } from '../tracker/fixtures';
import { ShippingButton } from './ShippingButton';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const quote: ShippingQuote = {
  priceInEuros: '42,50 €',
  price: 42.5,
  maxThreshold: '30,00',
  unit: 'Kilogram',
  provider: { name: 'Colis Express', slug: 'colis-express' },
  area: { name: 'France métropolitaine', code: 'metropole' },
};

async function estimate(weight: string) {
  await user.click(await screen.findByRole('button', { name: 'Estimer le transport' }));
  const dialog = await screen.findByRole('dialog');
  const weightField = within(dialog).getByRole('spinbutton', { name: 'Poids (kg)' });
  expect(weightField).toHaveValue(weight);
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Distance (km)' }), '120');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Valeur déclarée (€)' }), '300');
  await user.click(within(dialog).getByRole('button', { name: 'Estimer' }));
  return dialog;
}

beforeEach(() => resetApi());

describe('shipping modal', () => {
  it('says « Aucun résultat » when no carrier can take the listing', async () => {
    const fake = mockFetch((call: FakeCall) =>
      call.url === withLocale(API.trocAction('shipping', 'chariot-de-soins'))
        ? { body: { data: [], message: 'Aucun résultat' } }
        : signedOut,
    );
    renderApp(<ShippingButton view={viewFixture({ shippable: true, itemWeightInKg: 12.5, exchange: null })} />);
    const dialog = await estimate('12,5');
    expect(await within(dialog).findByText('Aucun résultat')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.url.includes('/api/troc/shipping/'))?.body).toEqual({
      weight: 12.5,
      distance: 120,
      price: 300,
    });
  });

  it('lists the quotes and posts one into the exchange thread of the viewer', async () => {
    const fake = mockFetch((call: FakeCall) => {
      if (call.url.includes('/api/troc/shipping/')) return { body: { data: [quote], message: null } };
      if (call.url === withLocale(API.trackerAction('info', 'echange-1'))) return { body: trackerViewFixture() };
      if (call.url === '/fr/api/troc/inbox/shipping/fil-1/') {
        return { body: { slug: 'fil-1', messages: [], archived: false, title: '', threadType: 'Tracker' } };
      }
      return signedOut;
    });
    const exchange = {
      canRequest: false,
      canRegularize: false,
      quantity: { min: 1, max: 4, fixed: false, remaining: 4 },
      beneficiaryChoice: false,
      pendingTracker: 'echange-1',
    };
    renderApp(<ShippingButton view={viewFixture({ shippable: true, itemWeightInKg: 8, exchange })} />);
    const dialog = await estimate('8');
    const row = (await within(dialog).findByText('Colis Express')).closest('tr') as HTMLElement;
    expect(within(row).getByText('42,50 €')).toBeInTheDocument();
    expect(within(row).getByText('30,00 kg')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Publier dans la conversation : Colis Express' }));
    expect(await within(dialog).findByText('L’estimation a été publiée dans la conversation.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.url.includes('/inbox/shipping/'))?.body).toEqual({
      provider: 'colis-express',
      weight: 8,
      distance: 120,
      price: 300,
    });
  });

  it('is not offered for a listing the carriers cannot take', () => {
    mockFetch(() => signedOut);
    renderApp(<ShippingButton view={viewFixture({ shippable: false })} />);
    expect(screen.queryByRole('button', { name: 'Estimer le transport' })).not.toBeInTheDocument();
  });
});
