jest.setTimeout(60_000);

import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, TrackerStatus, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { BilansForm } from './BilansForm';
import { trackerViewFixture } from './fixtures';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const tracker = trackerViewFixture({
  trackerStatus: TrackerStatus.ReservationApproved,
  itemPurchasePrice: 120,
  bilans: {
    accountingUnit: 'Total',
    accountingValue: 40,
    accountingValueUnknown: false,
    accountingTransportFee: 10,
    accountingTransportFeeUnknown: false,
    itemPurchasePriceUnknown: false,
    editable: true,
  },
});

beforeEach(() => resetApi());

describe('bilans form', () => {
  it('disables an amount once « Inconnu » is ticked and says « Inconnu » for a gain the calculator cannot give', async () => {
    const gains: FakeCall[] = [];
    mockFetch((call) => {
      if (call.url === withLocale(API.trackerAction('calculate-eco-gain', tracker.slug))) {
        gains.push(call);
        const unknown = (call.body as { accountingValueUnknown?: boolean }).accountingValueUnknown;
        return {
          body: unknown ? { economic_gain: null, errors: ['accounting_value'] } : { economic_gain: 190, errors: [] },
        };
      }
      return signedOut;
    });
    renderApp(<BilansForm tracker={tracker} />);

    const value = await screen.findByRole('spinbutton', { name: 'Valeur comptable (€)' });
    expect(value).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('eco-gain')).toHaveTextContent('190,00'));
    expect(screen.getByText(/Gain économique = valeur neuve × quantité reprise/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Inconnu : Valeur comptable (€)' }));
    // useWatch reports the ticked box on a later render.
    await waitFor(() => expect(value).toBeDisabled());
    await waitFor(() => expect(screen.getByTestId('eco-gain')).toHaveTextContent('Inconnu'));
    expect(screen.getByText('La valeur comptable est nécessaire au calcul du gain économique.')).toBeInTheDocument();
    // The value declared unknown is not sent.
    const last = gains[gains.length - 1]!.body as Record<string, unknown>;
    expect(last.accountingValueUnknown).toBe(true);
    expect(last).not.toHaveProperty('accountingValue');
  });

  it('keeps the button disabled while an amount is missing', async () => {
    mockFetch((call) =>
      call.url.includes('calculate-eco-gain')
        ? { body: { economic_gain: null, errors: ['purchase_price'] } }
        : signedOut,
    );
    renderApp(<BilansForm tracker={{ ...tracker, itemPurchasePrice: null }} />);
    const save = await screen.findByRole('button', { name: 'Enregistrer les bilans' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Valeur neuve d’une unité (€)' }), '80');
    await waitFor(() => expect(save).toBeEnabled());
  });
});
