import {
  API,
  type CalendarFeedResponse,
  type CalendarPeriodView,
  type LoanListResponse,
  type LoanScope,
  type ReturnCondition,
  type TrackerCalendarResponse,
} from '@troc/shared';
import { api, ApiError, FORM_ERROR_KEY, shownByForm, ValidationError } from '@troc/ui';

/** « Mes prêts » filters: '' is every status. */
export type LoanStatusFilter = 'current' | 'overdue' | 'past' | '';

/** The period buttons the viewer may see (the system's `start` is never a button). */
export type PeriodButton = 'approve' | 'deny' | 'cancel';

/** The loan return form as the server reads it. */
export interface LoanReturnForm {
  returnDate: string;
  condition: ReturnCondition | '';
  note?: string;
}

export const LOANS_PAGE_SIZE = 20;

/** Query keys of the loans: one exchange's calendar, the lists, the agenda address. */
export const loanKeys = {
  all: ['loans'] as const,
  tracker: (slug: string) => ['loans', 'tracker', slug] as const,
  lists: () => ['loans', 'list'] as const,
  list: (scope: LoanScope, status: LoanStatusFilter, page: number) => ['loans', 'list', scope, status, page] as const,
  feed: ['loans', 'feed'] as const,
};

/** Not a party, or no period: the page says « introuvable » itself. */
const missing = (error: ApiError) => error.status === 404 || error.status === 403;
/** A refused transition (409) or a missing right (403) is said beside the buttons. */
const refused = (error: ApiError) => error.status === 409 || error.status === 403;

export function fetchTrackerCalendar(slug: string, signal?: AbortSignal): Promise<TrackerCalendarResponse> {
  return api.get<TrackerCalendarResponse>(API.trackerCalendar(slug), { signal, handles: missing });
}

/** approve, deny, cancel: the period as it now is. */
export function runPeriodAction(action: PeriodButton, id: number): Promise<CalendarPeriodView> {
  return api.post<CalendarPeriodView>(API.calendarPeriodAction(action, id), {}, { handles: refused });
}

/** Records the return: 422 under the fields, a refusal (409) above the form like its other errors. */
export function recordLoanReturn(id: number, form: LoanReturnForm): Promise<CalendarPeriodView> {
  return api
    .post<CalendarPeriodView>(
      API.calendarPeriodAction('return', id),
      { loan_return_form: form },
      { handles: (error) => shownByForm(error) || refused(error) },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && refused(error)) {
        throw new ValidationError({ [FORM_ERROR_KEY]: [error.message] }, error.code);
      }
      throw error;
    });
}

export function fetchMyLoans(
  scope: LoanScope,
  status: LoanStatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<LoanListResponse> {
  return api.post<LoanListResponse>(API.myLoans, { loan_filter_form: { scope, status }, page }, { signal });
}

export function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedResponse> {
  return api.get<CalendarFeedResponse>(API.calendarFeed, { signal });
}
