import { Injectable } from '@nestjs/common';
import {
  addDays,
  type CalendarLoaderResponse,
  type CalendarPeriodCreated,
  CalendarPeriodStatus as S,
  type CalendarPeriodValues,
  type CalendarPeriodView,
  canPeriod,
  type Day,
  dayNumber,
  describeDays,
  displayDay,
  fr,
  LIMITS,
  type ListingLoanInfo,
  type LoanReturnValues,
  type PeriodAction,
  periodTransition,
  PublicationStatus,
  readDay,
  SwapType,
  t,
  type TrackerAction,
  TrackerStatus,
  trackerTransition,
  validateCalendarHours,
  validateCalendarPeriod,
  type CalendarHoursValues,
  validateLoanReturn,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Clock } from '../../core/clock/clock.js';
import { Transactions } from '../../core/database/transactions.js';
import {
  ConflictError,
  ForbiddenError,
  FormError,
  NotFoundError,
  TransitionRefusedError,
} from '../../core/errors/index.js';
import { InboxService } from '../inbox/index.js';
import { TrackerReads } from '../tracker/index.js';
import { TrackerService } from '../tracker/index.js';
import { TrackerTransitionsService } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { isOut, periodRoles } from './calendar-access.js';
import { CalendarBooking } from './calendar-booking.js';
import { CalendarViews } from './calendar-views.js';
import { CalendarQueries } from './calendar.queries.js';

export interface CalendarWindowForm {
  start?: string;
  end?: string;
  status?: S | '';
}

