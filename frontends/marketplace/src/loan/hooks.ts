import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CalendarPeriodView, LoanListResponse, LoanScope, TrackerCalendarResponse } from '@troc/shared';
import { ApiError, listingKeys } from '@troc/ui';
import { trackerKeys } from '../tracker/api';
import {
  fetchCalendarFeed,
  fetchMyLoans,
  fetchTrackerCalendar,
  loanKeys,
  recordLoanReturn,
  runPeriodAction,
  type LoanReturnForm,
  type LoanStatusFilter,
  type PeriodButton,
} from './api';
import { ui } from './labels';

export function useTrackerCalendar(slug: string) {
  return useQuery({ queryKey: loanKeys.tracker(slug), queryFn: ({ signal }) => fetchTrackerCalendar(slug, signal) });
}

export function useMyLoans(scope: LoanScope, status: LoanStatusFilter, page: number) {
  return useQuery({
    queryKey: loanKeys.list(scope, status, page),
    queryFn: ({ signal }) => fetchMyLoans(scope, status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The lent tab's badge: how many of my lent goods are late, whichever tab is open. */
export function useLentOverdue(): number | undefined {
  return useMyLoans('lent', 'overdue', 1).data?.overdue;
}

export function useCalendarFeed() {
  // The address does not change while the page is open.
  return useQuery({ queryKey: loanKeys.feed, queryFn: ({ signal }) => fetchCalendarFeed(signal), staleTime: Infinity });
}

/**
 * Puts a period as the server now has it wherever it shows: its exchange's calendar, the loans
 * lists; and has the pages that derive from it read again (the exchange's status and cards, the
 * listing's availability and its loan-return button).
 */
export function useStorePeriod() {
  const client = useQueryClient();
  return useCallback(
    (period: CalendarPeriodView) => {
      if (period.tracker) {
        client.setQueryData<TrackerCalendarResponse>(
          loanKeys.tracker(period.tracker),
          (previous) => previous && { ...previous, period },
        );
        void client.invalidateQueries({ queryKey: loanKeys.tracker(period.tracker) });
        void client.invalidateQueries({ queryKey: trackerKeys.view(period.tracker) });
      }
      client.setQueriesData<LoanListResponse>(
        { queryKey: loanKeys.lists() },
        (previous) =>
          previous && { ...previous, data: previous.data.map((item) => (item.id === period.id ? period : item)) },
      );
      void client.invalidateQueries({ queryKey: loanKeys.lists() });
      void client.invalidateQueries({ queryKey: trackerKeys.lists(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: listingKeys.view(period.troc.slug) });
    },
    [client],
  );
}

export interface PeriodNotice {
  type: 'success' | 'error';
  text: string;
}

/** Runs one button of a period: a busy button, then the outcome or the refusal (409, 403) beside it. */
export function usePeriodAction() {
  const store = useStorePeriod();
  const [busy, setBusy] = useState<PeriodButton | null>(null);
  const [notice, setNotice] = useState<PeriodNotice | null>(null);

  const run = useCallback(
    async (action: PeriodButton, id: number) => {
      setBusy(action);
      setNotice(null);
      try {
        store(await runPeriodAction(action, id));
        setNotice({ type: 'success', text: ui.calendar.done[action] });
      } catch (error) {
        // Other failures went to the global error modals.
        if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
          setNotice({ type: 'error', text: error.message });
        }
      } finally {
        setBusy(null);
      }
    },
    [store],
  );

  return { run, busy, notice };
}

/** Sends the loan return of a period, then stores the period wherever it shows. */
export function useRecordReturn(periodId: number) {
  const store = useStorePeriod();
  return useCallback(
    async (form: LoanReturnForm) => {
      const period = await recordLoanReturn(periodId, form);
      store(period);
      return period;
    },
    [periodId, store],
  );
}
