/** The marketplace runs on French time: a listing starts and ends on Paris calendar days. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInParis(now: Date = new Date()): string {
  return PARIS_DAY.format(now);
}

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31/01 + 1 → 28/02). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
