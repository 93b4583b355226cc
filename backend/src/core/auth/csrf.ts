import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

/** The session's CSRF token, created on first use. */
export function ensureCsrfToken(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

/** The token a mutating request carries: the X-CSRF-Token header, or form[_token] in the body. */
export function submittedCsrfToken(req: Request): string | undefined {
  const header = req.get('x-csrf-token');
  if (header) return header;
  const body = req.body as { form?: { _token?: unknown }; _token?: unknown } | undefined;
  const token = body?.form?._token ?? body?._token;
  return typeof token === 'string' ? token : undefined;
}

export function isCsrfTokenValid(req: Request): boolean {
  const expected = req.session?.csrfToken;
  const given = submittedCsrfToken(req);
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
