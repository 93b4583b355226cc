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

describe('frontendRouter', () => {
  it('writes the page settings into the shell page, escaped', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const express = (await import('express')).default;
    const request = (await import('supertest')).default;
    const { frontendRouter } = await import('./web.middleware.js');
    const dir = mkdtempSync(join(tmpdir(), 'troc-fronts-'));
    mkdirSync(join(dir, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(dir, 'shell', 'dist', 'index.html'),
      '<html><head><title>Troc</title></head><body></body></html>',
    );
    const app = express().use(
      frontendRouter(dir, {
        'troc:map-tile-url': 'https://tuiles.example/{z}/{x}/{y}.png?a=1&b="2"',
        'troc:none': null,
      }),
    );
    const page = await request(app).get('/fr/troc/view/x/').expect(200);
    expect(page.text).toContain(
      '<meta name="troc:map-tile-url" content="https://tuiles.example/{z}/{x}/{y}.png?a=1&#38;b=&#34;2&#34;" /></head>',
    );
    expect(page.text).not.toContain('troc:none');
    const plain = await request(express().use(frontendRouter(dir)))
      .get('/fr/')
      .expect(200);
    expect(plain.text).not.toContain('<meta');
  });
});
