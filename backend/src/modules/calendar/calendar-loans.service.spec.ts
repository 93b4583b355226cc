import { CalendarPeriodStatus, CalendarPeriodType, type CalendarPeriodView, fr, type Day } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import { NotFoundError } from '../../core/errors/index.js';
import { feedToken } from './calendar-feed.js';
import { CalendarLoansService } from './calendar-loans.service.js';

// « Mes prêts » and the iCalendar feed with the calendar's queries, its views, the users and the
// clock faked: no database.
const SECRET = 'un-secret-de-session-assez-long';
const TODAY = '2026-03-10' as Day;
const ME = 7;

const period = (id: number, over: Partial<CalendarPeriodView>): CalendarPeriodView =>
  ({
    id,
    periodStatus: CalendarPeriodStatus.Validated,
    periodType: CalendarPeriodType.Reservation,
    startDate: '2026-03-12',
    endDate: '2026-03-14',
    itemUsage: null,
    currentManager: false,
    currentUser: false,
    user: null,
    tracker: null,
    troc: { name: 'Perceuse', slug: 'perceuse' },
    ...over,
  }) as unknown as CalendarPeriodView;

function world(options: { user?: { enabled: boolean } | null; periods?: CalendarPeriodView[] } = {}) {
  const seen = {
    loans: [] as unknown[][],
    counts: [] as unknown[][],
    feeds: [] as unknown[][],
    views: [] as [unknown[], Actor, Day][],
  };
  const rows = [{ id: 1 }, { id: 2 }];
  const queries = {
    loans: async (...args: unknown[]) => (seen.loans.push(args), [rows, 2] as const),
    countLoans: async (...args: unknown[]) => (seen.counts.push(args), args[2] === 'overdue' ? 1 : 9),
    feed: async (...args: unknown[]) => (seen.feeds.push(args), rows),
  };
  const views = {
    periods: async (list: unknown[], actor: Actor, today: Day) => (
      seen.views.push([list, actor, today]),
      options.periods ?? [period(1, {})]
    ),
  };
  const user =
    options.user === null
      ? null
      : {
          id: ME,
          email: 'ana@chu.fr',
          emailValidatedAt: new Date(),
          roles: [],
          organisationId: 1,
          serviceId: null,
          cityCode: null,
          postalCode: null,
          enabled: true,
          ...options.user,
        };
  const users = { findById: async (id: number) => (id === ME ? user : null) };
  const clock = { today: () => TODAY, now: () => new Date('2026-03-10T08:30:00Z') };
  const config = { sessionSecret: SECRET, publicUrl: 'https://troc.exemple.fr' };
  const service = new CalendarLoansService(
    ...([queries, views, users, clock, config] as never as ConstructorParameters<typeof CalendarLoansService>),
  );
  return { service, seen, rows };
}

describe('my loans', () => {
  it('lists a page of loans with the filtered count, the whole count and the late ones', async () => {
    const { service, seen, rows } = world();
    const actor = anActor({ id: ME });
    const answer = await service.list(actor, 'borrowed', 'current', 2, 10, '/fr/loans/');
    expect(seen.loans).toEqual([[ME, 'borrowed', 'current', TODAY, 2, 10]]);
    expect(seen.counts).toEqual([
      [ME, 'borrowed', '', TODAY],
      [ME, 'borrowed', 'overdue', TODAY],
    ]);
    expect(seen.views).toEqual([[rows, actor, TODAY]]);
    expect(answer).toEqual({ data: [period(1, {})], total: 9, total_results: 2, url: '/fr/loans/', overdue: 1 });
  });
});

describe('the iCalendar feed', () => {
  it("gives the member's private address, signed with the server's secret", () => {
    const { service } = world();
    expect(service.feedUrl(anActor({ id: ME }))).toEqual({
      url: `https://troc.exemple.fr/fr/api/calendar/ics/${feedToken(ME, SECRET)}.ics`,
    });
  });

  it.each([
    ['a forged token', `${ME}.${'x'.repeat(32)}`, {}],
    ['a token signed with another secret', feedToken(ME, 'un-autre-secret'), {}],
    ['a malformed token', 'n-importe-quoi', {}],
    ['the token of a disabled account', feedToken(ME, SECRET), { user: { enabled: false } }],
    ['the token of a deleted account', feedToken(ME, SECRET), { user: null }],
  ] as [string, string, Parameters<typeof world>[0]][])('answers 404 to %s', async (_case, token, options) => {
    const { service, seen } = world(options);
    const reading = service.feed(token);
    await expect(reading).rejects.toBeInstanceOf(NotFoundError);
    await expect(reading).rejects.toMatchObject({
      code: 'CALENDAR_FEED_TOKEN_INVALID',
      message: fr.calendar.errors.feedToken,
    });
    expect(seen.feeds).toEqual([]);
  });

  it('reads the periods from 90 days back, seen by the account, one event each, titled by its side', async () => {
    const { service, seen } = world({
      periods: [
        period(1, { currentUser: true, tracker: 'e5' }),
        period(2, {
          currentManager: true,
          user: { firstname: 'Léa', lastname: 'Roux' } as CalendarPeriodView['user'],
          tracker: 'e6',
        }),
        period(3, { periodType: CalendarPeriodType.Maintenance, currentManager: true }),
      ],
    });
    const ics = await service.feed(feedToken(ME, SECRET));
    expect(seen.feeds).toEqual([[ME, '2025-12-10']]);
    expect(seen.views[0]![1]).toMatchObject({ id: ME, email: 'ana@chu.fr', emailValidated: true });
    expect(ics).toContain('X-WR-CALNAME:Troc — mes prêts et réservations');
    expect(ics).toContain('SUMMARY:Emprunt : Perceuse');
    expect(ics).toContain('SUMMARY:Prêt : Perceuse (Léa Roux)');
    expect(ics).toContain('SUMMARY:Maintenance : Perceuse');
    expect(ics).toContain('URL:https://troc.exemple.fr/fr/tracker/calendar/e5/');
    expect(ics).toContain('URL:https://troc.exemple.fr/fr/troc/view/perceuse/');
    expect(ics).toContain('UID:periode-2@troc.exemple.fr');
    expect(ics).toContain('DTSTAMP:20260310T083000Z');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.match(/STATUS:CONFIRMED/g)).toHaveLength(3);
  });
});
