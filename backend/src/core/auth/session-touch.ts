import type { NextFunction, Request, Response } from 'express';
import type session from 'express-session';

const FRESH = Symbol('troc.session.fresh');

/** How often the sliding expiry is written: every 5 minutes, or a tenth of the life of shorter sessions. */
export const touchInterval = (maxAgeMs: number): number => Math.min(5 * 60_000, Math.floor(maxAgeMs / 10));

/**
 * Sliding expiry without a store write per request. Placed right after express-session
 * (`rolling: true` keeps sending the cookie): while the stored expiry is less than `everyMs`
 * old, the session is marked fresh and the stores' touch does nothing; past that, the touch
 * writes the new expiry. A session thus lives between `maxAgeMs - everyMs` and `maxAgeMs`
 * after the last request.
 */
export function throttledSessionTouch(maxAgeMs: number, everyMs = touchInterval(maxAgeMs)) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const sess = req.session as session.Session | undefined;
    // For a session read from the store, the cookie carries the stored expiry (a new one: a full life).
    if (sess && (sess.cookie.maxAge ?? 0) > maxAgeMs - everyMs) (sess as { [FRESH]?: true })[FRESH] = true;
    next();
  };
}

/** True when the request found the stored expiry recent enough: the stores' touch writes nothing. */
export const isFreshSession = (sess: session.SessionData): boolean => (sess as { [FRESH]?: true })[FRESH] === true;
