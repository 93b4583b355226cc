import {
  type CalendarPeriodView,
  type CalendarTrocRef,
  type Day,
  displayDay,
  periodActions,
  periodDuration,
  type TrackerCalendarPeriod,
  type LoanReturnView,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { User } from '../identity/index.js';
import type { Troc } from '../troc/index.js';
import { userRef } from '../../shared/display.js';
import { isDueSoon, isOut, isOverdue, periodRoles } from './calendar-access.js';
import type { Calendar } from './entities/calendar.entity.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';

/** What mapping a page of periods needs, loaded once per page. */
export interface PeriodMapContext {
  viewer: Actor | null;
  today: Day;
  trocs: Map<number, Troc>;
  /** The listings of the page the viewer manages (the troc module's rule). */
  managed: Set<number>;
  trocRefs: Map<number, CalendarTrocRef>;
  users: Map<number, User>;
  trackerSlugs: Map<number, string>;
  calendars: Map<number, Calendar>;
}

function returned(p: CalendarPeriod, users: Map<number, User>): LoanReturnView | null {
  if (!p.returnedOn || !p.returnCondition) return null;
  const by = p.returnedById === null ? undefined : users.get(p.returnedById);
  return {
    returnDate: p.returnedOn,
    returnDateString: displayDay(p.returnedOn),
    condition: p.returnCondition,
    note: p.returnNote,
    by: by ? `${by.firstname} ${by.lastname}` : null,
  };
}

export function toPeriodView(p: CalendarPeriod, index: number, ctx: PeriodMapContext): CalendarPeriodView {
  const roles = ctx.trocs.has(p.trocId) ? periodRoles(p, ctx.managed.has(p.trocId), ctx.viewer) : [];
  const manager = roles.includes('manager');
  const requester = roles.includes('requester');
  const party = manager || requester;
  return {
    id: p.id,
    index,
    periodStatus: p.status,
    periodType: p.type,
    duration: periodDuration(p.startDate, p.endDate),
    startDate: p.startDate,
    endDate: p.endDate,
    startDateString: displayDay(p.startDate),
    endDateString: displayDay(p.endDate),
    timeStart: ctx.calendars.get(p.trocId)?.timeStart ?? null,
    itemUsage: party ? p.itemUsage : null,
    requestedQuantity: p.quantity,
    currentManager: manager,
    currentUser: requester,
    user: party ? userRef(ctx.users.get(p.userId), ctx.viewer) : null,
    tracker: party && p.trackerId !== null ? (ctx.trackerSlugs.get(p.trackerId) ?? null) : null,
    troc: ctx.trocRefs.get(p.trocId) ?? { id: p.trocId, slug: '', name: '', thumbnail: null },
    actions: party ? periodActions(p.status, roles, p.trackerId !== null) : [],
    returnable: party && isOut(p, ctx.today),
    returned: party ? returned(p, ctx.users) : null,
    dueSoon: isDueSoon(p, ctx.today),
    overdue: isOverdue(p, ctx.today),
  };
}

/** The exchange's calendarPeriod (core §3). */
export function toTrackerCalendarPeriod(
  p: CalendarPeriod,
  today: Day,
  users: Map<number, User>,
): TrackerCalendarPeriod {
  return {
    id: p.id,
    itemUsage: p.itemUsage,
    startDateString: displayDay(p.startDate),
    endDateString: displayDay(p.endDate),
    duration: periodDuration(p.startDate, p.endDate),
    periodStatus: p.status,
    returned: returned(p, users),
    overdue: isOverdue(p, today),
  };
}
