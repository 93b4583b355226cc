import type { Day } from '@troc/shared';

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31/01 + 1 → 28/02). */
export function addMonths(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
