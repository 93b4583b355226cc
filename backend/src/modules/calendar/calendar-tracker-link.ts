import { Injectable } from '@nestjs/common';
import {
  CalendarPeriodStatus as S,
  CalendarPeriodType,
  canPeriod,
  fr,
  type ReservationValues,
  type TrackerCalendarPeriod,
  type TrackerRole,
  type TrackerTransition,
  validateCalendarPeriod,
} from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Actor } from '../../core/auth/actor.js';
import { Clock } from '../../core/clock/clock.js';
import { ForbiddenError, FormError } from '../../core/errors/index.js';
import type { Tracker } from '../tracker/index.js';
import type { LoanHook } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { CalendarBooking } from './calendar-booking.js';
import { CalendarViews } from './calendar-views.js';
import { CalendarQueries } from './calendar.queries.js';

interface LoanPlan {
  calendarId: number;
  start: string;
  end: string;
  itemUsage: string | null;
  quantity: number;
}

/**
 * The exchange of a loan listing and its period move together: a request books its days
 * (pending), the manager's approval validates them if they are still free, a refusal or a
 * cancellation frees them. Registered on the tracker module's hooks; every call runs in the
 * exchange's transaction, so a refusal here refuses the exchange's change too.
 */
@Injectable()
export class CalendarTrackerLink implements LoanHook {
  constructor(
    private readonly queries: CalendarQueries,
    private readonly booking: CalendarBooking,
    private readonly views: CalendarViews,
    private readonly clock: Clock,
  ) {}

  async prepare(troc: Troc, _actor: Actor, values: ReservationValues): Promise<LoanPlan> {
    const today = this.clock.today();
    const { errors, period } = validateCalendarPeriod(
      { startDate: values.startDate, endDate: values.endDate, itemUsage: values.itemUsage },
      {
        manager: false,
        today,
        window: { start: troc.availabilityStartDate, end: troc.availabilityEndDate },
        total: this.booking.lendable(troc),
      },
    );
    if (!period) throw new FormError(errors);
    const quantity = Number(values.quantity);
    // Early and without a lock: the manager's approval checks again under it.
    await this.booking.check(null, troc, { start: period.start, end: period.end, quantity }, today);
    const calendar = await this.queries.ensureCalendar(troc.id);
    return { calendarId: calendar.id, start: period.start, end: period.end, itemUsage: period.itemUsage, quantity };
  }

  async attach(manager: Tx, troc: Troc, tracker: Tracker, plan: unknown): Promise<void> {
    const p = plan as LoanPlan;
    await this.booking.lockAndCheck(
      manager,
      troc,
      p.calendarId,
      { start: p.start, end: p.end, quantity: p.quantity },
      this.clock.today(),
    );
    await this.queries.insert(manager, {
      trocId: troc.id,
      status: S.None,
      type: CalendarPeriodType.Reservation,
      startDate: p.start,
      endDate: p.end,
      quantity: p.quantity,
      itemUsage: p.itemUsage,
      userId: tracker.userId!,
      trackerId: tracker.id,
      managerId: troc.managerId,
    });
  }

  async onTransition(
    manager: Tx,
    tracker: Tracker,
    troc: Troc,
    transition: TrackerTransition,
    roles: readonly TrackerRole[],
  ): Promise<void> {
    const today = this.clock.today();
    if (transition.action === 'approve') {
      // The listing's calendar is taken before anything is read: approvals queue here.
      await this.queries.lock(manager, (await this.queries.ensureCalendar(troc.id, manager)).id);
    }
    const period = await this.queries.byTracker(tracker.id, manager);
    if (!period) return;
    if (transition.action === 'approve' && period.status === S.None) {
      // The calendar is already taken above: only the check is left.
      await this.booking.check(
        manager,
        troc,
        { start: period.startDate, end: period.endDate, quantity: period.quantity },
        today,
        period.id,
      );
      // A loan approved on or after its first day is under way at once.
      const to = period.startDate <= today ? S.Ongoing : S.Validated;
      await this.queries.setStatusIfStill(manager, period.id, S.None, { status: to });
    } else if (transition.action === 'deny' && period.status === S.None) {
      await this.queries.setStatusIfStill(manager, period.id, S.None, { status: S.Refused });
    } else if (
      ['cancel', 'expire', 'withdraw', 'swapCancel'].includes(transition.action) &&
      period.status !== S.Cancelled
    ) {
      if (period.status === S.Refused) return;
      const system = roles.includes('system');
      if (!system && !canPeriod(period.status, 'cancel', roles as never, true)) {
        throw new ForbiddenError('CALENDAR_FORBIDDEN', fr.calendar.errors.notAllowed);
      }
      await this.queries.setStatusIfStill(manager, period.id, period.status, { status: S.Cancelled });
    }
  }

  periods(trackerIds: number[]): Promise<Map<number, TrackerCalendarPeriod>> {
    return this.views.ofTrackers(trackerIds, this.clock.today());
  }
}
