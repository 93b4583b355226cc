// Loans as the server sends them, for the unit tests (never imported by application code).
import {
  addDays,
  CalendarPeriodStatus,
  CalendarPeriodType,
  displayDay,
  parisDay,
  TrackerStatus,
  type CalendarItem,
  type CalendarPeriodView,
  type Day,
  type LoanListResponse,
  type TrackerCalendarResponse,
} from '@troc/shared';

/** A pending request for 3 to 5 December 2026, seen by the listing's manager. */
export function periodFixture(overrides: Partial<CalendarPeriodView> = {}): CalendarPeriodView {
  return {
    id: 7,
    index: 0,
    periodStatus: CalendarPeriodStatus.None,
    periodType: CalendarPeriodType.Reservation,
    duration: 3,
    startDate: '2026-12-03',
    endDate: '2026-12-05',
    startDateString: '03/12/2026',
    endDateString: '05/12/2026',
    timeStart: null,
    itemUsage: 'Chantier participatif du quartier',
    requestedQuantity: 2,
    currentManager: true,
    currentUser: false,
    user: { slug: 'karim-haddad', firstname: 'Karim', lastname: 'Haddad', avatar: null, readable: true },
    tracker: 'echange-1',
    troc: { id: 12, slug: 'perceuse-visseuse', name: 'Perceuse visseuse', thumbnail: null },
    actions: ['approve', 'deny'],
    returnable: false,
    returned: null,
    dueSoon: false,
    overdue: false,
    ...overrides,
  };
}

/** A loan under way since three days ago, ending in two: its return may be recorded. */
export function ongoingFixture(overrides: Partial<CalendarPeriodView> = {}): CalendarPeriodView {
  const start: Day = addDays(parisDay(), -3);
  const end: Day = addDays(parisDay(), 2);
  return periodFixture({
    periodStatus: CalendarPeriodStatus.Ongoing,
    startDate: start,
    endDate: end,
    startDateString: displayDay(start),
    endDateString: displayDay(end),
    duration: 6,
    actions: ['cancel'],
    returnable: true,
    ...overrides,
  });
}

export function itemFixture(): CalendarItem {
  return {
    token: 'perceuse-visseuse',
    format: 'dd/mm/yyyy',
    start_date: '2026-11-01',
    end_date: '2027-01-31',
    time_start: null,
    time_end: null,
    name: 'Perceuse visseuse',
    total: 3,
    slots: [],
    reverse_slots: [],
    availability: { start: null, end: null },
    currentManager: true,
    canBook: false,
  };
}

export function trackerCalendarFixture(period: CalendarPeriodView = periodFixture()): TrackerCalendarResponse {
  return {
    tracker: {
      slug: 'echange-1',
      name: 'Perceuse visseuse',
      trackerStatus: TrackerStatus.ReservationRequested,
      thread: 'fil-1',
    },
    period,
    item: itemFixture(),
  };
}

export function loanListFixture(data: CalendarPeriodView[], overdue = 0): LoanListResponse {
  return { data, total: data.length, total_results: data.length, url: '', overdue };
}
