jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale, type LoanListResponse } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { loanListFixture, ongoingFixture, periodFixture } from './fixtures';
import LoansSection from './LoansSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const FEED_URL = 'https://troc.example.org/api/calendar/ics/0123456789abcdef.ics';

interface LoanBody {
  loan_filter_form: { scope: string; status?: string };
  page?: number;
}

/** « Mes prêts » server: `lists` answers each scope; every body sent is kept. */
function server(lists: (body: LoanBody) => LoanListResponse) {
  const bodies: LoanBody[] = [];
  const fake = mockFetch((call) => {
    if (call.url === withLocale(API.myLoans)) {
      const body = call.body as LoanBody;
      bodies.push(body);
      return { body: lists(body) };
    }
    if (call.url === withLocale(API.calendarFeed)) return { body: { url: FEED_URL } };
    return signedOut;
  });
  // The lent tab's badge reads the overdue count apart: the list bodies are the others.
  const listBodies = () =>
    bodies.filter((b) => !(b.loan_filter_form.scope === 'lent' && b.loan_filter_form.status === 'overdue'));
  return { ...fake, bodies, listBodies };
}

const borrowed = ongoingFixture({ id: 21, currentManager: false, currentUser: true, user: null, dueSoon: true });
const lent = periodFixture({ id: 22, overdue: true });

const open = (path = '/fr/calendar/loans/') => renderApp(<LoansSection />, { path, route: '/fr/calendar/loans/*' });
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => resetApi());

describe('« Mes prêts »', () => {
  it('sends the scope and the filter, from the tabs and the status buttons', async () => {
    const fake = server((body) =>
      body.loan_filter_form.scope === 'lent' ? loanListFixture([lent], 2) : loanListFixture([borrowed]),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes prêts' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Perceuse visseuse' });
    expect(within(card).getByText('Bientôt dû')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Retour de prêt' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Calendrier du prêt/ })).toHaveAttribute(
      'href',
      '/fr/tracker/calendar/echange-1/',
    );
    expect(fake.listBodies()[0]).toEqual({ loan_filter_form: { scope: 'borrowed', status: 'current' }, page: 1 });

    // The lent tab tells how many are late, in words for screen readers.
    const lentTab = await screen.findByRole('tab', { name: /Prêts de mes biens \(2 prêts en retard\)/ });
    await user.click(lentTab);
    await waitFor(() => expect(location()).toBe('/fr/calendar/loans/?scope=lent'));
    await waitFor(() =>
      expect(fake.listBodies().at(-1)).toEqual({ loan_filter_form: { scope: 'lent', status: 'current' }, page: 1 }),
    );
    const lentCard = await screen.findByRole('article', { name: 'Perceuse visseuse' });
    expect(await within(lentCard).findByText('Karim Haddad')).toBeInTheDocument();
    expect(within(lentCard).getByText('En retard')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'En retard' }));
    await waitFor(() => expect(location()).toBe('/fr/calendar/loans/?scope=lent&status=overdue'));
    await waitFor(() => expect(fake.bodies.at(-1)?.loan_filter_form).toEqual({ scope: 'lent', status: 'overdue' }));

    await user.click(screen.getByRole('radio', { name: 'Tous' }));
    await waitFor(() =>
      expect(fake.listBodies().at(-1)).toEqual({ loan_filter_form: { scope: 'lent', status: '' }, page: 1 }),
    );
  });

  it('reads the scope, the filter and the page from the address', async () => {
    const fake = server(() => ({ ...loanListFixture([lent], 1), total: 45, total_results: 45 }));
    open('/fr/calendar/loans/?scope=lent&status=past&page=2');
    await screen.findByRole('article', { name: 'Perceuse visseuse' });
    expect(fake.bodies).toContainEqual({ loan_filter_form: { scope: 'lent', status: 'past' }, page: 2 });
    expect(screen.getByRole('tab', { name: /Prêts de mes biens/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Terminés' })).toBeChecked();
  });

  it('says when nothing is borrowed, and offers every status when the filter leaves nothing', async () => {
    const fake = server((body) =>
      body.loan_filter_form.scope === 'lent' ? { ...loanListFixture([]), total: 3 } : loanListFixture([]),
    );
    open();
    expect(await screen.findByText('Vous n’avez encore rien emprunté.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chercher un bien à emprunter' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Prêts de mes biens/ }));
    expect(await screen.findByText('Aucun prêt ne correspond à ce statut.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir tous les prêts' }));
    await waitFor(() =>
      expect(fake.listBodies().at(-1)).toEqual({ loan_filter_form: { scope: 'lent', status: '' }, page: 1 }),
    );
  });

  it('shows the agenda address to copy', async () => {
    server(() => loanListFixture([]));
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Abonnement agenda (iCalendar)' })).toBeInTheDocument();
    const address = await screen.findByRole('textbox', { name: 'Adresse de votre agenda' });
    expect(address).toHaveValue(FEED_URL);
    expect(address).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(await screen.findByText('Adresse copiée dans le presse-papiers.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
  });
});
