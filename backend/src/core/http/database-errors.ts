import { type ErrorCode, fr } from '@troc/shared';
import { isDatabaseBusy } from '../database/pool-limits.js';
import { isServiceDown } from './service-down.js';
import {
  EntityNotFoundError,
  EntityPropertyNotFoundError,
  FindRelationsNotFoundError,
  OptimisticLockVersionMismatchError,
  QueryFailedError,
  TypeORMError,
  UpdateValuesMissingError,
} from 'typeorm';

/** How an error of the database, the ORM or another service is answered. */
export interface ServiceErrorAnswer {
  status: number;
  message: string;
  /** Bad input reached the database or the ORM: a check is missing upstream. */
  defect: boolean;
  code: ErrorCode;
}

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
}

/** Network failures of a client (mysql2, ioredis, the mail and file stores). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'POOL_CLOSED',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** MySQL/MariaDB: the server is busy, gone or out of connections, not the request's fault. */
const MYSQL_UNAVAILABLE = new Set([
  1040, // too many connections
  1053, // server shutdown in progress
  1205, // lock wait timeout
  1213, // deadlock
  1317, // query interrupted
  2002, // cannot connect (socket)
  2003, // cannot connect (TCP)
  2006, // server has gone away
  2013, // connection lost during the query
  3024, // maximum execution time exceeded
]);

/** SQLite: the file is locked by another writer, full, read-only or unreadable. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM|INTERRUPT)/;

/** Messages of clients that lost their server (ioredis, mysql2's pool, TypeORM before it connects). */
const UNREACHABLE_MESSAGES =
  /^(Connection is closed|Stream isn't writeable|Reached the max retries per request limit|Pool is closed|Can't add new command when connection is in closed state)/;

const driverOf = (error: unknown): DriverError => {
  const driver = (error as { driverError?: DriverError } | null)?.driverError;
  return driver && typeof driver === 'object' ? driver : ((error ?? {}) as DriverError);
};

/** A database, Redis or object store that cannot be reached or is saturated now: the client (or the job) may retry later. */
export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  // The pool's bounded waits (acquire, statement and lock timeouts, deadlocks).
  if (isDatabaseBusy(error) || isServiceDown(error)) return true;
  const name = (error as { name?: unknown }).name;
  if (name === 'MaxRetriesPerRequestError' || name === 'CannotExecuteNotConnectedError') return true;
  // The object store (AWS SDK): a fault of the server (5xx, « SlowDown ») or a request that timed out.
  const stored = error as { $fault?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (stored.$fault === 'server' || Number(stored.$metadata?.httpStatusCode) >= 500) return true;
  if (name === 'TimeoutError' || name === 'RequestTimeout') return true;
  if (name === 'ConnectionIsNotSetError' || name === 'CannotConnectAlreadyConnectedError') return false;
  for (const source of [error as DriverError, driverOf(error)]) {
    const code = String(source.code ?? '');
    if (NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
    if (typeof source.errno === 'number' && MYSQL_UNAVAILABLE.has(source.errno)) return true;
    if (typeof source.message === 'string' && UNREACHABLE_MESSAGES.test(source.message)) return true;
  }
  return false;
}

/**
 * A database refusal that reached the filter means a check is missing upstream: uniqueness
 * and references answer 409, everything else the row could not hold 422 (SQLite and MySQL).
 */
function constraintStatus(error: QueryFailedError): number {
  const driver = driverOf(error);
  const code = String(driver.code ?? '');
  if (/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY|FOREIGNKEY)$/.test(code)) return 409;
  switch (driver.errno) {
    case 1062: // duplicate entry
    case 1451: // row referenced
    case 1452: // missing reference
    case 1022: // duplicate key
    case 1586: // duplicate entry (partitioned)
      return 409;
    default:
      // NOT NULL, CHECK, type, range, length, date, JSON, syntax: what the request sent
      // could not be stored (1048, 1264, 1265, 1292, 1366, 1406, 3140 ... and codes unmapped).
      return 422;
  }
}

/**
 * The answer to an error of the ORM, the database driver or a service client; null when the
 * error is none of theirs. None of them is a 500: bad input that reached the database is a
 * 4xx (and a defect to fix), a database or service out of reach a 503.
 */
export function serviceErrorAnswer(error: unknown): ServiceErrorAnswer | null {
  if (isUnavailable(error)) return { status: 503, message: fr.http.unavailable, defect: false, code: 'UNAVAILABLE' };
  if (error instanceof EntityNotFoundError)
    return { status: 404, message: fr.http.notFound, defect: true, code: 'NOT_FOUND' };
  if (error instanceof UpdateValuesMissingError) {
    return { status: 422, message: fr.http.nothingToChange, defect: true, code: 'NOT_STORED' };
  }
  if (error instanceof OptimisticLockVersionMismatchError) {
    return { status: 409, message: fr.http.conflict, defect: true, code: 'CONCURRENT_UPDATE' };
  }
  if (error instanceof EntityPropertyNotFoundError || error instanceof FindRelationsNotFoundError) {
    return { status: 422, message: fr.validation.invalidBody, defect: true, code: 'BAD_REQUEST' };
  }
  if (error instanceof QueryFailedError) {
    const status = constraintStatus(error);
    return status === 409
      ? { status, message: fr.http.duplicate, defect: true, code: 'DUPLICATE' }
      : { status, message: fr.http.notStored, defect: true, code: 'NOT_STORED' };
  }
  if (error instanceof TypeORMError)
    return { status: 422, message: fr.http.notStored, defect: true, code: 'NOT_STORED' };
  return null;
}
