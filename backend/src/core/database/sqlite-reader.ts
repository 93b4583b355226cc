import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { inOpenTransaction } from './transaction-guard.js';

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
      key = sql + '\u0000' + parameters.map((p) => typeof p + ':' + String(p)).join('\u0000');
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

/**
 * Long reads (the search) off the event loop on SQLite. better-sqlite3 is synchronous: a 50 ms
 * search blocks every other request for 50 ms, and under load the header counters starve behind
 * the searches. Here the statement runs on a worker thread with its own read-only connection
 * (the other core of a small server), and the event loop goes on answering meanwhile.
 * MySQL, an in-memory SQLite and reads inside a transaction (which must see its own writes) use
 * the ordinary connection.
 */
@Injectable()
export class SqliteReader implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'database' | 'databaseLimits'>,
  ) {}

  /**
   * The raw rows of a query builder's statement, as getRawMany gives them. `reuse`: on SQLite the
   * rows of the same statement are given again as long as nothing was written to the database
   * since (exact, not a timed cache: any commit drops them).
   */
  async rawMany<T>(qb: SelectQueryBuilder<ObjectLiteral>, { reuse = false } = {}): Promise<T[]> {
    if (!this.offThread()) return qb.getRawMany<T>();
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
