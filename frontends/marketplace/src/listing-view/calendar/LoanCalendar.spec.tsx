jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale, type Day } from '@troc/shared';
import { fixClock, loaderFixture, periodFixture } from '@troc/ui/src/calendar/test-fixtures';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { viewFixture } from '../../listing/fixtures';
import { AvailabilityCalendar } from '../AvailabilityCalendar';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const ID = 150;
const LOADER = withLocale(API.calendarTroc(ID));
const MODAL = withLocale(API.calendarPeriodTroc(ID));
// Units left on some days of June 2026 (3 lent at most).
const HELD: Record<Day, number> = { '2026-06-15': 1, '2026-06-16': 0 };

function server(create?: (call: FakeCall) => FakeReply) {
  return mockFetch((call) => {
    if (call.url === LOADER) return loaderFixture(call, { periods: [periodFixture()], held: HELD });
    if (call.url === MODAL && create) return create(call);
    return signedOut;
  });
}

const view = viewFixture({
  availabilityStartDate: '2026-01-01',
  availabilityEndDate: '2027-08-23',
  loan: { id: ID, canBook: true, returnable: null },
});
const open = () => renderApp(<AvailabilityCalendar view={view} />, { path: '/fr/troc/view/chariot-de-soins/' });
const day = (title: RegExp) => screen.findByTitle(title);

beforeEach(() => {
  resetApi();
  fixClock('2026-06-10T10:00:00Z');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('booking calendar of a loan listing', () => {
  it('reads the month shown and colours each day by the units left, saying it in words', async () => {
    const calls = server();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Calendrier de réservation' })).toBeInTheDocument();
    expect(await day(/^15\/06\/2026 : partiellement réservé, 1 disponible sur 3$/)).toHaveClass(
      'troc-month__day--partial',
    );
    expect(screen.getByTitle(/^16\/06\/2026 : complet/)).toHaveClass('troc-month__day--full');
    expect(screen.getByTitle('10/06/2026 : libre, 3 disponibles')).toHaveClass('troc-month__day--free');
    // Monday first: the grid of June 2026 runs from Monday 1 June to Sunday 12 July.
    const cells = document.querySelectorAll('[data-day]');
    expect([cells[0]?.getAttribute('data-day'), cells[cells.length - 1]?.getAttribute('data-day')]).toEqual([
      '2026-06-01',
      '2026-07-12',
    ]);
    expect(calls.calls.find((c) => c.url === LOADER)?.body).toEqual({
      calendar_form: { start: '2026-06-01', end: '2026-07-12', status: '' },
      page: 1,
    });

    const periods = screen.getByRole('region', { name: 'Mes réservations du mois' });
    expect(within(periods).getByText('Du 20/06/2026 au 22/06/2026')).toBeInTheDocument();
    expect(within(periods).getByText('En attente')).toBeInTheDocument();
    expect(within(periods).getByRole('link', { name: /Voir l’échange/ })).toHaveAttribute(
      'href',
      '/fr/tracker/calendar/pret-31/',
    );

    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByText('Juillet 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.calls.filter((c) => c.url === LOADER).map((c) => c.body)).toContainEqual({
        calendar_form: { start: '2026-06-29', end: '2026-08-09', status: '' },
        page: 1,
      }),
    );
  });
});

