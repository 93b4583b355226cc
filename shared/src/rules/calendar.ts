import { CalendarPeriodType, ReturnCondition } from '../enums/marketplace.js';
import { LIMITS } from '../limits.js';
import { fr, t } from '../messages/fr.js';
import { Collector, type FieldErrors, readNumber, readText } from './listing.js';

const C = LIMITS.calendar;
const E = fr.calendar.errors;
const DAY_MS = 86_400_000;

/**
 * Days of the booking calendar are Paris calendar days written 'YYYY-MM-DD': they sort and
 * compare as text on both databases, and a period from the 3rd to the 5th holds three days.
 */
export type Day = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day as a form sends it, ISO or dd/mm/yyyy (the calendar's format); null when absent, undefined when not a real day. */
export function readDay(value: unknown): Day | null | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') return undefined;
  const text = readText(value);
  if (!text) return null;
  const iso = ISO.exec(text);
  const french = FRENCH.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : french ? [french[3], french[2], french[1]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return undefined;
  }
  if (Number(y) < 2000 || Number(y) > 2999) return undefined;
  return `${y}-${m}-${d}`;
}

/** Days since 1970-01-01: the sweep works on integers. */
export const dayNumber = (day: Day): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayFromNumber = (n: number): Day => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day => dayFromNumber(dayNumber(day) + days);

/** dd/mm/yyyy, the calendar's display format (supporting §9). */
export function displayDay(day: Day): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** Days a period holds, both ends included. */
export const periodDuration = (start: Day, end: Day): number => dayNumber(end) - dayNumber(start) + 1;

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on the clocks of Paris, where the marketplace runs. */
let lastDay = { second: NaN, day: '' };
export const parisDay = (now: Date | number = Date.now()): Day => {
  // Asked for per line by imports and forms: the same second is the same day, formatted once.
  const second = Math.floor(Number(now) / 1000);
  if (second !== lastDay.second) lastDay = { second, day: PARIS_DAY.format(new Date(now)) };
  return lastDay.day;
};

/** A period as the availability sees it: the days it holds and how many units. */
export interface HeldSpan {
  start: Day;
  end: Day;
  quantity: number;
}

/** Units available on each day of [from, to]: the total less every span overlapping that day. */
export function dailyAvailability(total: number, spans: readonly HeldSpan[], from: Day, to: Day): Map<Day, number> {
  const first = dayNumber(from);
  const length = dayNumber(to) - first + 1;
  const result = new Map<Day, number>();
  if (length <= 0) return result;
  // A difference array: each span adds at its first day and removes the day after its last.
  const diff = new Float64Array(length + 1);
  for (const span of spans) {
    const a = Math.max(dayNumber(span.start) - first, 0);
    const b = Math.min(dayNumber(span.end) - first, length - 1);
    if (a > b) continue;
    diff[a]! += span.quantity;
    diff[b + 1]! -= span.quantity;
  }
  let held = 0;
  for (let i = 0; i < length; i++) {
    held += diff[i]!;
    result.set(dayFromNumber(first + i), total - held);
  }
  return result;
}

/** The consecutive days of a candidate on which fewer than `quantity` units are left, as ranges. */
export function shortfalls(
  total: number,
  spans: readonly HeldSpan[],
  candidate: HeldSpan,
): { start: Day; end: Day; available: number }[] {
  const days = dailyAvailability(total, spans, candidate.start, candidate.end);
  const ranges: { start: Day; end: Day; available: number }[] = [];
  for (const [day, left] of days) {
    if (left >= candidate.quantity) continue;
    const last = ranges[ranges.length - 1];
    if (last && addDays(last.end, 1) === day) {
      last.end = day;
      last.available = Math.min(last.available, left);
    } else ranges.push({ start: day, end: day, available: Math.max(left, 0) });
  }
  return ranges;
}

/**
 * The consecutive days on which these spans hold more than `total` units, each range with the most
 * it holds: what a loan listing's quantity may not be lowered below.
 */
export function overbooked(total: number, spans: readonly HeldSpan[]): { start: Day; end: Day; held: number }[] {
  if (spans.length === 0) return [];
  const from = spans.reduce((day, span) => (span.start < day ? span.start : day), spans[0]!.start);
  const to = spans.reduce((day, span) => (span.end > day ? span.end : day), spans[0]!.end);
  const ranges: { start: Day; end: Day; held: number }[] = [];
  for (const [day, left] of dailyAvailability(total, spans, from, to)) {
    if (left >= 0) continue;
    const held = total - left;
    const last = ranges[ranges.length - 1];
    if (last && addDays(last.end, 1) === day) {
      last.end = day;
      last.held = Math.max(last.held, held);
    } else ranges.push({ start: day, end: day, held });
  }
  return ranges;
}

/** « du 03/12/2026 au 05/12/2026 » or « le 03/12/2026 », for messages naming dates. */
export function describeDays(start: Day, end: Day): string {
  return start === end
    ? t(fr.calendar.oneDay, { day: displayDay(start) })
    : t(fr.calendar.days, { start: displayDay(start), end: displayDay(end) });
}

/** The calendar modal as sent (supporting §4, core §5 calendar fields). */
export interface CalendarPeriodValues {
  startDate?: unknown;
  endDate?: unknown;
  itemUsage?: unknown;
  type?: unknown;
  requestedQuantity?: unknown;
  message?: unknown;
}

