import { type Day, daysInMonth } from '@troc/shared';

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31/01 + 1 → 28/02). */
export function addMonths(day: Day, months: number): Day {
  // By arithmetic, not through Date: an import asks for it on each of its lines.
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const date = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
}
