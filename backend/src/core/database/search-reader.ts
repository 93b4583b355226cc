import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { inOpenTransaction } from './transaction-guard.js';
import { WriteGeneration } from './write-generation.js';

/**
 * How long MySQL rows are given again at most: another instance's writes do not change this
 * process's write generation, so a search sees them at the latest this much later.
 */
export const REUSE_MAX_AGE_MS = 2_000;

/**
 * The worker: its own connection to the same file, reading only. With WAL a reader sees what was
 * committed when its statement starts and never waits for the writer, nor the writer for it.
 * Plain CommonJS evaluated as is, so that it runs the same from the sources (tests) and the build.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('query_only = ON');
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
db.pragma('cache_size = -65536');
const statements = new Map();
const version = db.prepare('PRAGMA data_version').pluck();
const results = new Map();
let seen = null;
parentPort.on('message', ({ id, sql, parameters, reuse }) => {
  try {
    let key = null;
    if (reuse) {
      // data_version changes whenever another connection commits: kept results are then dropped.
      const now = version.get();
      if (now !== seen) {
        results.clear();
        seen = now;
      }
      key = sql + '\u0000' + parameters.map((p) => typeof p + ':' + (p instanceof Date ? p.toISOString() : String(p))).join('\u0000');
      const kept = results.get(key);
      if (kept) return parentPort.postMessage({ id, rows: kept });
    }
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    const rows = statement.all(...parameters);
    if (key !== null) {
      if (results.size >= 200) results.clear();
      results.set(key, rows);
    }
    parentPort.postMessage({ id, rows });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A statement the reader's connection refused, with SQLite's code (SQLITE_BUSY… keeps meaning « busy »). */
export class SqliteReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteReadError';
  }
}

/** better-sqlite3 takes no booleans, and TypeORM writes dates as UTC text: as TypeORM's own query does. */
export function bindable(parameters: readonly unknown[]): unknown[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

/** A parameter in a reuse key: its type and value, a date to the millisecond (String() stops at the second). */
const keyOf = (p: unknown): string => typeof p + ':' + (p instanceof Date ? p.toISOString() : String(p));

/**
 * The rows of identical statements, given again while this process has written nothing since
 * they were read (and for REUSE_MAX_AGE_MS at most). Reads of the same statement that arrive
 * while one runs wait for it instead of running again: a crowd repeating a search costs one.
 */
export class ReusedReads {
  private readonly entries = new Map<string, { generation: number; at: number; rows: Promise<unknown[]> }>();

  constructor(
    private readonly generation: WriteGeneration,
    private readonly maxAgeMs = REUSE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  rows(sql: string, parameters: readonly unknown[], read: () => Promise<unknown[]>): Promise<unknown[]> {
    const key = sql + '\u0000' + parameters.map(keyOf).join('\u0000');
    const generation = this.generation.value;
    const at = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.generation === generation && at - kept.at < this.maxAgeMs) return kept.rows;
    const entry = { generation, at, rows: read() };
    if (this.entries.size >= 200) this.entries.clear();
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // A write during the read may or may not show in its rows: they are not given again.
    entry.rows.then(() => this.generation.value !== generation && forget(), forget);
    return entry.rows;
  }
}

/**
 * Long reads (the search) off the event loop on SQLite. better-sqlite3 is synchronous: a 50 ms
 * search blocks every other request for 50 ms, and under load the header counters starve behind
 * the searches. Here the statement runs on a worker thread with its own read-only connection
 * (the other core of a small server), and the event loop goes on answering meanwhile.
 * MySQL, an in-memory SQLite and reads inside a transaction (which must see its own writes) use
 * the ordinary connection; on MySQL, rows to reuse are kept in this process (ReusedReads).
 */
@Injectable()
export class SearchReader implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private readonly reused: ReusedReads;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'database' | 'databaseLimits'>,
    generation: WriteGeneration = new WriteGeneration(),
  ) {
    this.reused = new ReusedReads(generation);
  }

  /**
   * The raw rows of a query builder's statement, as getRawMany gives them. `reuse`: the rows of
   * the same statement are given again as long as nothing was written since: on SQLite any
   * commit drops them (exact); on MySQL any write of this process, or REUSE_MAX_AGE_MS.
   */
  async rawMany<T>(qb: SelectQueryBuilder<ObjectLiteral>, { reuse = false } = {}): Promise<T[]> {
    if (!this.offThread()) {
      if (!reuse || !this.reusable()) return qb.getRawMany<T>();
      const [sql, parameters] = qb.getQueryAndParameters();
      return (await this.reused.rows(sql, parameters, () => qb.getRawMany())) as T[];
    }
    const [sql, parameters] = qb.getQueryAndParameters();
    const bound = bindable(parameters);
    // Told to the data source's logger like any other statement (query logs, the benches' capture).
    this.dataSource.logger.logQuery(sql, bound);
    return (await this.run(sql, bound, reuse)) as T[];
  }

  /** COUNT(*) of a query builder's rows (the same number as getCount when it has no join). */
  async count(qb: SelectQueryBuilder<ObjectLiteral>, options: { reuse?: boolean } = {}): Promise<number> {
    const counted = qb.clone().select('COUNT(*)', 'cnt').orderBy().offset(undefined).limit(undefined);
    const [row] = await this.rawMany<{ cnt: number | string }>(counted, options);
    return Number(row?.cnt ?? 0);
  }

  onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error('Lecteur SQLite arrêté.'));
    return worker ? worker.terminate().then(() => undefined) : Promise.resolve();
  }

  /** MySQL, outside a transaction (which must see its own writes). */
  private reusable(): boolean {
    return this.config.database.driver !== 'sqlite' && !inOpenTransaction();
  }

  private offThread(): boolean {
    const db = this.config.database;
    return db.driver === 'sqlite' && db.path !== ':memory:' && !inOpenTransaction();
  }

  private run(sql: string, parameters: unknown[], reuse = false): Promise<unknown[]> {
    const worker = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters, reuse });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const db = this.config.database as { path: string };
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        path: db.path,
        busyTimeoutMs: this.config.databaseLimits.busyTimeoutMs,
      },
    });
    worker.on('message', (m: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const pending = this.pending.get(m.id);
      if (!pending) return;
      this.pending.delete(m.id);
      if (m.error) pending.reject(new SqliteReadError(m.error.message, m.error.code));
      else pending.resolve(m.rows ?? []);
    });
    // A dead worker fails what it held; the next read starts another.
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.fail(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`Lecteur SQLite arrêté (code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
