import { CalendarPeriodType, type Day, LIMITS, PERIOD_HOLDING, addDays, type PeriodRole } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';

/** The viewer's roles on a period: the listing's manager side (`managesListing`), the one who booked it. */
export function periodRoles(
  period: Pick<CalendarPeriod, 'userId'>,
  managesListing: boolean,
  actor: Actor | null,
): PeriodRole[] {
  if (!actor) return [];
  const roles: PeriodRole[] = [];
  if (managesListing) roles.push('manager');
  if (period.userId === actor.id) roles.push('requester');
  return roles;
}

/** A lent good out and not back yet: its first day has come, it holds days, it is a reservation. */
export const isOut = (p: CalendarPeriod, today: Day): boolean =>
  p.type === CalendarPeriodType.Reservation &&
  PERIOD_HOLDING.includes(p.status) &&
  p.returnedOn === null &&
  p.startDate <= today;

export const isOverdue = (p: CalendarPeriod, today: Day): boolean => isOut(p, today) && p.endDate < today;

export const isDueSoon = (p: CalendarPeriod, today: Day): boolean =>
  p.type === CalendarPeriodType.Reservation &&
  PERIOD_HOLDING.includes(p.status) &&
  p.returnedOn === null &&
  p.endDate >= today &&
  p.endDate <= addDays(today, LIMITS.calendar.dueSoonDays);
