import { settleWithin } from '../clock/deadline.js';
import type { RedisOptions } from 'ioredis';

/**
 * ioredis settings for the request path: while Redis is away a command fails within a couple
 * of seconds (the request answers 503) instead of waiting in memory for it to come back.
 */
export const REDIS_OPTIONS: RedisOptions = {
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  maxRetriesPerRequest: 1,
  // Commands issued before the first connection wait for it (start-up); once it is lost they fail at once.
  enableOfflineQueue: true,
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return settleWithin(promise, ms, () => Object.assign(new Error(`Timed out after ${ms} ms`), { code: 'ETIMEDOUT' }));
}

/**
 * Logs a connection's errors through the application's logger, at most one line per kind every
 * 30 s: without a listener ioredis writes « Unhandled error event » to stderr on every retry.
 */
export function logRedisErrors(log: (message: string) => void): (error: Error) => void {
  const last = new Map<string, number>();
  return (error) => {
    const kind = (error as { code?: string }).code ?? error.message;
    const now = Date.now();
    if ((last.get(kind) ?? 0) > now - 30_000) return;
    last.set(kind, now);
    log(`Redis : ${error.message}`);
  };
}
