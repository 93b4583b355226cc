import { deferred } from '../layout/deferred';
import type { MonthCalendarProps } from './MonthCalendar';

export type { MonthCalendarProps };

/** The month grid (antd's Calendar), loaded where a loan listing's calendar shows. */
export const MonthCalendar = deferred<MonthCalendarProps>(() => import('./MonthCalendar').then((m) => m.MonthCalendar));
