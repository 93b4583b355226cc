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

describe('frontendRouter installed under a dot-directory', () => {
  const script = `console.log(${JSON.stringify('Troc '.repeat(400))});\n`;

  async function install() {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const frontends = join(mkdtempSync(join(tmpdir(), 'troc-home-')), '.apps', 'troc', 'frontends');
    for (const app of ['shell', 'marketplace']) {
      const dist = join(frontends, app, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'main.0123456789.js'), script);
      writeFileSync(join(dist, 'main.0123456789.js.br'), brotliCompressSync(script));
      writeFileSync(join(dist, 'main.0123456789.js.gz'), gzipSync(script));
      writeFileSync(join(dist, 'remoteEntry.js'), script);
    }
    writeFileSync(join(frontends, 'shell', 'dist', 'index.html'), '<html><head></head><body>Troc</body></html>');
    const express = (await import('express')).default;
    const request = (await import('supertest')).default;
    const { frontendRouter } = await import('./web.middleware.js');
    return { frontends, request, express, frontendRouter };
  }

  it('serves the pages and the static files', async () => {
    const { frontends, request, express, frontendRouter } = await install();
    const app = express().use(frontendRouter(frontends));
    const page = await request(app).get('/fr/search/').expect(200);
    expect(page.text).toContain('Troc');
    expect(page.headers['cache-control']).toBe('no-cache');
    const withMeta = await request(express().use(frontendRouter(frontends, { 'troc:x': 'y' })))
      .get('/fr/')
      .expect(200);
    expect(withMeta.text).toContain('<meta name="troc:x" content="y" />');
    const entry = await request(app)
      .get('/static/marketplace/remoteEntry.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(entry.text).toBe(script);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the compressed variant the request accepts, with the type and cache headers of the bundle', async () => {
    const { frontends, request, express, frontendRouter } = await install();
    const app = express().use(frontendRouter(frontends));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await request(app)
        .get('/static/shell/main.0123456789.js')
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((res.body as Buffer).toString()).toBe(script);
    }
  });
});
