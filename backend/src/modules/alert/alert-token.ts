import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of an alert's mails: the alert's slug signed with the
 * server's secret, so that the link works without signing in and cannot be forged for
 * another alert.
 */
export function unsubscribeToken(slug: string, secret: string): string {
  return `${slug}.${signature(slug, secret)}`;
}

/** The alert's slug when the token is genuine, else null. */
export function readUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const slug = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(slug, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? slug : null;
}

function signature(slug: string, secret: string): string {
  return createHmac('sha256', secret).update(`alert-unsubscribe:${slug}`).digest('base64url').slice(0, 32);
}
