import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Gate } from '../database/gate.js';

/** The listing pages every visitor reads: the search, the home's and a listing's lists, a listing's page. */
export const PAGE_READS = /^\/[a-z]{2}\/api\/troc\/(search|last|highlight|similar\/[^/?]+|view\/[^/?]+)\/?(\?|$)/;

/**
 * At most `limit` of the matching requests in the application at once; the others wait their
 * turn in order, before any work is spent on them (for at most `waitMs`, then the 503 of a busy
 * service). Node serves every request it holds a slice at a time: two hundred pages at once make
 * each turn of the loop long, and a short request (the header counters, health) waits a whole
 * turn. Admitted a few at a time, the pages keep the turns short. Placed after the body parsers,
 * so that a slow sender does not hold a turn.
 */
export function pageAdmission(
  limit: number,
  waitMs: number,
  respond: (error: unknown) => { status: number; body: object },
  matches: RegExp = PAGE_READS,
): RequestHandler {
  // A freed turn is taken at the loop's next phase: on SQLite a page is read synchronously, and
  // turns handed over at once would chain every waiting page into the same turn of the loop.
  const gate = new Gate(limit, waitMs, 'aucun tour de lecture des pages', setImmediate);
  return (req: Request, res: Response, next: NextFunction) => {
    if (limit === 0 || !matches.test(req.originalUrl)) return next();
    // Listened to from the start: a visitor who leaves while waiting gives the turn back at once.
    let gone = false;
    const over = new Promise<void>((done) =>
      res.once('close', () => {
        gone = true;
        done();
      }),
    );
    gate
      .run(async () => {
        if (gone) return;
        next();
        await over;
      })
      .catch((error: unknown) => {
        if (gone || res.headersSent) return;
        const { status, body } = respond(error);
        res.status(status).json(body);
      });
  };
}
