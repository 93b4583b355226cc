import { t, type SavingsDimension, type SavingsFigures, type SavingsRow } from '@troc/shared';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';

export const d = dashboardUi;

/** What the charts measure: kgCO2e avoided, or € saved (the month chart may switch). */
export type Measure = 'co2Kg' | 'economy';

const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 1234.5 → « 1 234,50 »; « N/A » when none of the exchanges knew the value (never a guessed 0). */
export const decimals = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? d.figures.notAvailable : twoDecimals.format(value);

export const count = (value: number): string => whole.format(value);

/** « 12,50 kgCO2e », « 1 234,50 € », « 3,20 kg », or « N/A ». */
export function measureText(measure: Measure | 'weightKg', value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return d.figures.notAvailable;
  if (measure === 'economy') return `${twoDecimals.format(value)}\u00a0€`;
  return t(measure === 'co2Kg' ? d.units.co2 : d.units.kg, { value: twoDecimals.format(value) });
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDate(key: string | null): Date | null {
  const match = key ? MONTH_KEY.exec(key) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** « 2026-01 » → « janv. 2026 » (axes and tables); the server's label for anything else. */
export const monthShort = (key: string | null, fallback = ''): string => {
  const date = monthDate(key);
  return date ? shortMonth.format(date) : fallback;
};

/** « 2026-01 » → « janvier 2026 » (what the chart's description says). */
export const monthLong = (key: string | null, fallback = ''): string => {
  const date = monthDate(key);
  return date ? longMonth.format(date) : fallback;
};

/** A row's name: months written in French from their key, the server's label for the others (« Sans service »). */
export const rowLabel = (row: SavingsRow, dimension: SavingsDimension): string =>
  dimension === 'month' ? monthShort(row.key, row.label) : row.label;

/** « 1 échange n’a pas de CO2 connu… », « 3 échanges… », or that all are known. */
export function co2UnknownText(figures: SavingsFigures): string {
  if (figures.co2Unknown === 0) return d.co2Unknown.none;
  return t(d.co2Unknown.some, { count: count(figures.co2Unknown) });
}

/** The measure's name in the chart descriptions: « CO2 évité (kgCO2e) ». */
export const measureName = (measure: Measure): string => (measure === 'co2Kg' ? d.measure.co2 : d.measure.economy);
