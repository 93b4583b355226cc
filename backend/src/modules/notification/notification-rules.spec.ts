import { NotificationFrequency, NotificationType } from '@troc/shared';
import { mailPlan, readUnsubscribeToken, unsubscribeToken } from './notification-rules.js';

describe('mailPlan', () => {
  it('mails at once when the user chose nothing or immediately', () => {
    expect(mailPlan(undefined)).toBe('now');
    expect(mailPlan(null)).toBe('now');
    expect(mailPlan(NotificationFrequency.Immediately)).toBe('now');
  });

  it('keeps the mail for the digest, or sends none', () => {
    expect(mailPlan(NotificationFrequency.Daily)).toBe('digest');
    expect(mailPlan(NotificationFrequency.Never)).toBe('none');
  });

  it('never mails what mails itself elsewhere', () => {
    expect(mailPlan(NotificationFrequency.Immediately, false)).toBe('none');
    expect(mailPlan(NotificationFrequency.Daily, false)).toBe('none');
  });
});

describe('unsubscribe token', () => {
  const secret = 'a-secret-of-the-application';

  it('reads back what it signed, for one type or for all', () => {
    const one = unsubscribeToken(secret, { userId: 42, scope: NotificationType.NewMessage });
    expect(readUnsubscribeToken(secret, one)).toEqual({ userId: 42, scope: 'NewMessage' });
    const all = unsubscribeToken(secret, { userId: 7, scope: 'all' });
    expect(readUnsubscribeToken(secret, all)).toEqual({ userId: 7, scope: 'all' });
  });

  it('refuses a token signed with another secret', () => {
    const token = unsubscribeToken('another-secret', { userId: 42, scope: 'all' });
    expect(readUnsubscribeToken(secret, token)).toBeNull();
  });

  it('refuses a token whose user or type was changed', () => {
    const token = unsubscribeToken(secret, { userId: 42, scope: NotificationType.NewMessage });
    const signature = token.split('.')[2];
    expect(readUnsubscribeToken(secret, `43.NewMessage.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `42.all.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `42.Unknown.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', 'abc', '42.all', '42.all.short', `-1.all.${'a'.repeat(43)}`, `42.all.${'a'.repeat(44)}`]) {
      expect(readUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});
