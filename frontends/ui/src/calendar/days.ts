import dayjs, { type Dayjs } from 'dayjs';
// Registers the French locale (Monday first) for antd's pickers even before the shell sets it.
import 'dayjs/locale/fr';
import { addDays, displayDay, fr, t, type CalendarItem, type Day } from '@troc/shared';

/** A picker's day as the API writes it. */
export const toDay = (date: Dayjs): Day => date.format('YYYY-MM-DD');

export const fromDay = (day: Day): Dayjs => dayjs(day);

/** Every day of the six weeks antd's month grid shows, Monday first: the window the loader reads. */
export function monthGrid(month: Dayjs): { start: Day; end: Day } {
  const first = month.startOf('month');
  const start = toDay(first.subtract((first.day() + 6) % 7, 'day'));
  return { start, end: addDays(start, 41) };
}

/** « Juin 2026 », whatever the global dayjs locale. */
export const monthTitle = (month: Dayjs): string => {
  const text = month.locale('fr').format('MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export type DayState = 'free' | 'partial' | 'full' | 'closed' | 'unknown';

/** Outside the listing's own availability window. */
export function outsideWindow(day: Day, availability: CalendarItem['availability'] | undefined): boolean {
  return Boolean(
    availability && ((availability.start && day < availability.start) || (availability.end && day > availability.end)),
  );
}

/** What a day of the grid shows: its state and the units left (known only inside the window read). */
export function dayState(
  day: Day,
  item: CalendarItem | undefined,
  slots: ReadonlyMap<Day, number>,
): { state: DayState; available: number } {
  const available = slots.get(day);
  if (!item || available === undefined) return { state: 'unknown', available: 0 };
  if (outsideWindow(day, item.availability)) return { state: 'closed', available };
  if (available <= 0) return { state: 'full', available: 0 };
  return { state: available >= item.total ? 'free' : 'partial', available };
}

/** « du 03/12/2026 au 05/12/2026 » as a label's start: « Du 03/12/2026 au 05/12/2026 ». */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The day's title and spoken text: its state in words and the units left. */
export function dayLabel(day: Day, state: DayState, available: number, total: number): string {
  return t(fr.ui.calendar.day[state], { day: displayDay(day), available, total });
}

/**
 * A click on the month while booking: the first click picks the start, the next one (the same day
 * or later) the end; a click before the start picks a new start.
 */
export function pickDay(start: Day | null, day: Day): { start: Day; end: Day | null } {
  if (start === null || day < start) return { start: day, end: null };
  return { start, end: day };
}