describe('calendar modal of a loan request', () => {
  /** The modal once its form is there (its code loads when it first opens). */
  const dialog = async () => {
    const modal = await screen.findByRole('dialog');
    await within(modal).findByLabelText('Date de début');
    return modal;
  };
  // Role queries compute every name of the modal (seconds in jsdom): fields are found by their label.
  const field = (modal: HTMLElement, label: string) => within(modal).getByLabelText(label);
  const send = (modal: HTMLElement) => user.click(within(modal).getByText('Envoyer la demande'));
  // antd redraws a field's errors as they settle: wait for the text rather than hold a node.
  const shows = (modal: HTMLElement, text: string) =>
    waitFor(() => expect(within(modal).getByText(text)).toBeInTheDocument());
  async function fill(modal: HTMLElement, label: string, text: string) {
    await user.click(field(modal, label));
    await user.paste(text);
  }
  async function pick(modal: HTMLElement, label: string, text: string) {
    // Pasted at once (typing redraws antd's panel on every key), then left with Tab: Enter would submit.
    const input = field(modal, label);
    await user.clear(input);
    await user.paste(text);
    await user.tab();
  }

  it('refuses an end before the start, then sends the request and opens its thread', async () => {
    const calls = server(() => ({
      status: 201,
      body: { period: periodFixture(), tracker: 'pret-31', thread: 'fil-31', redirect: '/fr/tracker/thread/pret-31/' },
    }));
    open();
    await user.click(await screen.findByText('Réserver des dates'));
    const modal = await dialog();
    expect(within(modal).getByText('Réserver « Chariot de soins inox »')).toBeInTheDocument();
    await pick(modal, 'Date de début', '20/06/2026');
    await pick(modal, 'Date de fin', '18/06/2026');
    await send(modal);
    await shows(modal, 'La date de fin doit être postérieure ou égale à la date de début.');
    expect(calls.calls.some((c) => c.url === MODAL)).toBe(false);

    await pick(modal, 'Date de fin', '22/06/2026');
    const quantity = field(modal, 'Quantité');
    await user.clear(quantity);
    await user.paste('2');
    await fill(modal, 'Usage prévu', 'Fête du service');
    await fill(modal, 'Message au prêteur', 'Bonjour, pour notre fête.');
    await send(modal);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/tracker/thread/pret-31/'));
    expect(calls.calls.find((c) => c.url === MODAL)?.body).toEqual({
      calendar_modale_form: {
        startDate: '2026-06-20',
        endDate: '2026-06-22',
        itemUsage: 'Fête du service',
        requestedQuantity: 2,
        message: 'Bonjour, pour notre fête.',
      },
    });
  });

  it('shows why the days are no longer free (409) and the server’s field errors (422)', async () => {
    let answer: FakeReply = {
      status: 409,
      body: {
        statusCode: 409,
        message: 'Le bien n’est pas disponible le 21/06/2026 : il en reste 0 sur 1 demandé.',
      },
    };
    server(() => answer);
    open();
    await user.click(await screen.findByText('Réserver des dates'));
    const modal = await dialog();
    await pick(modal, 'Date de début', '20/06/2026');
    await pick(modal, 'Date de fin', '22/06/2026');
    await send(modal);
    await waitFor(() => {
      const alert = within(modal).getByText('Ces dates ne sont pas disponibles').closest('[role="alert"]');
      expect(alert).toHaveTextContent('Le bien n’est pas disponible le 21/06/2026 : il en reste 0 sur 1 demandé.');
    });

    answer = { status: 422, body: { errors: { itemUsage: ['Cet usage n’est pas permis.'] } } };
    await send(modal);
    await shows(modal, 'Cet usage n’est pas permis.');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/troc/view/chariot-de-soins/');
  });

  it('never sends on Enter in the end date: the quantity can still be set, the button sends', async () => {
    const calls = server(() => ({
      status: 201,
      body: { period: periodFixture(), tracker: 'pret-31', thread: 'fil-31', redirect: '/fr/tracker/thread/pret-31/' },
    }));
    open();
    await user.click(await screen.findByText('Réserver des dates'));
    const modal = await dialog();
    await pick(modal, 'Date de début', '20/06/2026');
    const end = field(modal, 'Date de fin');
    await user.click(end);
    await user.paste('22/06/2026');
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.calls.some((c) => c.url === MODAL)).toBe(false);
    const quantity = field(modal, 'Quantité');
    await user.clear(quantity);
    await user.paste('2');
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.calls.some((c) => c.url === MODAL)).toBe(false);
    await send(modal);
    await waitFor(() =>
      expect(calls.calls.find((c) => c.url === MODAL)?.body).toMatchObject({
        calendar_modale_form: { startDate: '2026-06-20', endDate: '2026-06-22', requestedQuantity: 2 },
      }),
    );
  });

  it('books by clicking the first then the last day on the page’s calendar', async () => {
    server();
    open();
    await user.click(await day(/^18\/06\/2026 : libre/));
    expect(await screen.findByText(/Premier jour : 18\/06\/2026/)).toBeInTheDocument();
    // A complete day cannot be the end; a later free day can.
    await user.click(screen.getByTitle(/^20\/06\/2026 : libre/));
    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'Date de début')).toHaveValue('18/06/2026'));
    expect(field(modal, 'Date de fin')).toHaveValue('20/06/2026');
  });

  it('does not let a complete day or a past day be picked', async () => {
    server();
    open();
    await user.click(await screen.findByText('Réserver des dates'));
    const modal = await dialog();
    await pick(modal, 'Date de début', '16/06/2026');
    await send(modal);
    await shows(modal, 'Veuillez choisir la date de début.');
    // A past day typed in is refused by the picker as well.
    await pick(modal, 'Date de début', '05/06/2026');
    await waitFor(() => expect(field(modal, 'Date de début')).toHaveValue(''));
    await pick(modal, 'Date de début', '17/06/2026');
    await waitFor(() => expect(field(modal, 'Date de début')).toHaveValue('17/06/2026'));
  });

  it('says when the good is handed over, once the manager has set the hours', async () => {
    mockFetch((call) =>
      call.url === LOADER ? loaderFixture(call, { item: { time_start: '09:00', time_end: '17:30' } }) : signedOut,
    );
    open();
    expect(await screen.findByText('Remise et retour du bien de 09:00 à 17:30.')).toBeInTheDocument();
  });
});
