jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  API,
  CalendarPeriodStatus,
  parisDay,
  ReturnCondition,
  withLocale,
  type CalendarPeriodView,
} from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { ongoingFixture, periodFixture, trackerCalendarFixture } from './fixtures';
import TrackerCalendarSection from './TrackerCalendarSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const CALENDAR = withLocale(API.trackerCalendar('echange-1'));

/** The exchange's calendar as the server keeps it: an action or a return changes what the next read sees. */
function server(initial: CalendarPeriodView, answer?: (call: FakeCall) => FakeReply | undefined) {
  let period = initial;
  const posts: FakeCall[] = [];
  const fake = mockFetch((call) => {
    if (call.url === CALENDAR) return { body: trackerCalendarFixture(period) };
    if (call.method === 'POST' && call.url.startsWith(withLocale('/api/calendar/period/'))) {
      posts.push(call);
      const reply = answer?.(call);
      if (reply && !(reply instanceof Error) && (reply.status ?? 200) === 200)
        period = reply.body as CalendarPeriodView;
      return reply ?? { status: 500, body: { message: 'inattendu' } };
    }
    return signedOut;
  });
  return { ...fake, posts };
}

const open = (hash = '') =>
  renderApp(<TrackerCalendarSection />, {
    path: `/fr/tracker/calendar/echange-1/${hash}`,
    route: '/fr/tracker/calendar/*',
  });

beforeEach(() => resetApi());

describe('tracker calendar page', () => {
  it('shows the exchange and its period, marks the booked days and approves from `actions`', async () => {
    const fake = server(periodFixture(), () => ({
      body: periodFixture({ periodStatus: CalendarPeriodStatus.Validated, actions: ['cancel'] }),
    }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendrier du prêt : Perceuse visseuse' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ouvrir la conversation/ })).toHaveAttribute(
      'href',
      '/fr/tracker/thread/echange-1/',
    );
    expect(screen.getByText('En cours')).toBeInTheDocument();
    expect(screen.getByText('Du 03/12/2026 au 05/12/2026')).toBeInTheDocument();
    expect(screen.getByText('3 jours')).toBeInTheDocument();
    expect(screen.getByText('Chantier participatif du quartier')).toBeInTheDocument();
    expect(screen.getByText('Karim Haddad')).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    // The calendar opens on December 2026 and writes « Prêt » in each of the three days.
    expect(screen.getByText('Mois affiché : décembre 2026')).toBeInTheDocument();
    expect(document.querySelector('.troc-loan-calendar thead th')).toHaveTextContent(/^lu/);
    const marked = [...document.querySelectorAll('.troc-loan-calendar__day--booked')];
    expect(marked.map((day) => day.textContent)).toEqual(['3Prêt', '4Prêt', '5Prêt']);

    const group = screen.getByRole('group', { name: 'Actions sur la période' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Valider', 'Refuser']);
    await user.click(within(group).getByRole('button', { name: /Valider/ }));
    await waitFor(() => expect(fake.posts).toHaveLength(1));
    expect(fake.posts[0]).toMatchObject({ url: withLocale(API.calendarPeriodAction('approve', 7)), body: {} });
    expect(await screen.findByText('La période a été validée.')).toBeInTheDocument();
    expect(await screen.findByText('Validée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
  });

  it('asks before cancelling, then says the refusal (409)', async () => {
    const fake = server(periodFixture({ actions: ['cancel'] }), () => ({
      status: 409,
      body: { statusCode: 409, message: 'Cette action n’est pas possible pour une période « Validée ».' },
    }));
    open();
    await user.click(await screen.findByRole('button', { name: /Annuler/ }));
    expect(await screen.findByText(/Les jours redeviendront disponibles/)).toBeInTheDocument();
    expect(fake.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette action n’est pas possible pour une période « Validée ».',
    );
    expect(fake.posts[0]?.url).toBe(withLocale(API.calendarPeriodAction('cancel', 7)));
  });

  it('says « page introuvable » when the viewer is not a party', async () => {
    mockFetch((call) => (call.url === CALENDAR ? { status: 404, body: { message: 'Introuvable' } } : signedOut));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /introuvable/i })).toBeInTheDocument();
  });
});

describe('loan return form', () => {
  it('refuses a return without the condition, with the server’s message, and sends nothing', async () => {
    const fake = server(ongoingFixture());
    open();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer le retour' }));
    expect(await screen.findByText('Veuillez indiquer l’état du bien au retour.')).toBeInTheDocument();
    expect(fake.posts).toHaveLength(0);
  });

  it('sends the day, the condition and the note, then shows what was recorded', async () => {
    const today = parisDay();
    const fake = server(ongoingFixture(), (call) => {
      const form = (call.body as { loan_return_form: { returnDate: string; note?: string } }).loan_return_form;
      return {
        body: ongoingFixture({
          returnable: false,
          actions: [],
          returned: {
            returnDate: form.returnDate,
            returnDateString: form.returnDate.split('-').reverse().join('/'),
            condition: ReturnCondition.Worn,
            note: form.note ?? null,
            by: 'Karim Haddad',
          },
        }),
      };
    });
    open();
    await user.click(await screen.findByRole('radio', { name: 'Usé' }));
    await user.type(screen.getByRole('textbox', { name: /Remarque/ }), 'Mandrin un peu lâche');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    await waitFor(() => expect(fake.posts).toHaveLength(1));
    expect(fake.posts[0]).toMatchObject({
      url: withLocale(API.calendarPeriodAction('return', 7)),
      body: { loan_return_form: { returnDate: today, condition: 'Worn', note: 'Mandrin un peu lâche' } },
    });
    expect(await screen.findByText('Retour enregistré')).toBeInTheDocument();
    expect(screen.getByText(`Le bien est revenu le ${today.split('-').reverse().join('/')}.`)).toBeInTheDocument();
    expect(screen.getByText('État : Usé')).toBeInTheDocument();
    expect(screen.getByText('Remarque : Mandrin un peu lâche')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le retour' })).not.toBeInTheDocument();
  });

  it('puts the server’s 422 under its field and a 409 above the form', async () => {
    let reply: FakeReply = {
      status: 422,
      body: { errors: { returnDate: ['La date du retour ne peut pas précéder le début du prêt (01/12/2026).'] } },
    };
    server(ongoingFixture(), () => reply);
    open();
    await user.click(await screen.findByRole('radio', { name: 'Bon état' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    expect(
      await screen.findByText('La date du retour ne peut pas précéder le début du prêt (01/12/2026).'),
    ).toBeInTheDocument();

    reply = { status: 409, body: { message: 'Seul un prêt commencé et pas encore rendu peut être retourné.' } };
    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seul un prêt commencé et pas encore rendu peut être retourné.',
    );
  });

  it('focuses the return date when opened at #retour', async () => {
    server(ongoingFixture());
    open('#retour');
    const date = await screen.findByRole('textbox', { name: 'Date du retour' });
    await waitFor(() => expect(date).toHaveFocus());
  });

  it('does not steal the focus without #retour', async () => {
    server(ongoingFixture());
    open();
    const date = await screen.findByRole('textbox', { name: 'Date du retour' });
    expect(date).not.toHaveFocus();
  });
});
