import type { DataSource } from 'typeorm';
import { deadline, settleWithin } from '../clock/deadline.js';
import type { AppConfig } from '../config/config.js';

type Limits = AppConfig['databaseLimits'];

/** The database did not answer in time (no free connection, no turn to write): the request gets a 503. */
export class DatabaseBusyError extends Error {
  constructor(what: string, ms: number) {
    super(`Base de données occupée : ${what} après ${ms} ms d'attente.`);
    this.name = 'DatabaseBusyError';
  }
}

/** Resolves as `promise` does, or rejects with a DatabaseBusyError after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return settleWithin(promise, ms, () => new DatabaseBusyError(what, ms));
}

// Timeouts and lock refusals from either database: the request may succeed a moment later.
const BUSY_CODES = new Set([
  'PROTOCOL_SEQUENCE_TIMEOUT', // mysql2's own query timeout
  'PROTOCOL_CONNECTION_LOST',
  'ETIMEDOUT',
  'ECONNREFUSED',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_STATEMENT_TIMEOUT', // MariaDB max_statement_time
  'ER_QUERY_TIMEOUT', // MySQL max_execution_time
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);
const BUSY_ERRNOS = new Set([1040, 1205, 1213, 1969, 3024]);

/** True for an error that means « the database is saturated or unreachable right now », on either driver. */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError) return true;
  const e = error as { code?: unknown; errno?: unknown; driverError?: { code?: unknown; errno?: unknown } } | null;
  if (!e || typeof e !== 'object') return false;
  const code = String(e.driverError?.code ?? e.code ?? '');
  const errno = Number(e.driverError?.errno ?? e.errno);
  return BUSY_CODES.has(code) || /^SQLITE_(BUSY|LOCKED)_/.test(code) || BUSY_ERRNOS.has(errno);
}

interface PoolConnection {
  query(sql: string, callback: (error: Error | null) => void): unknown;
  release(): void;
}
interface Pool {
  getConnection(callback: (error: Error | null, connection?: PoolConnection) => void): void;
}

/**
 * MySQL: bounds every wait on the database, after start-up (so that migrations are not cut short).
 * mysql2's pool queues a request for a connection forever: here it gives up after the acquire
 * timeout (a connection handed over too late goes straight back to the pool). Each connection's
 * statements are stopped by the server after the query timeout (lock waits included), and the
 * client gives up a few seconds later in case the server itself stopped answering.
 */
export function limitPoolWaits(dataSource: DataSource, limits: Limits): void {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return;
  const driver = dataSource.driver as unknown as {
    pool: Pool;
    options: { enableQueryTimeout?: boolean; maxQueryExecutionTime?: number };
  };
  const pool = driver.pool;
  const acquire = pool.getConnection.bind(pool);
  const seconds = limits.queryTimeoutMs / 1000;
  const session =
    dataSource.options.type === 'mariadb'
      ? `SET SESSION max_statement_time = ${seconds}, innodb_lock_wait_timeout = ${Math.max(1, Math.ceil(seconds))}`
      : `SET SESSION max_execution_time = ${limits.queryTimeoutMs}, innodb_lock_wait_timeout = ${Math.max(1, Math.ceil(seconds))}`;
  const limited = new WeakSet<PoolConnection>();
  pool.getConnection = (callback) => {
    let expired = false;
    const cancel = deadline(limits.acquireTimeoutMs, () => {
      expired = true;
      callback(new DatabaseBusyError('aucune connexion libre', limits.acquireTimeoutMs));
    });
    acquire((error, connection) => {
      if (expired) return connection?.release();
      cancel();
      if (error || !connection) return callback(error);
      if (!limited.has(connection)) {
        // Queued ahead of the caller's first statement; a failure shows on that statement.
        connection.query(session, () => undefined);
        limited.add(connection);
      }
      callback(null, connection);
    });
  };
  driver.options.enableQueryTimeout = true;
  driver.options.maxQueryExecutionTime = limits.queryTimeoutMs + 5_000;
}
