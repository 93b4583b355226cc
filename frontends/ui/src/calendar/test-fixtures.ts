// Booking calendars as the server answers them, for the front ends' tests (never imported by application code).
import {
  addDays,
  CalendarPeriodStatus,
  CalendarPeriodType,
  type CalendarItem,
  type CalendarLoaderResponse,
  type CalendarPeriodView,
  type Day,
} from '@troc/shared';
import type { FakeCall } from '../test-utils';

export function periodFixture(overrides: Partial<CalendarPeriodView> = {}): CalendarPeriodView {
  return {
    id: 31,
    index: 0,
    periodStatus: CalendarPeriodStatus.None,
    periodType: CalendarPeriodType.Reservation,
    duration: 3,
    startDate: '2026-06-20',
    endDate: '2026-06-22',
    startDateString: '20/06/2026',
    endDateString: '22/06/2026',
    timeStart: null,
    itemUsage: 'Fête du service',
    requestedQuantity: 2,
    currentManager: false,
    currentUser: true,
    user: { slug: 'lea-durand', firstname: 'Léa', lastname: 'Durand', avatar: null, readable: true },
    tracker: 'pret-31',
    troc: { id: 150, slug: 'chariot-de-soins', name: 'Chariot de soins inox', thumbnail: null },
    actions: ['cancel'],
    returnable: false,
    returned: null,
    dueSoon: false,
    overdue: false,
    ...overrides,
  };
}

export interface LoaderOptions {
  periods?: CalendarPeriodView[];
  /** Units left on given days; every other day has the whole stock. */
  held?: Record<Day, number>;
  item?: Partial<CalendarItem>;
  total_results?: number;
}

/** The loader's answer for the window the call asks: every day with its units left. */
export function loaderFixture(
  call: FakeCall,
  { periods = [], held = {}, item = {}, total_results }: LoaderOptions = {},
) {
  const { start, end } = (call.body as { calendar_form: { start: Day; end: Day } }).calendar_form;
  const total = item.total ?? 3;
  const slots = [];
  for (let day = start; day <= end; day = addDays(day, 1)) slots.push({ date: day, available: held[day] ?? total });
  const body: CalendarLoaderResponse = {
    data: periods,
    total: periods.length,
    total_results: total_results ?? periods.length,
    url: '',
    periods,
    item: {
      token: 'chariot-de-soins',
      format: 'dd/mm/yyyy',
      start_date: start,
      end_date: end,
      time_start: null,
      time_end: null,
      name: 'Chariot de soins inox',
      total,
      slots,
      reverse_slots: slots.filter((s) => s.available <= 0).map((s) => s.date),
      availability: { start: '2026-01-01', end: '2027-08-23' },
      currentManager: false,
      canBook: true,
      ...item,
    },
  };
  return { body };
}

/** Only the clock is fixed: antd's own timers keep running. */
export function fixClock(now: string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}
