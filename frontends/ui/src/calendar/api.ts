import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type CalendarLoaderResponse,
  type CalendarPeriodCreated,
  type CalendarPeriodStatus,
  type CalendarPeriodType,
  type CalendarPeriodView,
  type Day,
} from '@troc/shared';
import { api } from '../api/client';
import type { ApiError } from '../api/errors';
import { shownByForm } from '../forms/useFormSubmit';

/** Keys of a listing's calendar: the section, the modal and the edit tab read the same entries. */
export const calendarKeys = {
  all: ['calendar'] as const,
  troc: (id: number) => ['calendar', 'troc', id] as const,
  loader: (id: number, query: CalendarQuery) => ['calendar', 'troc', id, query] as const,
};

/** The window read (at most 400 days), the list's status filter and page. */
export interface CalendarQuery {
  start: Day;
  end: Day;
  status?: CalendarPeriodStatus | '';
  page?: number;
}

export function fetchCalendar(id: number, query: CalendarQuery, signal?: AbortSignal): Promise<CalendarLoaderResponse> {
  const { start, end, status = '', page = 1 } = query;
  return api.post<CalendarLoaderResponse>(
    API.calendarTroc(id),
    { calendar_form: { start, end, status }, page },
    { signal },
  );
}

/** The loader for one window; the previous answer stays on screen while the next month loads. */
export function useCalendar(id: number, query: CalendarQuery) {
  return useQuery({
    queryKey: calendarKeys.loader(id, query),
    queryFn: ({ signal }) => fetchCalendar(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The calendar modal as sent, days 'YYYY-MM-DD'. */
export interface CalendarPeriodInput {
  startDate: Day;
  endDate: Day;
  itemUsage?: string;
  type?: CalendarPeriodType;
  requestedQuantity?: number;
  message?: string;
}

/** Field errors (422) go under the fields, days no longer free (409) above them. */
export const shownByPeriodForm = (error: ApiError): boolean => shownByForm(error) || error.status === 409;

export function createCalendarPeriod(id: number, input: CalendarPeriodInput): Promise<CalendarPeriodCreated> {
  return api.post<CalendarPeriodCreated>(
    API.calendarPeriodTroc(id),
    { calendar_modale_form: input },
    { handles: shownByPeriodForm },
  );
}

export type PeriodButtonAction = 'approve' | 'deny' | 'cancel';

/** Approve, deny or cancel; a refused transition (409) or a role that may not (403) is the caller's to show. */
export function runPeriodAction(action: PeriodButtonAction, id: number): Promise<CalendarPeriodView> {
  return api.post<CalendarPeriodView>(
    API.calendarPeriodAction(action, id),
    {},
    { handles: (e) => e.status === 409 || e.status === 403 },
  );
}

/** A period's action; the listing's calendar is read again whatever the answer (someone may have been quicker). */
export function usePeriodAction(trocId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, period }: { action: PeriodButtonAction; period: CalendarPeriodView }) =>
      runPeriodAction(action, period.id),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.troc(trocId) }),
  });
}
