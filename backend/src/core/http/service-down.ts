import { HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { fr } from '@troc/shared';

/** Network failures of a client (mysql2, ioredis) and timeouts of ours. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'POOL_CLOSED',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** MySQL/MariaDB: the server cannot be reached or went away. */
const MYSQL_DOWN = new Set([1040, 1053, 2002, 2003, 2006, 2013]);

/** ioredis and mysql2 words for a lost server. */
const DOWN_MESSAGES =
  /^(Connection is closed|Stream isn't writeable|Reached the max retries per request limit|Pool is closed|Command timed out|Can't add new command when connection is in closed state)/;

/**
 * The database or Redis cannot be reached now (not the request's fault): the request answers
 * 503 and a job is tried again later.
 */
export function isServiceDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof ServiceUnavailableException) return true;
  const name = (error as { name?: unknown }).name;
  if (name === 'MaxRetriesPerRequestError' || name === 'CannotExecuteNotConnectedError') return true;
  const driver = (error as { driverError?: unknown }).driverError;
  for (const source of [error, driver] as { code?: unknown; errno?: unknown; message?: unknown }[]) {
    if (!source || typeof source !== 'object') continue;
    if (NETWORK_CODES.has(String(source.code ?? ''))) return true;
    if (typeof source.errno === 'number' && MYSQL_DOWN.has(source.errno)) return true;
    if (typeof source.message === 'string' && DOWN_MESSAGES.test(source.message)) return true;
  }
  return false;
}

/** The answer to a request that met a service down. */
export const SERVICE_DOWN = {
  status: HttpStatus.SERVICE_UNAVAILABLE,
  body: { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: fr.http.unavailable, code: 'UNAVAILABLE' },
} as const;