export interface CalendarPeriodContext {
  /** The manager chooses the type; anyone else books a reservation. */
  manager: boolean;
  today: Day;
  /** The listing's availability window, when it has one. */
  window: { start: Day | null; end: Day | null };
  /** Units the listing lends at most. */
  total: number;
}

export interface ReadPeriod {
  start: Day;
  end: Day;
  type: CalendarPeriodType;
  itemUsage: string | null;
  quantity: number;
  message: string | null;
}

/** Checks the calendar modal; the period read from it when it holds. */
export function validateCalendarPeriod(
  values: CalendarPeriodValues,
  ctx: CalendarPeriodContext,
): { errors: FieldErrors; period: ReadPeriod | null } {
  const c = new Collector();
  const start = readDay(values.startDate);
  const end = readDay(values.endDate);
  if (start === null) c.add('startDate', E.startRequired);
  if (start === undefined) c.add('startDate', fr.validation.date);
  if (end === null) c.add('endDate', E.endRequired);
  if (end === undefined) c.add('endDate', fr.validation.date);
  c.text('itemUsage', values.itemUsage, { max: C.usageMax });
  c.text('message', values.message, { min: LIMITS.message.min, max: LIMITS.message.max });
  let type = CalendarPeriodType.Reservation;
  if (ctx.manager) {
    type = c.choice('type', values.type, Object.values(CalendarPeriodType), E.typeRequired) ?? type;
  }
  const maintenance = type === CalendarPeriodType.Maintenance;
  const quantity =
    readNumber(values.requestedQuantity) === null && maintenance
      ? ctx.total
      : c.number('requestedQuantity', values.requestedQuantity ?? 1, {
          min: 1,
          max: Math.max(ctx.total, 1),
          integer: true,
        });
  if (start && end) {
    if (end < start) c.add('endDate', E.endBeforeStart);
    else if (periodDuration(start, end) > C.maxDays) c.add('endDate', t(E.tooLong, { days: C.maxDays }));
    // The manager may record a maintenance or a loan already under way; a requester books ahead.
    if (!ctx.manager && start < ctx.today) c.add('startDate', E.inThePast);
    if (start > addDays(ctx.today, C.horizonDays)) c.add('startDate', t(E.tooFar, { days: C.horizonDays }));
    if (!maintenance && !c.has('startDate') && ctx.window.start && start < ctx.window.start) {
      c.add('startDate', t(E.outsideWindow, { start: displayDay(ctx.window.start) }));
    }
    if (!maintenance && ctx.window.end && end > ctx.window.end) {
      c.add('endDate', t(E.afterWindow, { end: displayDay(ctx.window.end) }));
    }
  }
  const errors = c.errors;
  if (Object.keys(errors).length || !start || !end || quantity === null || Number.isNaN(quantity)) {
    return { errors, period: null };
  }
  return {
    errors,
    period: {
      start,
      end,
      type,
      itemUsage: readText(values.itemUsage) || null,
      quantity,
      message: readText(values.message) || null,
    },
  };
}

/** The loan return form as sent. */
export interface LoanReturnValues {
  returnDate?: unknown;
  condition?: unknown;
  note?: unknown;
}

export interface ReadReturn {
  date: Day;
  condition: ReturnCondition;
  note: string | null;
}

/** The loan return: a day between the loan's first day and today, a condition, a note up to 500. */
export function validateLoanReturn(
  values: LoanReturnValues,
  ctx: { start: Day; today: Day },
): { errors: FieldErrors; value: ReadReturn | null } {
  const c = new Collector();
  const date = readDay(values.returnDate);
  if (date === null) c.add('returnDate', E.returnDateRequired);
  if (date === undefined) c.add('returnDate', fr.validation.date);
  if (date && date > ctx.today) c.add('returnDate', E.returnInFuture);
  if (date && date < ctx.start) c.add('returnDate', t(E.returnBeforeStart, { start: displayDay(ctx.start) }));
  const condition = c.choice('condition', values.condition, Object.values(ReturnCondition), E.conditionRequired);
  c.text('note', values.note, { max: C.usageMax });
  const errors = c.errors;
  if (Object.keys(errors).length || !date || !condition) return { errors, value: null };
  return { errors, value: { date, condition, note: readText(values.note) || null } };
}

/** The calendar's hand-over hours as sent: 'HH:mm', both optional, the end after the start. */
export interface CalendarHoursValues {
  timeStart?: unknown;
  timeEnd?: unknown;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateCalendarHours(values: CalendarHoursValues): {
  errors: FieldErrors;
  hours: { timeStart: string | null; timeEnd: string | null } | null;
} {
  const c = new Collector();
  const read = (field: 'timeStart' | 'timeEnd') => {
    const value = values[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      c.add(field, E.hourFormat);
      return null;
    }
    const text = readText(value);
    if (text && !HOUR.test(text)) c.add(field, E.hourFormat);
    return text && HOUR.test(text) ? text : null;
  };
  const timeStart = read('timeStart');
  const timeEnd = read('timeEnd');
  if (timeStart && timeEnd && timeEnd <= timeStart) c.add('timeEnd', E.hoursOrder);
  const errors = c.errors;
  return Object.keys(errors).length ? { errors, hours: null } : { errors, hours: { timeStart, timeEnd } };
}
