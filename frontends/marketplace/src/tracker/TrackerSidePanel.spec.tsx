import { configure, screen } from '@testing-library/react';
import { CalendarPeriodStatus, ReturnCondition, SwapType } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { trackerViewFixture } from './fixtures';
import { TrackerSidePanel } from './TrackerSidePanel';

configure({ defaultHidden: true });

beforeEach(() => resetApi());

describe('exchange side panel', () => {
  it('shows a one-day loan, returned, with the way to its calendar', async () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerSidePanel
        current="thread"
        tracker={trackerViewFixture({
          swapType: SwapType.Pret,
          calendarPeriod: {
            id: 7,
            itemUsage: null,
            startDateString: '03/12/2026',
            endDateString: '03/12/2026',
            duration: 1,
            periodStatus: CalendarPeriodStatus.Ongoing,
            returned: {
              returnDate: '2026-12-03',
              returnDateString: '03/12/2026',
              condition: ReturnCondition.Good,
              note: null,
              by: 'Karim Haddad',
            },
            overdue: false,
          },
        })}
      />,
    );
    expect(await screen.findByText('Prêt le 03/12/2026 (1 jour)')).toBeInTheDocument();
    expect(screen.getByText('Rendu le 03/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calendrier du prêt' })).toHaveAttribute(
      'href',
      '/fr/tracker/calendar/echange-1/',
    );
  });

  it('has no loan line without a period', async () => {
    mockFetch(() => signedOut);
    renderApp(<TrackerSidePanel current="thread" tracker={trackerViewFixture()} />);
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calendrier du prêt' })).not.toBeInTheDocument();
  });
});
