import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { CalendarPeriodStatus } from '@troc/shared';
import { monthGrid, useCalendar } from '@troc/ui';

/** The loader pages its list by 20 (supporting §7). */
export const PERIODS_PAGE_SIZE = 20;

/**
 * The calendar tab's one read: the month's availability (the grid's window) and a page of the
 * listing's periods, newest first, filtered by status. Other calendars of the listing share its
 * keys, so an action or a new period refreshes them all.
 */
export function useCalendarTab(trocId: number, month: Dayjs, status: CalendarPeriodStatus | '', page: number) {
  const query = useMemo(() => ({ ...monthGrid(month), status, page }), [month, status, page]);
  return useCalendar(trocId, query);
}
