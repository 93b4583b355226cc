export interface Summary {
  p50: number;
  p95: number;
  mean: number;
}

/** Nearest-rank percentiles: with 30 runs, p95 is the second slowest. */
export function summarise(ms: number[]): Summary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), mean: sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1) };
}

export async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));

export interface Row {
  kind: string;
  results: number;
  http: Summary;
  sql: Summary;
  /** The slowest statement of the search, by median. */
  slowest: string;
}

/** A plain text table, aligned, one line per query kind. */
export function table(rows: Row[]): string {
  const head = ['requête', 'résultats', 'HTTP p50', 'p95', 'moy.', 'SQL p50', 'p95', 'moy.', 'app p50', 'plus lente'];
  const lines = rows.map((r) => [
    r.kind,
    String(r.results),
    ms(r.http.p50),
    ms(r.http.p95),
    ms(r.http.mean),
    ms(r.sql.p50),
    ms(r.sql.p95),
    ms(r.sql.mean),
    ms(r.http.p50 - r.sql.p50),
    r.slowest,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(head), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
