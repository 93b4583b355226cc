import {
  CalendarPeriodStatus as S,
  CalendarPeriodType,
  describeDays,
  fr,
  PERIOD_HOLDING,
  PublicationStatus,
  RequestType,
  ReturnCondition,
  SwapType,
  t,
  TrackerStatus,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { ForbiddenError, NotFoundError, TransitionRefusedError } from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocReadService, TrocStockService } from '../troc/index.js';
import { CalendarBooking } from './calendar-booking.js';
import { CalendarService } from './calendar.service.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';

// Booking and availability with the calendar's queries faked in memory: the real CalendarBooking
// decides, nothing reaches a database.
const MANAGER = 1;
const BORROWER = 2;
const TODAY = '2026-06-01';
const actor = (id: number): Actor => ({ id, roles: [], organisationId: 1 }) as unknown as Actor;

const loan = (over: Partial<Troc> = {}): Troc =>
  ({
    id: 10,
    slug: 't10',
    requestType: RequestType.Offer,
    publicationStatus: PublicationStatus.Published,
    swapType: SwapType.Pret,
    itemTotalQuantity: 2,
    itemNewQuantity: null,
    quantityReserved: 0,
    quantityOut: 0,
    managerId: MANAGER,
    ownerId: MANAGER,
    delegates: [],
    availabilityStartDate: null,
    availabilityEndDate: null,
    ...over,
  }) as unknown as Troc;

function world(
  troc: Troc,
  options: { hidden?: boolean; tracker?: { id: number; slug: string; status: TrackerStatus } } = {},
) {
  const periods: CalendarPeriod[] = [];
  const seen = { requests: [] as { message: string }[], trackerActs: [] as string[] };
  const add = (over: Partial<CalendarPeriod>) => {
    const period = {
      id: periods.length + 1,
      trocId: troc.id,
      status: S.Validated,
      type: CalendarPeriodType.Reservation,
      startDate: '2026-06-10',
      endDate: '2026-06-12',
      quantity: 1,
      userId: BORROWER,
      trackerId: null,
      returnedOn: null,
      ...over,
    } as CalendarPeriod;
    periods.push(period);
    return period;
  };
  const queries = {
    byId: async (id: number) => periods.find((p) => p.id === id) ?? null,
    byTracker: async (trackerId: number) => periods.find((p) => p.trackerId === trackerId) ?? null,
    holding: async (_m: unknown, _troc: number, from: string, to: string) =>
      periods.filter(
        (p) =>
          PERIOD_HOLDING.includes(p.status) &&
          p.startDate <= to &&
          (p.endDate >= from || (p.returnedOn === null && p.status === S.Ongoing)),
      ),
    lock: async () => undefined,
    ensureCalendar: async () => ({ id: 1 }),
    insert: async (_m: unknown, fields: Partial<CalendarPeriod>) => add(fields),
    setStatusIfStill: async (_m: unknown, id: number, from: S, fields: Partial<CalendarPeriod>) => {
      const period = periods.find((p) => p.id === id && p.status === from);
      if (period) Object.assign(period, fields);
      return !!period;
    },
    setHours: async () => undefined,
  };
  const listingRules = new TrocReadService(null as never);
  const reads = {
    byIds: async (ids: number[]) => new Map(ids.includes(troc.id) ? [[troc.id, troc]] : []),
    visibleIds: async (ids: number[]) => new Set(options.hidden ? [] : ids),
    canManage: (t: Troc, a: Actor | null) => listingRules.canManage(t, a),
  };
  const trackers = {
    request: async (_slug: string, _a: Actor, values: { message: string }) => {
      seen.requests.push(values);
      return { tracker: 'e1', thread: 'fil', redirect: null };
    },
  };
  const trackerQueries = {
    bySlug: async () => options.tracker ?? null,
    byId: async () => options.tracker ?? null,
  };
  const transitions = { act: async (_slug: string, action: string) => void seen.trackerActs.push(action) };
  const views = { period: async (period: CalendarPeriod) => period };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const clock = { today: () => TODAY };
  const booking = new CalendarBooking(queries as never, new TrocStockService(null as never));
  const service = new CalendarService(
    ...([
      queries,
      booking,
      views,
      reads,
      trackers,
      trackerQueries,
      transitions,
      transactions,
      clock,
      {},
    ] as never as ConstructorParameters<typeof CalendarService>),
  );
  return { service, booking, periods, add, seen };
}

