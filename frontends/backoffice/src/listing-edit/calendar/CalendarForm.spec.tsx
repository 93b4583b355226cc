jest.setTimeout(60_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API,
  CalendarPeriodStatus,
  CalendarPeriodType,
  fr,
  SwapType,
  withLocale,
  type ListingView,
} from '@troc/shared';
import { fixClock, loaderFixture, periodFixture } from '@troc/ui/src/calendar/test-fixtures';
import type { FakeCall, FakeReply } from '@troc/ui/src/test-utils';
import { button, findButton, renderPage } from '../../test/render';
import { callsTo, fakeServer, listingView } from '../../test/fixtures';
import { CalendarForm } from './CalendarForm';

const c = fr.ui.calendar;
const ID = 12;
const LOADER = API.calendarTroc(ID);

const pending = periodFixture({
  id: 41,
  currentManager: true,
  currentUser: false,
  actions: ['approve', 'deny'],
  startDate: '2026-06-20',
  endDate: '2026-06-22',
});
const validated = periodFixture({
  id: 42,
  periodStatus: CalendarPeriodStatus.Validated,
  periodType: CalendarPeriodType.Maintenance,
  currentManager: true,
  currentUser: true,
  user: null,
  tracker: null,
  itemUsage: null,
  actions: ['cancel'],
  startDate: '2026-06-25',
  endDate: '2026-06-25',
  duration: 1,
});

const loan = (overrides: Partial<ListingView> = {}) =>
  listingView({ swapType: SwapType.Pret, publicSwapType: SwapType.Pret, currentManager: true, ...overrides });

function setup(listing: ListingView, route: (call: FakeCall) => FakeReply | undefined = () => undefined) {
  const server = fakeServer((call) => {
    const answer = route(call);
    if (answer) return answer;
    if (call.url === withLocale(LOADER)) {
      return loaderFixture(call, {
        periods: [pending, validated],
        held: { '2026-06-25': 0 },
        item: { currentManager: true, canBook: false },
      });
    }
    return undefined;
  });
  renderPage(<CalendarForm listing={listing} />, { path: '/fr/troc/edit/fauteuil/' });
  return server;
}