/** The calendar of a loan listing: its loader, the calendar modal, the period actions, the loan return. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly queries: CalendarQueries,
    private readonly booking: CalendarBooking,
    private readonly views: CalendarViews,
    private readonly trocs: TrocReadService,
    private readonly trackers: TrackerService,
    private readonly trackerQueries: TrackerReads,
    private readonly transitions: TrackerTransitionsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly inbox: InboxService,
  ) {}

  /** A loan listing the viewer may see: 404 otherwise (its existence is not revealed), 409 for another kind. */
  async loanListing(trocId: number, actor: Actor | null): Promise<Troc> {
    const troc = (await this.trocs.byIds([trocId])).get(trocId);
    if (!troc || !(await this.trocs.visibleIds([troc.id], actor)).has(troc.id)) {
      throw new NotFoundError('TROC_NOT_FOUND', fr.http.notFound);
    }
    if (troc.swapType !== SwapType.Pret) throw new ConflictError('CALENDAR_NOT_LOAN', fr.calendar.errors.notLoan);
    return troc;
  }

  /** POST /api/calendar/troc/{id}/ (calendar_form): periods list, the window's periods, the item. */
  async loader(
    trocId: number,
    actor: Actor | null,
    form: CalendarWindowForm,
    page: number,
    size: number,
    url: string,
  ): Promise<CalendarLoaderResponse> {
    const troc = await this.loanListing(trocId, actor);
    const today = this.clock.today();
    const { from, to } = this.window(form, today);
    const manages = this.trocs.canManage(troc, actor);
    // Others see only their own periods; the item's slots tell them which days are free.
    const userId = manages ? null : (actor?.id ?? -1);
    const [[rows, filtered], total, inWindow, calendar] = await Promise.all([
      this.queries.list(troc.id, { userId, status: form.status || null }, page, size),
      this.queries.count(troc.id, userId),
      this.queries.inWindow(troc.id, from, to, userId),
      this.queries.calendarOf(troc.id),
    ]);
    const [data, periods, item] = await Promise.all([
      this.views.periods(rows, actor, today, [troc]),
      this.views.periods(inWindow, actor, today, [troc]),
      this.views.item(troc, calendar, actor, from, to, today),
    ]);
    return { data, total, total_results: filtered, url, periods, item };
  }

  private window(form: CalendarWindowForm, today: Day): { from: Day; to: Day } {
    const fallback = CalendarViews.defaultWindow(today);
    const from = readDay(form.start) ?? fallback.from;
    const to = readDay(form.end) ?? (form.start ? addDays(from, 41) : fallback.to);
    if (to < from) throw new FormError({ end: [fr.calendar.errors.endBeforeStart] });
    if (dayNumber(to) - dayNumber(from) + 1 > LIMITS.calendar.windowMaxDays) {
      throw new FormError({ end: [t(fr.calendar.errors.window, { days: LIMITS.calendar.windowMaxDays })] });
    }
    return { from, to };
  }

  /**
   * POST /api/calendar/period/troc/{id}/ (calendar_modale_form). The manager's period is
   * validated at once (their own reservation or a maintenance); anyone else's is a loan request
   * with its exchange and thread, waiting for the manager.
   */
  async create(trocId: number, actor: Actor, values: CalendarPeriodValues): Promise<CalendarPeriodCreated> {
    const troc = await this.loanListing(trocId, actor);
    const today = this.clock.today();
    if (!this.trocs.canManage(troc, actor)) return this.request(troc, actor, values, today);
    const { errors, period } = validateCalendarPeriod(values, {
      manager: true,
      today,
      window: { start: troc.availabilityStartDate, end: troc.availabilityEndDate },
      total: this.booking.lendable(troc),
    });
    if (!period) throw new FormError(errors);
    const calendar = await this.queries.ensureCalendar(troc.id);
    const created = await this.transactions.run(async (manager) => {
      const candidate = { start: period.start, end: period.end, quantity: period.quantity };
      await this.booking.lockAndCheck(manager, troc, calendar.id, candidate, today);
      return this.queries.insert(manager, {
        trocId: troc.id,
        status: period.start <= today ? S.Ongoing : S.Validated,
        type: period.type,
        startDate: period.start,
        endDate: period.end,
        quantity: period.quantity,
        itemUsage: period.itemUsage,
        userId: actor.id,
        trackerId: null,
        managerId: troc.managerId,
      });
    });
    return { period: await this.views.period(created, actor, today), tracker: null, thread: null, redirect: null };
  }

  private async request(
    troc: Troc,
    actor: Actor,
    values: CalendarPeriodValues,
    today: Day,
  ): Promise<CalendarPeriodCreated> {
    if (troc.publicationStatus !== PublicationStatus.Published) {
      throw new ConflictError('TRACKER_NOT_TRACKABLE', fr.tracker.errors.notTrackable);
    }
    // The days first: the request's message is written from them when the requester wrote none.
    const { errors, period: days } = validateCalendarPeriod(values, {
      manager: false,
      today,
      window: { start: troc.availabilityStartDate, end: troc.availabilityEndDate },
      total: this.booking.lendable(troc),
    });
    if (!days) throw new FormError(errors);
    const message = values.message || t(fr.calendar.requestMessage, { days: describeDays(days.start, days.end) });
    const created = await this.trackers.request(troc.slug, actor, {
      message,
      quantity: values.requestedQuantity ?? 1,
      startDate: values.startDate,
      endDate: values.endDate,
      itemUsage: values.itemUsage,
    });
    const tracker = await this.trackerQueries.bySlug(created.tracker);
    const period = tracker ? await this.queries.byTracker(tracker.id) : null;
    if (!period) throw new NotFoundError('CALENDAR_PERIOD_NOT_FOUND', fr.http.notFound);
    return {
      period: await this.views.period(period, actor, today),
      tracker: created.tracker,
      thread: created.thread,
      redirect: created.redirect,
    };
  }

  /** A period for one of its parties (the listing's manager side, who booked it); 404 for anyone else. */
  private async load(id: number, actor: Actor) {
    const period = await this.queries.byId(id);
    if (!period) throw new NotFoundError('CALENDAR_PERIOD_NOT_FOUND', fr.http.notFound);
    const troc = (await this.trocs.byIds([period.trocId])).get(period.trocId);
    const roles = troc ? periodRoles(period, this.trocs.canManage(troc, actor), actor) : [];
    if (!troc || roles.length === 0) throw new NotFoundError('CALENDAR_PERIOD_NOT_FOUND', fr.http.notFound);
    return { period, troc, roles };
  }

  /**
   * approve, deny, cancel. A period with an exchange moves with it: the exchange's transition
   * runs and moves the period in its transaction (calendar-tracker-link); one without moves alone.
   */
  async act(id: number, action: Exclude<PeriodAction, 'start'>, actor: Actor): Promise<CalendarPeriodView> {
    const { period, troc, roles } = await this.load(id, actor);
    const transition = periodTransition(period.status, action);
    if (!transition) {
      throw new TransitionRefusedError(
        'CALENDAR_TRANSITION_REFUSED',
        t(fr.calendar.errors.transitionRefused, { status: fr.calendar.statuses[period.status] }),
      );
    }
    if (!canPeriod(period.status, action, roles, period.trackerId !== null)) {
      throw new ForbiddenError('CALENDAR_FORBIDDEN', fr.calendar.errors.notAllowed);
    }
    const tracker = period.trackerId === null ? null : await this.trackerQueries.byId(period.trackerId);
    const trackerAction = tracker ? exchangeAction(action, tracker.status) : null;
    if (tracker && trackerAction) {
      await this.transitions.act(tracker.slug, trackerAction, actor);
    } else {
      const today = this.clock.today();
      await this.transactions.run(async (manager) => {
        if (transition.to === S.Validated) {
          const calendar = await this.queries.ensureCalendar(troc.id, manager);
          const candidate = { start: period.startDate, end: period.endDate, quantity: period.quantity };
          await this.booking.lockAndCheck(manager, troc, calendar.id, candidate, today, period.id);
        }
        const to = transition.to === S.Validated && period.startDate <= today ? S.Ongoing : transition.to;
        const moved = await this.queries.setStatusIfStill(manager, period.id, period.status, { status: to });
        if (!moved) throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
      });
    }
    return this.views.period((await this.queries.byId(id))!, actor, this.clock.today());
  }

  /**
   * The loan return (core §2 loan return): the borrower or the manager says when and in what
   * state the good came back; its days after the return are free again. An exchange handed
   * over (SwapInitiated) is completed by it.
   */
  async recordReturn(id: number, actor: Actor, values: LoanReturnValues): Promise<CalendarPeriodView> {
    const { period } = await this.load(id, actor);
    const today = this.clock.today();
    if (!isOut(period, today)) throw new ConflictError('CALENDAR_NOT_RETURNABLE', fr.calendar.errors.notReturnable);
    const { errors, value } = validateLoanReturn(values, { start: period.startDate, today });
    if (!value) throw new FormError(errors);
    await this.transactions.run(async (manager) => {
      const moved = await this.queries.setStatusIfStill(manager, period.id, period.status, {
        status: S.Ongoing,
        returnedOn: value.date,
        returnCondition: value.condition,
        returnNote: value.note,
        returnedById: actor.id,
      });
      if (!moved) throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
    });
    const tracker = period.trackerId === null ? null : await this.trackerQueries.byId(period.trackerId);
    if (tracker && tracker.status === TrackerStatus.SwapInitiated) {
      await this.transitions.act(tracker.slug, 'complete', actor);
    }
    return this.views.period((await this.queries.byId(id))!, actor, today);
  }

  /** GET /api/tracker/calendar/{slug}/: the exchange's period on its listing's calendar. */
  async trackerCalendar(slug: string, actor: Actor) {
    const { tracker, troc } = await this.transitions.load(slug, actor);
    const period = await this.queries.byTracker(tracker.id);
    if (!period) throw new NotFoundError('CALENDAR_PERIOD_NOT_FOUND', fr.http.notFound);
    const today = this.clock.today();
    const first = `${period.startDate.slice(0, 7)}-01`;
    const to = period.endDate > addDays(first, 41) ? period.endDate : addDays(first, 41);
    const from = addDays(first, -7);
    const clipped = dayNumber(to) - dayNumber(from) >= LIMITS.calendar.windowMaxDays ? addDays(from, 399) : to;
    const [view, item, thread] = await Promise.all([
      this.views.period(period, actor, today),
      this.views.item(troc, await this.queries.calendarOf(troc.id), actor, from, clipped, today),
      this.inbox.forTracker(tracker).then((thread) => thread?.slug ?? null),
    ]);
    return {
      tracker: { slug: tracker.slug, name: tracker.name, trackerStatus: tracker.status, thread },
      period: view,
      item,
    };
  }

  /** POST /api/calendar/hours/{id}/: the hours the manager hands loans over at (the item's time_start, time_end). */
  async setHours(trocId: number, actor: Actor, values: CalendarHoursValues) {
    const troc = await this.loanListing(trocId, actor);
    if (!this.trocs.canManage(troc, actor))
      throw new ForbiddenError('CALENDAR_FORBIDDEN', fr.calendar.errors.notAllowed);
    const { errors, hours } = validateCalendarHours(values);
    if (!hours) throw new FormError(errors);
    const calendar = await this.queries.ensureCalendar(troc.id);
    await this.queries.setHours(calendar.id, hours);
    return { time_start: hours.timeStart, time_end: hours.timeEnd };
  }

  /** What the listing view shows of a loan listing's calendar (ListingView.loan). */
  async loanInfo(troc: Troc, actor: Actor | null): Promise<ListingLoanInfo | null> {
    if (troc.swapType !== SwapType.Pret || !actor) return null;
    const today = this.clock.today();
    const manages = this.trocs.canManage(troc, actor);
    const open = await this.queries.inWindow(
      troc.id,
      addDays(today, -LIMITS.calendar.maxDays),
      today,
      manages ? null : actor.id,
    );
    const out = open.filter((p) => isOut(p, today)).sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
    const slugs = out?.trackerId ? await this.trackerQueries.byIds([out.trackerId]) : [];
    return {
      id: troc.id,
      canBook: manages || troc.publicationStatus === PublicationStatus.Published,
      returnable: out
        ? {
            tracker: slugs[0]?.slug ?? null,
            period: out.id,
            startDateString: displayDay(out.startDate),
            endDateString: displayDay(out.endDate),
          }
        : null,
    };
  }
}

/** The exchange's transition a period action stands for, if the exchange can still take it. */
function exchangeAction(action: Exclude<PeriodAction, 'start'>, status: TrackerStatus): TrackerAction | null {
  const candidate: TrackerAction =
    action === 'cancel' && status === TrackerStatus.SwapInitiated ? 'swapCancel' : action;
  return trackerTransition(status, candidate) ? candidate : null;
}
