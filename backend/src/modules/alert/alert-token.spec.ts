import { readUnsubscribeToken, unsubscribeToken } from './alert-token.js';

describe('alert unsubscribe token', () => {
  const secret = 'a'.repeat(64);

  it('reads back the slug it signed', () => {
    expect(readUnsubscribeToken(unsubscribeToken('ab12cd34', secret), secret)).toBe('ab12cd34');
  });

  it('refuses a forged signature, another slug, another secret and a token without signature', () => {
    const token = unsubscribeToken('ab12cd34', secret);
    expect(readUnsubscribeToken(`${token.slice(0, -1)}x`, secret)).toBeNull();
    expect(readUnsubscribeToken(token.replace('ab12cd34', 'ab12cd35'), secret)).toBeNull();
    expect(readUnsubscribeToken(token, 'b'.repeat(64))).toBeNull();
    expect(readUnsubscribeToken('ab12cd34', secret)).toBeNull();
  });
});
