import type { SavingsFigures, SavingsRow } from '@troc/shared';
import type { SavingsGroup } from '../tracker/index.js';

/** Stored units (cents, grams) to the dashboard's (€, kg); a sum over no known value stays null. */
export function figuresOf(groups: readonly SavingsGroup[]): SavingsFigures {
  const sum = (pick: (g: SavingsGroup) => number | null) =>
    groups.reduce<number | null>((total, g) => (pick(g) === null ? total : (total ?? 0) + pick(g)!), null);
  const cents = sum((g) => g.economyCents);
  const grams = sum((g) => g.grams);
  const co2 = sum((g) => g.co2Grams);
  return {
    nbTrackers: groups.reduce((n, g) => n + g.count, 0),
    items: groups.reduce((n, g) => n + g.items, 0),
    economy: cents === null ? null : cents / 100,
    weightKg: grams === null ? null : round2(grams / 1000),
    co2Kg: co2 === null ? null : round2(co2 / 1000),
    co2Unknown: groups.reduce((n, g) => n + g.co2Unknown, 0),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every month from `first` to `last` (YYYY-MM), both included, at most `max` of them (the latest). */
export function monthsBetween(first: string, last: string, max = 240): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = last.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months.slice(-max);
}

/** Groups with a key merged into rows (the same label may gather several keys: a service's taker …). */
export function rowsOf(
  groups: readonly SavingsGroup[],
  labelOf: (key: string | number | null) => { key: string | null; label: string },
): SavingsRow[] {
  const merged = new Map<string, { key: string | null; label: string; groups: SavingsGroup[] }>();
  for (const group of groups) {
    const { key, label } = labelOf(group.key);
    const id = key ?? '';
    const entry = merged.get(id) ?? { key, label, groups: [] };
    entry.groups.push(group);
    merged.set(id, entry);
  }
  return [...merged.values()]
    .map(({ key, label, groups: parts }) => ({ key, label, ...figuresOf(parts) }))
    .sort(
      (a, b) =>
        (b.co2Kg ?? -1) - (a.co2Kg ?? -1) || b.nbTrackers - a.nbTrackers || a.label.localeCompare(b.label, 'fr'),
    );
}

/** Which part of a period the monthly rollup answers, and which days must be read from the exchanges. */
export interface PeriodParts {
  /** Whole months (YYYY-MM, null: open), or null when the period holds none. */
  months: { from: string | null; to: string | null } | null;
  /** Days (YYYY-MM-DD, both included) of months the period only partly covers. */
  days: { from: string; to: string }[];
}

const monthStart = (month: string) => `${month}-01`;

/** The last day of a month (YYYY-MM-DD). */
function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function shiftMonth(month: string, by: 1 | -1): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A period of days cut into whole months (read from the rollup) and the days at its ends in a
 * month it does not cover whole (read from the exchanges: at most two months of them).
 */
export function periodParts(from: string | null, to: string | null): PeriodParts {
  const first = from === null ? null : from.endsWith('-01') ? from.slice(0, 7) : shiftMonth(from.slice(0, 7), 1);
  const last = to === null ? null : to === monthEnd(to.slice(0, 7)) ? to.slice(0, 7) : shiftMonth(to.slice(0, 7), -1);
  if (from !== null && to !== null && first! > last!) return { months: null, days: [{ from, to }] };
  const days: PeriodParts['days'] = [];
  if (from !== null && first !== from.slice(0, 7)) days.push({ from, to: monthEnd(from.slice(0, 7)) });
  if (to !== null && last !== to.slice(0, 7)) days.push({ from: monthStart(to.slice(0, 7)), to });
  return { months: { from: first, to: last }, days };
}
