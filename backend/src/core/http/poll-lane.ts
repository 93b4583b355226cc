import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type session from 'express-session';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import type { Logger } from 'pino';
import { actorOf, type Actor } from '../auth/actor.js';
import { ViewerCache } from '../auth/viewer-cache.js';
import { markPoll } from '../logging/request-logger.middleware.js';
import { inspectInput } from './input-guard.js';

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

/** The largest body the short way takes: a poll sends `{}` or nothing. */
const POLL_BODY_MAX = 64;
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/** No body, or a small plain JSON one in UTF-8; anything else goes the full way, unread. */
function shortWayBody(req: Request): boolean {
  const { 'content-length': length, 'transfer-encoding': chunked, 'content-encoding': encoding } = req.headers;
  if (chunked !== undefined || encoding !== undefined) return false;
  const size = length === undefined ? 0 : Number(length);
  if (!Number.isInteger(size) || size < 0 || size > POLL_BODY_MAX) return false;
  return size === 0 || JSON_TYPE.test(req.headers['content-type'] ?? '');
}

/** The small body, usually there already: it comes in the same packet as the headers. */
async function readBody(req: Request): Promise<string> {
  const size = Number(req.headers['content-length']);
  if (!size) return '';
  if (req.readableLength >= size) return String(req.read());
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Until the request is over, so that the body parsers see it read (isFinished) and keep `req.body`. */
async function ended(req: Request): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await once(req, 'end');
}

type BodyVerdict = { kind: 'fine' } | { kind: 'unreadable' } | { kind: 'parsed'; value: unknown };

/**
 * What the body parsers and the input guard would make of a poll's body: nothing to say (the poll
 * ignores it), unreadable (their 400), or parsed but for them to judge.
 */
export function judgeBody(text: string): BodyVerdict {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'fine' };
  // body-parser's strict JSON: an object or an array, nothing else.
  if (trimmed[0] !== '{' && trimmed[0] !== '[') return { kind: 'unreadable' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { kind: 'unreadable' };
  }
  const plain = typeof value === 'object' && value !== null && !Array.isArray(value);
  return plain && inspectInput(value) === null ? { kind: 'fine' } : { kind: 'parsed', value };
}

function sameToken(expected: unknown, given: unknown): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The short way for the polls every open page repeats (header counters every 30 s, job
 * progress every 5 s). Mounted right after the security headers and the request log — before
 * compression, the static files, the body parsers, the session middleware, passport and Nest —
 * it answers a registered poll when everything is in order: a valid signed session cookie, a
 * stored expiry recent enough (see throttledSessionTouch), the session's CSRF token in the
 * X-CSRF-Token header for a POST, an enabled user (ViewerCache), and no body or a small JSON one,
 * read last. Anything else goes on to the full stack with its body unread, which gives the usual
 * answers (403, renewed cookie, errors), so the route must exist there too, with the same result;
 * a body read and found wrong gets the body parsers' 400 or goes to the input guard.
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
      if (!handler || !shortWayBody(req)) return next();
      this.answer(req, handler, options).then(
        (answer) => {
          if (!answer) return next();
          if (answer.kind === 'unreadable') return next(Object.assign(new Error('unreadable body'), { status: 400 }));
          if (answer.kind === 'parsed') {
            // Read already: the body parsers see the request finished and leave this body to the input guard.
            (req as { body?: unknown }).body = answer.value;
            return next();
          }
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
  ): Promise<({ kind: 'answer'; body: unknown; userId: number } | Exclude<BodyVerdict, { kind: 'fine' }>) | null> {
    const sid = this.sessionId(cookieValue(req.headers.cookie, options.cookieName), options.secret);
    if (!sid) return null;
    const sess = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      options.store.get(sid, (err, value) => (err ? reject(err as Error) : resolve(value))),
    );
    const expires = Date.parse(String(sess?.cookie?.expires ?? ''));
    // Missing, expired or due for renewal: express-session deals with it.
    if (!sess || !(expires - Date.now() > options.maxAgeMs - options.touchEveryMs)) return null;
    // Only the header's token counts here: a token in a form body goes the full way.
    if (!SAFE_METHODS.has(req.method) && !sameToken(sess.csrfToken, req.headers['x-csrf-token'])) return null;
    const userId = (sess as { passport?: { user?: unknown } }).passport?.user;
    if (typeof userId !== 'number') return null;
    const viewer = await this.viewers.get(userId);
    if (!viewer || !viewer.enabled) return null;
    // Everything is in order: only now is the body read (a request sent on is still whole).
    const verdict = judgeBody(await readBody(req));
    if (verdict.kind !== 'fine') {
      await ended(req);
      return verdict;
    }
    return { kind: 'answer', body: await handler(actorOf(viewer)), userId };
  }
}
