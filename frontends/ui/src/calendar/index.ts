// The booking calendar pieces both remotes show: the marketplace's section and the back office's tab.
// The calendar modal registers itself when loaded (its form's code comes when it first opens).
import './register';

export {
  calendarKeys,
  fetchCalendar,
  useCalendar,
  usePeriodAction,
  runPeriodAction,
  createCalendarPeriod,
} from './api';
export type { CalendarQuery, CalendarPeriodInput, PeriodButtonAction } from './api';
export { monthGrid, monthTitle, toDay, fromDay, dayState, capitalize, pickDay, type DayState } from './days';
export { MonthCalendar, type MonthCalendarProps } from './deferred';
export { dayLabel } from './days';
export {
  PeriodStatusTag,
  PeriodTypeTag,
  PeriodActionButtons,
  periodDays,
  type PeriodActionButtonsProps,
} from './PeriodParts';
export type { CalendarPeriodModalProps } from './CalendarPeriodModal';
