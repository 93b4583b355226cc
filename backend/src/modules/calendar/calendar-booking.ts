import { Injectable } from '@nestjs/common';
import {
  addDays,
  CalendarPeriodStatus as S,
  type Day,
  describeDays,
  fr,
  type HeldSpan,
  dailyAvailability,
  PERIOD_HOLDING,
  overbooked,
  shortfalls,
  t,
} from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Troc } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import { CalendarQueries } from './calendar.queries.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';
import { ConflictError } from '../../core/errors/index.js';

/**
 * The days a period holds today: a holding period from its first to its last day, a loan
 * returned early only until the day before its return, a late loan until today (it is still
 * out; no one can book it before it comes back).
 */
export function heldSpan(period: CalendarPeriod, today: Day): HeldSpan | null {
  if (!PERIOD_HOLDING.includes(period.status)) return null;
  let end = period.endDate;
  if (period.returnedOn) {
    const last = addDays(period.returnedOn, -1);
    if (last < end) end = last;
  } else if (period.status === S.Ongoing && end < today) end = today;
  return end < period.startDate ? null : { start: period.startDate, end, quantity: period.quantity };
}

/** Past any loan's last day: the periods ahead, whenever they end. */
const LAST_DAY: Day = '9999-12-31';

/** The availability of loan listings, and the check every booking and approval goes through. */
@Injectable()
export class CalendarBooking {
  constructor(
    private readonly queries: CalendarQueries,
    private readonly stock: TrocStockService,
  ) {}

  /** Units a loan listing lends: its quantity, which its exchanges never consume. */
  lendable(troc: Troc): number {
    return this.stock.remaining(troc);
  }

  /** Units available each day of [from, to]. */
  async availability(troc: Troc, from: Day, to: Day, today: Day): Promise<Map<Day, number>> {
    const periods = await this.queries.holding(null, troc.id, from, to);
    return dailyAvailability(this.lendable(troc), spans(periods, today), from, to);
  }

  /** Refuses (409, naming the days) a candidate that would need more than is left, without locking. */
  async check(manager: Tx | null, troc: Troc, candidate: HeldSpan, today: Day, except?: number) {
    const periods = await this.queries.holding(manager, troc.id, candidate.start, candidate.end);
    const short = shortfalls(
      this.lendable(troc),
      spans(
        periods.filter((p) => p.id !== except),
        today,
      ),
      candidate,
    );
    if (short.length === 0) return;
    const first = short[0]!;
    throw new ConflictError(
      'CALENDAR_PERIOD_UNAVAILABLE',
      t(fr.calendar.errors.conflict, {
        days: describeDays(first.start, first.end),
        available: first.available,
        quantity: candidate.quantity,
      }),
    );
  }

  /**
   * A loan listing's new quantity against its loans from today on, in the caller's transaction after
   * taking its calendar (approvals queue behind): the calendar's 409 wording for the first days it
   * would leave more lent than there is, or null.
   */
  async lowered(manager: Tx, troc: Troc, today: Day): Promise<string | null> {
    await this.queries.lock(manager, (await this.queries.ensureCalendar(troc.id, manager)).id);
    const periods = await this.queries.holding(manager, troc.id, today, LAST_DAY);
    const ahead = spans(periods, today).flatMap((span) =>
      span.end < today ? [] : [{ ...span, start: span.start < today ? today : span.start }],
    );
    const first = overbooked(this.lendable(troc), ahead)[0];
    return first
      ? t(fr.calendar.errors.conflict, {
          days: describeDays(first.start, first.end),
          available: this.lendable(troc),
          quantity: first.held,
        })
      : null;
  }

  /** In the caller's transaction: takes the listing's calendar, then checks. Bookings of a listing queue here. */
  async lockAndCheck(manager: Tx, troc: Troc, calendarId: number, candidate: HeldSpan, today: Day, except?: number) {
    await this.queries.lock(manager, calendarId);
    await this.check(manager, troc, candidate, today, except);
  }
}

function spans(periods: CalendarPeriod[], today: Day): HeldSpan[] {
  return periods.flatMap((p) => {
    const span = heldSpan(p, today);
    return span ? [span] : [];
  });
}
