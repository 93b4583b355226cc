import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  NOTIFICATION_TYPES,
  NotificationFrequency,
  type NotificationType,
} from '@troc/shared';

/** What a new notification does with its mail, given the user's choice for its type. */
export type MailPlan = 'now' | 'digest' | 'none';

/**
 * The preference rule: no choice means immediately; an event that mails itself elsewhere
 * (an alert's results) only rings the bell, whatever the choice.
 */
export function mailPlan(frequency: NotificationFrequency | null | undefined, mailable = true): MailPlan {
  if (!mailable) return 'none';
  switch (frequency ?? DEFAULT_NOTIFICATION_FREQUENCY) {
    case NotificationFrequency.Immediately:
      return 'now';
    case NotificationFrequency.Daily:
      return 'digest';
    default:
      return 'none';
  }
}

/** One type, or every notification mail. */
export type UnsubscribeScope = NotificationType | 'all';

export interface UnsubscribeClaim {
  userId: number;
  scope: UnsubscribeScope;
}

const sign = (secret: string, userId: number, scope: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest('base64url');

/**
 * The one-click unsubscribe token of a mail: `<userId>.<scope>.<HMAC>`, signed with the
 * application's secret. It never expires: an old mail's link must keep working (RFC 8058).
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return `${claim.userId}.${claim.scope}.${sign(secret, claim.userId, claim.scope)}`;
}

/** The claim of a token, or null for anything not signed by this application. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const match = /^(\d{1,10})\.([A-Za-z]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const scope = match[2]!;
  if (scope !== 'all' && !(NOTIFICATION_TYPES as string[]).includes(scope)) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(sign(secret, userId, scope));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