/** The row of the table showing `text`. */
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => fixClock('2026-06-10T10:00:00Z'));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('calendar tab of the listing edit page', () => {
  it('explains that only loans have a booking calendar, and reads none', async () => {
    const server = setup(listingView());
    expect(await screen.findByText(c.manage.notLoan)).toBeInTheDocument();
    expect(screen.getByText('Disponibilité actuelle : Du 01/12/2026 au 01/03/2027')).toBeInTheDocument();
    expect(callsTo(server.calls, LOADER)).toHaveLength(0);
  });

  it('lists the periods with the actions each allows, and approves one', async () => {
    const server = setup(loan(), (call) =>
      call.url === withLocale(API.calendarPeriodAction('approve', 41))
        ? { body: { ...pending, periodStatus: CalendarPeriodStatus.Validated, actions: ['cancel'] } }
        : undefined,
    );
    await screen.findByText('Du 20/06/2026 au 22/06/2026');
    expect(callsTo(server.calls, LOADER)[0]?.body).toEqual({
      calendar_form: { start: '2026-06-01', end: '2026-07-12', status: '' },
      page: 1,
    });
    expect(screen.getByTitle(/^25\/06\/2026 : complet/)).toHaveClass('troc-month__day--full');

    const first = row('Du 20/06/2026 au 22/06/2026');
    expect(within(first).getByText('En attente')).toBeInTheDocument();
    expect(within(first).getByText('Léa Durand')).toBeInTheDocument();
    expect(within(first).getByText('Fête du service')).toBeInTheDocument();
    expect(within(first).getByText(c.period.tracker).closest('a')).toHaveAttribute(
      'href',
      '/fr/tracker/calendar/pret-31/',
    );
    expect(button('Valider', first)).toHaveAccessibleName('Valider la période du 20/06/2026 au 22/06/2026');
    expect(button('Refuser', first)).toBeInTheDocument();
    expect(within(first).queryByText('Annuler')).not.toBeInTheDocument();
    const second = row('Le 25/06/2026');
    expect(within(second).getByText('Maintenance')).toBeInTheDocument();
    expect(within(second).queryByText('Valider')).not.toBeInTheDocument();
    expect(button('Annuler', second)).toBeInTheDocument();

    await userEvent.click(button('Valider', first));
    expect(await screen.findByText('La période du 20/06/2026 au 22/06/2026 est validée.')).toBeInTheDocument();
    expect(callsTo(server.calls, API.calendarPeriodAction('approve', 41))[0]?.body).toEqual({});
    // The calendar is read again: the days it holds are no longer free.
    await waitFor(() => expect(callsTo(server.calls, LOADER).length).toBeGreaterThan(1));
  });

  it('asks before cancelling, and shows a refusal', async () => {
    const server = setup(loan(), (call) =>
      call.url === withLocale(API.calendarPeriodAction('cancel', 42))
        ? {
            status: 409,
            body: { statusCode: 409, message: 'Cette action n’est pas possible pour une période « Annulée ».' },
          }
        : undefined,
    );
    await screen.findByText('Le 25/06/2026');
    await userEvent.click(button('Annuler', row('Le 25/06/2026')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(c.actions.cancelTitle)).toBeInTheDocument();
    expect(callsTo(server.calls, API.calendarPeriodAction('cancel', 42))).toHaveLength(0);
    await userEvent.click(button(c.actions.cancelConfirm, dialog));
    expect(
      await within(dialog).findByText('Cette action n’est pas possible pour une période « Annulée ».'),
    ).toBeInTheDocument();
    expect(callsTo(server.calls, API.calendarPeriodAction('cancel', 42))).toHaveLength(1);
  });

  it('filters the periods by status from the first page', async () => {
    const server = setup(loan());
    await screen.findByText('Du 20/06/2026 au 22/06/2026');
    await userEvent.click(screen.getByLabelText(c.manage.status));
    await userEvent.click(await screen.findByTitle('En attente'));
    await waitFor(() =>
      expect(callsTo(server.calls, LOADER).map((call) => call.body)).toContainEqual({
        calendar_form: { start: '2026-06-01', end: '2026-07-12', status: 'None' },
        page: 1,
      }),
    );
  });

  it('adds a maintenance period from the modal', async () => {
    const server = setup(loan(), (call) =>
      call.url === withLocale(API.calendarPeriodTroc(ID))
        ? {
            status: 201,
            body: {
              period: { ...validated, startDate: '2026-06-12', endDate: '2026-06-13' },
              tracker: null,
              thread: null,
              redirect: null,
            },
          }
        : undefined,
    );
    await userEvent.click(await findButton(c.addPeriod));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ajouter une période à « Fauteuil de bureau »')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByLabelText('Maintenance'));
    for (const [label, text] of [
      ['Date de début', '12/06/2026'],
      ['Date de fin', '13/06/2026'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await userEvent.click(input);
      await userEvent.paste(text);
      await userEvent.tab();
    }
    expect(within(dialog).queryByLabelText('Message au prêteur')).not.toBeInTheDocument();
    await userEvent.click(button(c.modal.save, dialog));
    expect(await screen.findByText('La période du 12/06/2026 au 13/06/2026 a été ajoutée.')).toBeInTheDocument();
    expect(callsTo(server.calls, API.calendarPeriodTroc(ID))[0]?.body).toEqual({
      calendar_modale_form: { startDate: '2026-06-12', endDate: '2026-06-13', type: 'Maintenance' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/troc/edit/fauteuil/');
  });

  it('shows the hand-over hours and saves them', async () => {
    const server = setup(loan(), (call) => {
      if (call.url === withLocale(LOADER)) {
        return loaderFixture(call, {
          item: { currentManager: true, canBook: false, time_start: '09:00', time_end: '17:30' },
        });
      }
      if (call.url === withLocale(API.calendarHours(ID))) return { body: { time_start: '09:00', time_end: '17:30' } };
      return undefined;
    });
    const form = await screen.findByRole('form', { name: c.hours.title });
    await waitFor(() => expect(within(form).getByLabelText(c.hours.start)).toHaveValue('09:00'));
    expect(within(form).getByLabelText(c.hours.end)).toHaveValue('17:30');
    await userEvent.click(within(form).getByRole('button', { name: c.hours.save }));
    await waitFor(() =>
      expect(callsTo(server.calls, API.calendarHours(ID))[0]?.body).toEqual({
        calendar_hours_form: { timeStart: '09:00', timeEnd: '17:30' },
      }),
    );
    expect(await screen.findByText(c.hours.saved)).toBeInTheDocument();
  });
});
