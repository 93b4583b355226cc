import { fr } from '@troc/shared';
import { isDatabaseBusy } from '../database/pool-limits.js';

/** The database saturated or out of reach: a 503 that asks to retry, never a 500 nor a hang (logged as a fault). */
export const UNAVAILABLE = {
  status: 503,
  body: { statusCode: 503, message: fr.http.unavailable },
} as const;

export const isUnavailable = (exception: unknown): boolean => isDatabaseBusy(exception);
