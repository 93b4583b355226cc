/**
 * What every database benchmark does the same way: read its settings, run on SQLite then on
 * MariaDB/MySQL (skipped when unreachable), start the application in this process to fill the
 * data and in its own process to answer HTTP, time calls after a warm-up, and replay the SQL a
 * call issued straight on the driver.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../../../dist/app.factory.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { type Figures, printFigures, record, result } from './figures.js';
import { startServer } from './server.js';
import { mysqlDriver, type RawDriver, sqliteDriver, type Statement } from './sql.js';
import { summarise, timed } from './stats.js';
import { mysqlTarget, sqliteTarget, type Target } from './targets.js';

export const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;

export const SETTINGS = {
  runs: int('BENCH_RUNS', 30),
  warmup: 3,
  mysqlUrl: process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306/',
  keep: process.env.BENCH_KEEP === '1',
  explain: process.env.BENCH_EXPLAIN === '1',
  only: process.env.BENCH_ONLY,
};

export { type Figures, printFigures, record };

/** MariaDB or MySQL, as the server says, for the figures' `db`. */
export async function flavourOf(ds: DataSource): Promise<Figures['db']> {
  if (ds.options.type === 'better-sqlite3') return 'sqlite';
  const [row] = (await ds.query('SELECT VERSION() AS v')) as { v: string }[];
  return /mariadb/i.test(row?.v ?? '') ? 'mariadb' : 'mysql';
}

/** A bench's headline figure with its baseline of the same run (value, unit, baseline, ratio). */
export function recordResult(
  bench: string,
  target: Target,
  value: number,
  unit: string,
  baseline: number,
  extra: Record<string, unknown> = {},
): void {
  record({ bench, db: target.name === 'SQLite' ? 'sqlite' : 'mariadb', ...result(value, unit, baseline), ...extra });
}

/** One target while it is measured: the application (in process), its data source, the driver, the server. */
export interface Bench {
  target: Target;
  app: INestApplication;
  ds: DataSource;
  raw: RawDriver;
  server: Awaited<ReturnType<typeof startServer>>;
}

/**
 * Runs `measure` on SQLite, then on MariaDB/MySQL (BENCH_ONLY=sqlite|mysql keeps one); `fill`
 * loads the data unless an earlier BENCH_KEEP=1 run left it.
 */
export async function onEachTarget(
  fill: (app: INestApplication, ds: DataSource) => Promise<void>,
  measure: (bench: Bench) => Promise<void>,
): Promise<void> {
  if (SETTINGS.only !== 'mysql') await onTarget(sqliteTarget(SETTINGS.keep), fill, measure);
  if (SETTINGS.only !== 'sqlite') {
    const target = await mysqlTarget(SETTINGS.mysqlUrl, SETTINGS.keep);
    if (typeof target === 'string') {
      console.log(`\nMariaDB/MySQL sauté : ${SETTINGS.mysqlUrl} injoignable (${target}).`);
    } else await onTarget(target, fill, measure);
  }
  printFigures();
}

async function onTarget(
  target: Target,
  fill: (app: INestApplication, ds: DataSource) => Promise<void>,
  measure: (bench: Bench) => Promise<void>,
): Promise<void> {
  console.log(`\n━━ ${target.name}`);
  const config = loadConfig({ ...process.env, ...target.env });
  const app = await createApp(config);
  let server: Bench['server'] | null = null;
  let raw: RawDriver | null = null;
  try {
    const ds = app.get(DataSource);
    if (target.reused) console.log('Base conservée d’un passage précédent (BENCH_KEEP=1) : réutilisée.');
    else await fill(app, ds);
    raw = config.database.driver === 'sqlite' ? sqliteDriver(ds) : await mysqlDriver(target.env.DATABASE_URL!);
    server = await startServer(target.env);
    await measure({ target, app, ds, raw, server });
  } finally {
    await server?.stop();
    await raw?.close();
    await app.close();
    await target.dispose();
  }
}

/** `warmup` untimed calls, then `runs` timings; `fn` may return its own measure (else the wall time). */
export async function repeat(fn: () => Promise<number | void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SETTINGS.warmup + SETTINGS.runs; i++) {
    let own: number | void = undefined;
    const wall = await timed(async () => (own = await fn()));
    if (i >= SETTINGS.warmup) times.push(typeof own === 'number' ? own : wall);
  }
  return times;
}

/** The statements a call issued, run again one after the other on the driver: their sum, and the slowest. */
export async function replay(statements: Statement[], raw: RawDriver) {
  const perStatement = statements.map(() => [] as number[]);
  const sql = await repeat(async () => {
    let sum = 0;
    for (const [i, s] of statements.entries()) {
      const ms = await timed(() => raw.run(s));
      perStatement[i]!.push(ms);
      sum += ms;
    }
    return sum;
  });
  const medians = perStatement.map((ms) => summarise(ms.slice(SETTINGS.warmup)).p50);
  const worst = medians.indexOf(Math.max(...medians));
  const name = statements[worst]?.label || `n° ${worst + 1}/${statements.length}`;
  return { sql: summarise(sql), slowest: `${name} ${medians[worst]?.toFixed(1) ?? ''} ms` };
}

/** Seconds between two instants, for the fill's log. */
export const seconds = (to: number, from: number) => ((to - from) / 1000).toFixed(1);
