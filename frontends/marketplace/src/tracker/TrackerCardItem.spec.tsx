import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, CalendarPeriodStatus, SwapType, TrackerStatus, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { trackerCardFixture, trackerViewFixture } from './fixtures';
import { TrackerCardItem } from './TrackerCardItem';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .concat(
      within(card)
        .queryAllByRole('link')
        .filter((link) => link.classList.contains('ant-btn')),
    )
    .map((element) => element.textContent?.trim());

beforeEach(() => resetApi());

describe('tracker card', () => {
  it('shows the listing, the status, the other party and only the allowed actions', async () => {
    mockFetch(() => signedOut);
    renderApp(<TrackerCardItem card={trackerCardFixture({ actions: ['approve', 'deny'] })} />);
    const card = await screen.findByRole('article', { name: 'Chariot de soins inox' });
    expect(within(card).getByText('En cours')).toBeInTheDocument();
    expect(within(card).getByText('Cédés')).toBeInTheDocument();
    expect(within(card).getByText('Karim Haddad')).toBeInTheDocument();
    expect(within(card).getByText('2 unités')).toBeInTheDocument();
    expect(buttons(card)).toEqual(['Accepter', 'Refuser']);
    expect(within(card).queryByText('Régularisé')).not.toBeInTheDocument();
  });

  it('shows the requester « Reprise effectuée » and nothing a manager could do', async () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerCardItem
        card={trackerCardFixture({
          trackerStatus: TrackerStatus.SwapInitiated,
          direction: 'received',
          currentManager: false,
          currentUser: true,
          actions: ['complete'],
          regularized: true,
          totalPriceInEuros: '40,00 €',
        })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Chariot de soins inox' });
    expect(buttons(card)).toEqual(['Reprise effectuée']);
    expect(within(card).getByText('Camille Martin')).toBeInTheDocument();
    expect(within(card).getByText('Régularisé')).toBeInTheDocument();
    expect(within(card).getByText('40,00 €')).toBeInTheDocument();
  });

  it('links recording to the edit page', async () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerCardItem
        card={trackerCardFixture({ trackerStatus: TrackerStatus.ReservationApproved, actions: ['record', 'cancel'] })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Chariot de soins inox' });
    expect(within(card).getByRole('link', { name: /Enregistrer l’échange|Enregistrer l'échange/ })).toHaveAttribute(
      'href',
      '/fr/tracker/edit/echange-1/',
    );
    expect(buttons(card)).toContain('Annuler');
  });

  it('asks for a confirmation, then says the outcome', async () => {
    const server = mockFetch((call) =>
      call.url === withLocale(API.trackerAction('approve', 'echange-1'))
        ? {
            body: {
              tracker: trackerViewFixture({
                trackerStatus: TrackerStatus.ReservationApproved,
                actions: ['record', 'cancel'],
              }),
            },
          }
        : signedOut,
    );
    renderApp(<TrackerCardItem card={trackerCardFixture()} />);
    await user.click(await screen.findByRole('button', { name: /Accepter/ }));
    expect(server.calls.some((c) => c.url.includes('/approve/'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('/approve/'))).toBe(true));
    expect(await screen.findByText('La demande a été acceptée.')).toBeInTheDocument();
  });

  it('explains a refusal (409)', async () => {
    mockFetch((call) =>
      call.url.includes('/deny/')
        ? { status: 409, body: { statusCode: 409, message: 'Cette action n’est pas possible.' } }
        : signedOut,
    );
    renderApp(<TrackerCardItem card={trackerCardFixture()} />);
    await user.click(await screen.findByRole('button', { name: /Refuser/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Cette action n’est pas possible.')).toBeInTheDocument();
  });

  it('shows the loan’s days and links to its calendar', async () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerCardItem
        card={trackerCardFixture({
          swapType: SwapType.Pret,
          calendarPeriod: {
            id: 7,
            itemUsage: null,
            startDateString: '03/12/2026',
            endDateString: '05/12/2026',
            duration: 3,
            periodStatus: CalendarPeriodStatus.Ongoing,
            returned: null,
            overdue: true,
          },
        })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Chariot de soins inox' });
    expect(within(card).getByText('Prêt du 03/12/2026 au 05/12/2026 (3 jours)')).toBeInTheDocument();
    expect(within(card).getByText('En retard')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Calendrier du prêt' })).toHaveAttribute(
      'href',
      '/fr/tracker/calendar/echange-1/',
    );
  });

  it('says nothing of a calendar for an exchange that is not a loan', async () => {
    mockFetch(() => signedOut);
    renderApp(<TrackerCardItem card={trackerCardFixture()} />);
    const card = await screen.findByRole('article', { name: 'Chariot de soins inox' });
    expect(within(card).queryByRole('link', { name: 'Calendrier du prêt' })).not.toBeInTheDocument();
  });
});
