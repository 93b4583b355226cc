import { CalendarPeriodStatus, fr, t, type CalendarPeriodUser } from '@troc/shared';
import type { PeriodButton } from './api';
import { loansUi } from '@troc/shared/messages/ui-loans';

export const ui = loansUi;

/** Tag colours of the period statuses; the tag always carries the status in words. */
export const PERIOD_COLORS: Record<CalendarPeriodStatus, string> = {
  [CalendarPeriodStatus.None]: 'blue',
  [CalendarPeriodStatus.Validated]: 'gold',
  [CalendarPeriodStatus.Ongoing]: 'purple',
  [CalendarPeriodStatus.Refused]: 'red',
  [CalendarPeriodStatus.Cancelled]: 'default',
};

export const periodStatusLabel = (status: CalendarPeriodStatus): string => fr.calendar.statuses[status];

/** The buttons a period shows, in this order. */
export const PERIOD_BUTTONS: readonly PeriodButton[] = ['approve', 'deny', 'cancel'];

/** « 1 jour », « 3 jours ». */
export const durationText = (days: number): string => t(ui.duration, { count: days.toLocaleString('fr-FR') });

/** « du 03/12/2026 au 05/12/2026 » or « le 03/12/2026 », from the dd/mm/yyyy the server writes. */
export const datesText = (start: string, end: string): string =>
  start === end ? t(fr.calendar.oneDay, { day: start }) : t(fr.calendar.days, { start, end });

/** « Prêt du 03/12/2026 au 05/12/2026 (3 jours) ». */
export function loanLine(period: { startDateString: string; endDateString: string; duration: number }): string {
  const duration = durationText(period.duration);
  return period.startDateString === period.endDateString
    ? t(ui.period.oneDay, { day: period.startDateString, duration })
    : t(ui.period.days, { start: period.startDateString, end: period.endDateString, duration });
}

export const userName = (user: Pick<CalendarPeriodUser, 'firstname' | 'lastname'>): string =>
  `${user.firstname} ${user.lastname}`.trim();
