jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, SwapType, withLocale, type ListingExchangeInfo, type ListingView } from '@troc/shared';
import { loaderFixture } from '@troc/ui/src/calendar/test-fixtures';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { viewFixture } from '../listing/fixtures';
import ListingViewSection from './ListingViewSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const SLUG = 'chariot-de-soins';
const emptyList = { body: { data: [], total: 0, total_results: 0, url: '' } };

const exchange = (overrides: Partial<ListingExchangeInfo> = {}): ListingExchangeInfo => ({
  canRequest: true,
  canRegularize: false,
  quantity: { min: 1, max: 4, fixed: false, remaining: 4 },
  beneficiaryChoice: false,
  pendingTracker: null,
  ...overrides,
});

function server(view: ListingView, reserve?: (call: FakeCall) => FakeReply) {
  return mockFetch((call) => {
    if (call.url === withLocale(API.trocView(SLUG))) return { body: view };
    if (call.url === withLocale(API.reservation(SLUG)) && reserve) return reserve(call);
    // A loan's calendar section reads its month; the header's button is the one tested here.
    if (call.url === withLocale(API.calendarTroc(150))) return loaderFixture(call, { item: { canBook: false } });
    if (call.url.includes('/api/troc/')) return emptyList;
    return signedOut;
  });
}

const open = () => renderApp(<ListingViewSection />, { path: `/fr/troc/view/${SLUG}/`, route: '/fr/troc/view/*' });
const dialog = () => screen.findByRole('dialog');

beforeEach(() => {
  resetApi();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('exchange buttons of the listing view', () => {
  it('shows nothing to visitors', async () => {
    server(viewFixture({ exchange: undefined }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Chariot de soins inox' });
    expect(screen.queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Régulariser/ })).not.toBeInTheDocument();
  });

  it('links the request already going instead of reserving again', async () => {
    server(viewFixture({ exchange: exchange({ pendingTracker: 'echange-7' }) }));
    open();
    expect(await screen.findByRole('link', { name: /Voir ma demande en cours/ })).toHaveAttribute(
      'href',
      '/fr/tracker/thread/echange-7/',
    );
    expect(screen.queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  });

  it('offers regularisation to managers', async () => {
    server(viewFixture({ exchange: exchange({ canRequest: false, canRegularize: true }) }));
    open();
    expect(await screen.findByRole('link', { name: /Régulariser/ })).toHaveAttribute(
      'href',
      `/fr/tracker/add/${SLUG}/`,
    );
    expect(screen.queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  });

  it('validates the message and keeps the quantity in bounds, counts characters, then opens the thread', async () => {
    const calls = server(viewFixture({ exchange: exchange() }), () => ({
      status: 201,
      body: { tracker: 'echange-9', thread: 'fil-9', redirect: '/fr/tracker/thread/echange-9/' },
    }));
    open();
    await user.click(await screen.findByRole('button', { name: /Réserver/ }));
    const modal = await dialog();
    const quantity = within(modal).getByRole('spinbutton', { name: /Quantité/ });
    expect(quantity).not.toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(modal).findByText('Cette valeur ne doit pas être vide.')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: /Votre message/ }), 'Trop court');
    expect(await within(modal).findByText('10 / 500 caractères (au moins 10)')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '9');
    // The field keeps the quantity within what the listing allows.
    await user.tab();
    expect(quantity).toHaveValue('4');
    await user.clear(quantity);
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(modal).findByText('Veuillez indiquer une quantité.')).toBeInTheDocument();
    expect(calls.calls.some((c) => c.url === withLocale(API.reservation(SLUG)))).toBe(false);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/tracker/thread/echange-9/'));
    expect(calls.calls.find((c) => c.url === withLocale(API.reservation(SLUG)))?.body).toEqual({
      message: 'Trop court',
      quantity: 3,
    });
  });

  it('disables a fixed quantity, asks for the beneficiary and shows a refusal', async () => {
    server(
      viewFixture({
        exchange: exchange({ quantity: { min: 2, max: 2, fixed: true, remaining: 2 }, beneficiaryChoice: true }),
      }),
      () => ({
        status: 409,
        body: { statusCode: 409, message: 'Vous avez déjà une demande en cours pour cette annonce.' },
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: /Réserver/ }));
    const modal = await dialog();
    const quantity = within(modal).getByRole('spinbutton', { name: /Quantité/ });
    expect(quantity).toBeDisabled();
    expect(quantity).toHaveValue('2');
    expect(within(modal).getByText('Quantité fixée à 2 : c’est ce qu’il reste.')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: /Votre message/ }), 'Bonjour, nous en avons besoin.');
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(modal).findByText('Veuillez choisir pour qui est destiné cet achat.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Pour mon service' }));
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Vous avez déjà une demande en cours pour cette annonce.',
    );
  });

  it('shows the server’s field errors (422) under their fields', async () => {
    server(viewFixture({ exchange: exchange() }), () => ({
      status: 422,
      body: { errors: { quantity: ['Il ne reste plus rien de disponible sur cette annonce.'] } },
    }));
    open();
    await user.click(await screen.findByRole('button', { name: /Réserver/ }));
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: /Votre message/ }), 'Bonjour, nous en avons besoin.');
    await user.click(within(modal).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await within(modal).findByText('Il ne reste plus rien de disponible sur cette annonce.'),
    ).toBeInTheDocument();
  });
});

describe('exchange buttons of a loan listing', () => {
  const loan = (overrides: Partial<NonNullable<ListingView['loan']>> = {}) =>
    viewFixture({
      swapType: SwapType.Pret,
      publicSwapType: SwapType.Pret,
      exchange: exchange(),
      loan: { id: 150, canBook: true, returnable: null, ...overrides },
    });

  it('books dates through the calendar modal instead of the reservation', async () => {
    const calls = server(loan());
    open();
    await user.click(await screen.findByRole('button', { name: 'Réserver des dates' }));
    const modal = await dialog();
    expect(within(modal).getByText('Réserver « Chariot de soins inox »')).toBeInTheDocument();
    expect(await within(modal).findByLabelText('Date de début')).toBeInTheDocument();
    expect(within(modal).queryByLabelText(/Votre message/)).not.toBeInTheDocument();
    expect(calls.calls.some((c) => c.url === withLocale(API.reservation(SLUG)))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Retour de prêt' })).not.toBeInTheDocument();
  });

  it('offers the loan return when a loan of the reader is under way, even without an exchange', async () => {
    const returnable = { tracker: 'pret-31', period: 31, startDateString: '20/06/2026', endDateString: '22/06/2026' };
    server({ ...loan({ returnable }), exchange: undefined });
    open();
    expect(await screen.findByRole('button', { name: 'Retour de prêt' })).toBeInTheDocument();
  });
});
