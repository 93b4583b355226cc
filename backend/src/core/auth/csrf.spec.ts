import type { Request } from 'express';
import { ensureCsrfToken, isCsrfTokenValid, submittedCsrfToken } from './csrf.js';

const req = (session: Record<string, unknown>, headers: Record<string, string> = {}, body?: unknown) =>
  ({ session, body, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe('CSRF token', () => {
  it('is created once per session', () => {
    const session: Record<string, unknown> = {};
    const token = ensureCsrfToken(req(session));
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(ensureCsrfToken(req(session))).toBe(token);
  });

  it('is read from the header, form[_token] or _token', () => {
    expect(submittedCsrfToken(req({}, { 'x-csrf-token': 'h' }, { form: { _token: 'b' } }))).toBe('h');
    expect(submittedCsrfToken(req({}, {}, { form: { _token: 'b' } }))).toBe('b');
    expect(submittedCsrfToken(req({}, {}, { _token: 'c' }))).toBe('c');
    expect(submittedCsrfToken(req({}, {}, { form: { _token: 42 } }))).toBeUndefined();
  });

  it('must equal the session token', () => {
    expect(isCsrfTokenValid(req({ csrfToken: 'abc' }, { 'x-csrf-token': 'abc' }))).toBe(true);
    expect(isCsrfTokenValid(req({ csrfToken: 'abc' }, { 'x-csrf-token': 'abd' }))).toBe(false);
    expect(isCsrfTokenValid(req({ csrfToken: 'abc' }, { 'x-csrf-token': 'ab' }))).toBe(false);
    expect(isCsrfTokenValid(req({}, { 'x-csrf-token': 'abc' }))).toBe(false);
  });
});
