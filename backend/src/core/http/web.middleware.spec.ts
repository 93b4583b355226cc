import type { NextFunction, Request, Response } from 'express';
import { localeRedirect } from './web.middleware.js';

function run(url: string, method = 'GET') {
  let redirected: string | undefined;
  let passed = false;
  const res = { redirect: (_s: number, to: string) => (redirected = to) } as unknown as Response;
  localeRedirect({ method, originalUrl: url } as Request, res, (() => (passed = true)) as NextFunction);
  return { redirected, passed };
}

describe('localeRedirect', () => {
  it('sends / and bare /fr to /fr/', () => {
    expect(run('/').redirected).toBe('/fr/');
    expect(run('/fr').redirected).toBe('/fr/');
  });

  it('moves any other locale to /fr, keeping path and query', () => {
    expect(run('/en/search/?keyword=chaise').redirected).toBe('/fr/search/?keyword=chaise');
    expect(run('/de-DE/login/').redirected).toBe('/fr/login/');
    expect(run('/FR/login/').redirected).toBe('/fr/login/');
  });

  it('lets /fr/... and non-locale paths through', () => {
    expect(run('/fr/login/').passed).toBe(true);
    expect(run('/logout/').passed).toBe(true);
    expect(run('/static/shell/main.js').passed).toBe(true);
    expect(run('/en/api/x', 'POST').passed).toBe(true);
  });
});
