import dayjs from 'dayjs';

const NBSP = '\u00a0';

/** 1234.5 → "1 234,50 €": comma decimal, 2 decimals, French digit grouping. */
export function formatEuros(euros: number | null | undefined): string {
  if (euros === null || euros === undefined || !Number.isFinite(euros)) return 'N/A';
  const fixed = Math.abs(euros).toFixed(2);
  const [intPart, decPart] = fixed.split('.');
  const grouped = intPart!.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${euros < 0 ? '-' : ''}${grouped},${decPart}${NBSP}€`;
}

/** Money is stored in cents: 12345 → "123,45 €". */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'N/A' : formatEuros(cents / 100);
}

/** dd/mm/yyyy; empty string for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Pages of listings format dozens of dates each: dates and day strings, the usual values, skip dayjs.
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  const date = value instanceof Date ? value : day ? new Date(+day[1]!, +day[2]! - 1, +day[3]!) : null;
  if (date) {
    const year = date.getFullYear();
    if (Number.isNaN(year)) return '';
    if (year >= 1000 && year <= 9999) return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${year}`;
  }
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** dd/mm/yyyy à HH:mm (messages, history); empty string for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY [à] HH:mm') : '';
}

/** Postal codes lose their leading zero in spreadsheets: 1000 → "01000". */
export function padPostalCode(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = String(value).trim();
  return /^\d{1,5}$/.test(digits) ? digits.padStart(5, '0') : digits;
}

/** Cuts a text to `max` characters, ending with an ellipsis when something was cut. */
export function truncate(value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The truncation rules of the interface (core §9). */
export const TRUNCATE = {
  cardDescription: 200,
  operationDescription: 100,
  name: 200,
  personName: 20,
  cardName: 20,
  serviceName: 30,
} as const;

export const truncateCardDescription = (v: string | null | undefined) => truncate(v, TRUNCATE.cardDescription);
export const truncateOperationDescription = (v: string | null | undefined) =>
  truncate(v, TRUNCATE.operationDescription);
export const truncateName = (v: string | null | undefined) => truncate(v, TRUNCATE.name);
export const truncatePersonName = (v: string | null | undefined) => truncate(v, TRUNCATE.personName);
export const truncateCardName = (v: string | null | undefined) => truncate(v, TRUNCATE.cardName);
/** Service names are shown upper-cased and cut at 30 characters. */
export const formatServiceName = (v: string | null | undefined) =>
  truncate((v ?? '').toLocaleUpperCase('fr-FR'), TRUNCATE.serviceName);
export * from './text.js';
export * from './plural.js';
