import type { CalendarPeriodStatus, CalendarPeriodType, ReturnCondition } from '../enums/marketplace.js';
import type { PeriodAction } from '../machines/calendar-period.js';
import type { Day } from '../rules/calendar.js';
import type { ListResponse } from './http.js';

/** Who booked a period, as the calendar shows them (supporting §3 Calendar period user). */
export interface CalendarPeriodUser {
  slug: string;
  firstname: string;
  lastname: string;
  avatar: string | null;
  /** Whether the viewer may open the public profile. */
  readable: boolean;
}

/** The return of a lent good, once recorded. */
export interface LoanReturnView {
  returnDate: Day;
  returnDateString: string;
  condition: ReturnCondition;
  note: string | null;
  by: string | null;
}

/** The listing a period is about (the loans lists). */
export interface CalendarTrocRef {
  id: number;
  slug: string;
  name: string;
  thumbnail: string | null;
}

/**
 * A booking period (supporting §3 Calendar period). A viewer who neither manages the listing
 * nor booked the period sees it only as held days, without user, usage or tracker.
 */
export interface CalendarPeriodView {
  id: number;
  /** Its place in the list: the calendar colours periods by it. */
  index: number;
  periodStatus: CalendarPeriodStatus;
  periodType: CalendarPeriodType;
  /** Days, both ends included. */
  duration: number;
  startDate: Day;
  endDate: Day;
  /** dd/mm/yyyy */
  startDateString: string;
  endDateString: string;
  timeStart: string | null;
  itemUsage: string | null;
  requestedQuantity: number;
  currentManager: boolean;
  currentUser: boolean;
  user: CalendarPeriodUser | null;
  /** The exchange's slug, for its parties. */
  tracker: string | null;
  troc: CalendarTrocRef;
  /** What the viewer may do now, from the shared table. */
  actions: PeriodAction[];
  /** The viewer may record the return (a loan under way, not yet returned). */
  returnable: boolean;
  returned: LoanReturnView | null;
  /** Under way or validated, not returned, its last day within the reminder's days. */
  dueSoon: boolean;
  /** Its last day has passed and the good has not come back. */
  overdue: boolean;
}

/** A day's availability in the calendar item. */
export interface CalendarSlot {
  date: Day;
  available: number;
}

/** The calendar of a loan listing (supporting §3 Calendar item). */
export interface CalendarItem {
  /** The listing's slug: the modal posts for it. */
  token: string;
  /** dd/mm/yyyy, as the calendar widget writes dates. */
  format: string;
  /** The window read, ISO days. */
  start_date: Day;
  end_date: Day;
  time_start: string | null;
  time_end: string | null;
  name: string;
  /** Units lent at most. */
  total: number;
  /** Every day of the window with its units available. */
  slots: CalendarSlot[];
  /** The days of the window on which nothing is left (the picker disables them). */
  reverse_slots: Day[];
  /** The listing's own availability window, when it has one. */
  availability: { start: Day | null; end: Day | null };
  /** The viewer manages the listing: every period, the type choice, maintenance. */
  currentManager: boolean;
  /** The viewer may book (signed in, not the manager, the listing published). */
  canBook: boolean;
}

/**
 * POST /api/calendar/troc/{id}/ with calendar_form[start], calendar_form[end] (the window),
 * calendar_form[status] and page: the periods list (data), the periods of the window, the item.
 */
export interface CalendarLoaderResponse extends ListResponse<CalendarPeriodView> {
  periods: CalendarPeriodView[];
  item: CalendarItem;
}

/** POST /api/calendar/period/troc/{id}/ (calendar_modale_form): the period made, and its exchange for a request. */
export interface CalendarPeriodCreated {
  period: CalendarPeriodView;
  tracker: string | null;
  thread: string | null;
  redirect: string | null;
}

/** The tracker's calendarPeriod (core §3): what its cards and pages show of the loan. */
export interface TrackerCalendarPeriod {
  id: number;
  itemUsage: string | null;
  startDateString: string;
  endDateString: string;
  duration: number;
  periodStatus: CalendarPeriodStatus;
  returned: LoanReturnView | null;
  overdue: boolean;
}

/** GET /api/tracker/calendar/{slug}/: the tracker calendar page. */
export interface TrackerCalendarResponse {
  tracker: { slug: string; name: string; trackerStatus: string; thread: string | null };
  period: CalendarPeriodView;
  item: CalendarItem;
}

/** The loans lists: borrowed (I booked), lent (I manage); overdue narrows to late returns. */
export type LoanScope = 'borrowed' | 'lent';

/** POST /api/calendar/loans/ with loan_filter_form[scope], loan_filter_form[status] ('overdue', 'current', 'past'), page. */
export interface LoanListResponse extends ListResponse<CalendarPeriodView> {
  overdue: number;
}

/** GET /api/calendar/feed/: the private address of my iCalendar feed. */
export interface CalendarFeedResponse {
  url: string;
}