const days = { startDate: '2026-06-10', endDate: '2026-06-12' };

describe('the loan calendar', () => {
  it('answers only for a loan listing the viewer may see', async () => {
    const hidden = world(loan(), { hidden: true }).service.create(10, actor(BORROWER), days);
    await expect(hidden).rejects.toBeInstanceOf(NotFoundError);
    await expect(hidden).rejects.toMatchObject({ code: 'TROC_NOT_FOUND' });
    await expect(
      world(loan({ swapType: SwapType.Don })).service.create(10, actor(BORROWER), days),
    ).rejects.toMatchObject({
      code: 'CALENDAR_NOT_LOAN',
      message: fr.calendar.errors.notLoan,
    });
  });

  it('validates the manager’s own period at once, ongoing when it starts today', async () => {
    const { service, periods } = world(loan());
    await service.create(10, actor(MANAGER), { ...days, type: CalendarPeriodType.Reservation });
    await service.create(10, actor(MANAGER), {
      startDate: TODAY,
      endDate: TODAY,
      type: CalendarPeriodType.Reservation,
    });
    expect(periods.map((p) => p.status)).toEqual([S.Validated, S.Ongoing]);
  });

  it('refuses a booking that needs more units than the days have left, naming them', async () => {
    const { service, add } = world(loan());
    add({ quantity: 2, startDate: '2026-06-11', endDate: '2026-06-11' });
    await expect(
      service.create(10, actor(MANAGER), { ...days, type: CalendarPeriodType.Reservation }),
    ).rejects.toMatchObject({
      code: 'CALENDAR_PERIOD_UNAVAILABLE',
      message: t(fr.calendar.errors.conflict, {
        days: describeDays('2026-06-11', '2026-06-11'),
        available: 0,
        quantity: 1,
      }),
    });
  });

  it('frees the days of a loan returned early, and holds a late one until it comes back', async () => {
    const { booking, add } = world(loan({ itemTotalQuantity: 1 }));
    add({ status: S.Ongoing, startDate: '2026-05-20', endDate: '2026-06-20', returnedOn: '2026-06-05' });
    const free = await booking.availability(loan({ itemTotalQuantity: 1 }), '2026-06-03', '2026-06-06', TODAY);
    expect([...free.values()]).toEqual([0, 0, 1, 1]);
    const late = world(loan({ itemTotalQuantity: 1 }));
    late.add({ status: S.Ongoing, startDate: '2026-05-20', endDate: '2026-05-25' });
    expect([
      ...(await late.booking.availability(loan({ itemTotalQuantity: 1 }), TODAY, TODAY, TODAY)).values(),
    ]).toEqual([0]);
  });

  it('turns a member’s booking into a request with its exchange, worded from the days', async () => {
    const { service, add, seen } = world(loan());
    add({ status: S.None, trackerId: 7 });
    await expect(
      world(loan({ publicationStatus: PublicationStatus.Draft })).service.create(10, actor(BORROWER), days),
    ).rejects.toMatchObject({ code: 'TRACKER_NOT_TRACKABLE' });
    await expect(
      service.create(10, actor(BORROWER), { startDate: '2026-05-30', endDate: '2026-06-02' }),
    ).rejects.toMatchObject({ errors: { startDate: [fr.calendar.errors.inThePast] } });
    const asked = world(loan(), { tracker: { id: 7, slug: 'e1', status: TrackerStatus.ReservationRequested } });
    asked.add({ status: S.None, trackerId: 7 });
    await asked.service.create(10, actor(BORROWER), days);
    expect(asked.seen.requests).toMatchObject([
      { message: t(fr.calendar.requestMessage, { days: describeDays(days.startDate, days.endDate) }) },
    ]);
    expect(seen.requests).toEqual([]);
  });

  it('applies the period table by role and hides a period from others', async () => {
    const { service, add } = world(loan());
    const waiting = add({ status: S.None });
    await expect(service.act(waiting.id, 'approve', actor(99))).rejects.toMatchObject({
      code: 'CALENDAR_PERIOD_NOT_FOUND',
    });
    const byBorrower = service.act(waiting.id, 'approve', actor(BORROWER));
    await expect(byBorrower).rejects.toBeInstanceOf(ForbiddenError);
    await expect(byBorrower).rejects.toMatchObject({
      code: 'CALENDAR_FORBIDDEN',
      message: fr.calendar.errors.notAllowed,
    });
    await service.act(waiting.id, 'approve', actor(MANAGER));
    expect(waiting.status).toBe(S.Validated);
    const again = service.act(waiting.id, 'approve', actor(MANAGER));
    await expect(again).rejects.toBeInstanceOf(TransitionRefusedError);
    await expect(again).rejects.toMatchObject({
      code: 'CALENDAR_TRANSITION_REFUSED',
      message: t(fr.calendar.errors.transitionRefused, { status: fr.calendar.statuses[S.Validated] }),
    });
  });

  it('refuses the second approval of the same last unit and leaves it waiting', async () => {
    const { service, add } = world(loan({ itemTotalQuantity: 1 }));
    const first = add({ status: S.None });
    const second = add({ status: S.None, userId: 3 });
    await service.act(first.id, 'approve', actor(MANAGER));
    await expect(service.act(second.id, 'approve', actor(MANAGER))).rejects.toMatchObject({
      code: 'CALENDAR_PERIOD_UNAVAILABLE',
    });
    expect(second.status).toBe(S.None);
  });

  it('moves a period with an exchange through the exchange', async () => {
    const { service, add, seen, periods } = world(loan(), {
      tracker: { id: 7, slug: 'e1', status: TrackerStatus.ReservationRequested },
    });
    add({ status: S.None, trackerId: 7 });
    await service.act(1, 'approve', actor(MANAGER));
    expect(seen.trackerActs).toEqual(['approve']);
    expect(periods[0]!.status).toBe(S.None);
  });

  it('takes the return of a loan that is out, and completes its handed-over exchange', async () => {
    const { service, add, seen } = world(loan(), {
      tracker: { id: 7, slug: 'e1', status: TrackerStatus.SwapInitiated },
    });
    const ahead = add({});
    await expect(service.recordReturn(ahead.id, actor(BORROWER), {})).rejects.toMatchObject({
      code: 'CALENDAR_NOT_RETURNABLE',
    });
    const out = add({ status: S.Ongoing, startDate: '2026-05-25', endDate: '2026-06-05', trackerId: 7 });
    await expect(
      service.recordReturn(out.id, actor(BORROWER), { returnDate: '2026-06-02', condition: 'Good' }),
    ).rejects.toMatchObject({
      errors: { returnDate: [fr.calendar.errors.returnInFuture] },
    });
    await service.recordReturn(out.id, actor(BORROWER), { returnDate: TODAY, condition: ReturnCondition.Good });
    expect(out).toMatchObject({ returnedOn: TODAY, returnCondition: ReturnCondition.Good, returnedById: BORROWER });
    expect(seen.trackerActs).toEqual(['complete']);
  });

  it('keeps the hand-over hours to the manager', async () => {
    const { service } = world(loan());
    await expect(service.setHours(10, actor(BORROWER), { timeStart: '09:00' })).rejects.toMatchObject({
      code: 'CALENDAR_FORBIDDEN',
    });
    expect(await service.setHours(10, actor(MANAGER), { timeStart: '09:00', timeEnd: '17:30' })).toEqual({
      time_start: '09:00',
      time_end: '17:30',
    });
  });
});
