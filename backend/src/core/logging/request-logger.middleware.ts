import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const POLL = Symbol('troc.poll');

/** A poll answered by the short way: logged at debug when it succeeds, with its user. */
export function markPoll(res: Response, userId: number): void {
  (res as { [POLL]?: number })[POLL] = userId;
}

/**
 * One structured line per API call: method, path, status, duration and the signed-in user.
 * Successful polls (markPoll) are logged at debug: every open page repeats them.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const poll = (res as { [POLL]?: number })[POLL];
      const level = res.statusCode >= 500 ? 'error' : poll !== undefined && res.statusCode < 400 ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const user = poll ?? (req.user as { id?: number } | undefined)?.id;
      const line = {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms),
        user,
      };
      logger[level](line, level === 'error' ? 'request failed' : 'request');
    });
    next();
  };
}
