import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type session from 'express-session';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { actorOf, type Actor } from '../../core/auth/actor.js';
import { submittedCsrfToken } from '../../core/auth/csrf.js';
import { markPoll } from '../../core/logging/request-logger.middleware.js';
import { ViewerCache } from './viewer-cache.js';

/** Answers a poll for the signed-in actor; must only read (a poll may be answered by either lane). */
export type PollHandler = (actor: Actor) => Promise<unknown> | unknown;

export interface PollLaneOptions {
  /** The store, cookie name and secret of express-session. */
  store: session.Store;
  cookieName: string;
  secret: string;
  maxAgeMs: number;
  /** As throttledSessionTouch: a session whose stored expiry is older goes through the full stack to be renewed. */
  touchEveryMs: number;
  /** For a failure of the short way (the request then takes the full stack). */
  logger: Logger;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The raw value of a cookie in a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const start = header.startsWith(`${name}=`) ? 0 : header.indexOf(`; ${name}=`) + 2;
  if (start === 1) return null;
  const end = header.indexOf(';', start);
  return header.slice(start + name.length + 1, end === -1 ? undefined : end).trim();
}

/** The session id of a signed express-session cookie value ("s:<id>.<HMAC-SHA256>"), or null. */
function unsign(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 2) return null;
  const id = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function sameToken(expected: unknown, given: unknown): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The short way for the polls every open page repeats (header counters every 30 s, job
 * progress every 5 s). Mounted after the body parsers (an unreadable body gets its usual
 * 4xx) and before the session middleware, passport and Nest, it answers a registered poll
 * when everything is in order — a valid signed session cookie, a stored expiry recent enough
 * (see throttledSessionTouch), the session's CSRF token for a POST (header or form field, as
 * CsrfGuard reads it), an enabled user (ViewerCache). Anything else goes on to the full stack
 * unchanged, which gives the usual answers (403, renewed cookie, errors), so the route must
 * exist there too, with the same result.
 */
@Injectable()
export class PollLane {
  private readonly routes = new Map<string, PollHandler>();
  /** Cookie values whose signature was checked, with their session id (the same value signs the same way). */
  private readonly verified = new Map<string, string>();

  constructor(private readonly viewers: ViewerCache) {}

  /** `path` as requested, prefix included (e.g. /fr/api/user/notifications/count). */
  register(method: string, path: string, handler: PollHandler): void {
    this.routes.set(`${method.toUpperCase()} ${path.replace(/\/$/, '')}`, handler);
  }

  middleware(options: PollLaneOptions): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (this.routes.size === 0) return next();
      const query = req.url.indexOf('?');
      const path = (query === -1 ? req.url : req.url.slice(0, query)).replace(/\/$/, '');
      const handler = this.routes.get(`${req.method} ${path}`);
      if (!handler) return next();
      this.answer(req, handler, options).then(
        (answer) => {
          if (!answer) return next();
          const body = JSON.stringify(answer.body);
          markPoll(res, answer.userId);
          res.statusCode = 200;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Content-Length', Buffer.byteLength(body));
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error: unknown) => {
          options.logger.warn({ err: error, path }, 'poll lane failed, full stack used');
          next();
        },
      );
    };
  }

  private sessionId(raw: string | null, secret: string): string | null {
    if (!raw) return null;
    const known = this.verified.get(raw);
    if (known) return known;
    const sid = unsign(raw, secret);
    if (sid) {
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(raw, sid);
    }
    return sid;
  }

  private async answer(
    req: Request,
    handler: PollHandler,
    options: PollLaneOptions,
  ): Promise<{ body: unknown; userId: number } | null> {
    const sid = this.sessionId(cookieValue(req.headers.cookie, options.cookieName), options.secret);
    if (!sid) return null;
    const sess = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      options.store.get(sid, (err, value) => (err ? reject(err as Error) : resolve(value))),
    );
    const expires = Date.parse(String(sess?.cookie?.expires ?? ''));
    // Missing, expired or due for renewal: express-session deals with it.
    if (!sess || !(expires - Date.now() > options.maxAgeMs - options.touchEveryMs)) return null;
    if (!SAFE_METHODS.has(req.method) && !sameToken(sess.csrfToken, submittedCsrfToken(req))) return null;
    const userId = (sess as { passport?: { user?: unknown } }).passport?.user;
    if (typeof userId !== 'number') return null;
    const viewer = await this.viewers.get(userId);
    if (!viewer || !viewer.enabled) return null;
    return { body: await handler(actorOf(viewer)), userId };
  }
}
