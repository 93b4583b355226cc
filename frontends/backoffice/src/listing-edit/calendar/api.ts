import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { API, type CalendarPeriodStatus } from '@troc/shared';
import { api, calendarKeys, monthGrid, useCalendar } from '@troc/ui';

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

export interface CalendarHours {
  time_start: string | null;
  time_end: string | null;
}

/** The hand-over hours; a wrong hour (422) is the form's to show. */
export function saveCalendarHours(trocId: number, hours: { timeStart: string; timeEnd: string }) {
  return api.post<CalendarHours>(API.calendarHours(trocId), { calendar_hours_form: hours });
}

/** Saves the hours and reads the listing's calendars again (the section shows them). */
export function useSaveCalendarHours(trocId: number) {
  const client = useQueryClient();
  return async (hours: { timeStart: string; timeEnd: string }) => {
    const saved = await saveCalendarHours(trocId, hours);
    await client.invalidateQueries({ queryKey: calendarKeys.troc(trocId) });
    return saved;
  };
}
