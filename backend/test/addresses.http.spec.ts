import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fr, t } from '@troc/shared';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

/** Requests Node refuses before the application and addresses outside the product answer in French. */
describe.each(targets())('addresses on $name', (target) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startApp(target);
  }, 60_000);
  afterAll(() => t0?.close());

  it('answers a query string over the header limit with a French 431, JSON for the API, a page otherwise', async () => {
    const client = await t0.client();
    const long = 'x'.repeat(20 * 1024);
    const api = await client.get(`/fr/api/auth/me?q=${long}`);
    expect(api.status).toBe(431);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.body).toEqual({
      statusCode: 431,
      message: t(fr.http.headersTooLarge, { max: 16 }),
      code: 'HEADERS_TOO_LARGE',
    });
    const page = await client.get(`/fr/search/?q=${long}`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(t(fr.http.headersTooLarge, { max: 16 }));
    expect(page.text).toContain('lang="fr"');
    // The limit is said in the API's documentation.
    const docs = (await client.get('/fr/api/docs-json').expect(200)).body;
    expect(docs.info.description).toContain('16 Kio');
  });
  describe('addresses outside the product', () => {
    const SHELL = '<!doctype html><html lang="fr"><head><title>Troc</title></head><body>shell</body></html>';
    beforeAll(() => {
      const dist = join(t0.config.frontendsDir, 'shell', 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'index.html'), SHELL);
    });

    it('answers an unknown page with a 404 and the French not-found page, a known one with the shell', async () => {
      const client = await t0.client();
      for (const path of ['/exports/1.csv', '/nope', '/fr/nope/', '/fr/troc/nope/', '/fr/login/extra/', '/wp-admin/']) {
        const res = await client.get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
        expect([path, res.status, res.text.includes('<body>shell</body>')]).toEqual([path, 404, true]);
      }
      for (const path of [
        '/fr/',
        '/fr/login/',
        '/fr/troc/view/abc/',
        '/fr/reset-password/abc/',
        '/fr/impact/library/',
      ]) {
        const res = await client.get(path).set('Accept', 'text/html');
        expect([path, res.status, res.text.includes('<body>shell</body>')]).toEqual([path, 200, true]);
      }
    });

    it('answers an unknown address of the API or a call that is not a page load with a French JSON 404', async () => {
      const client = await t0.client();
      const notFound = { statusCode: 404, message: fr.http.notFound, code: 'NOT_FOUND' };
      for (const res of [
        await client.get('/fr/api/nope'),
        await client.get('/fr/api/nope').set('Accept', 'text/html'),
        await client.get('/exports/1.csv').set('Accept', 'application/json'),
        await client.post('/nope', {}),
      ]) {
        expect([res.status, res.body]).toEqual([404, notFound]);
      }
    });
  });
});
