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
