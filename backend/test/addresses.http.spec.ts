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
    expect(api.body).toEqual({ statusCode: 431, message: t(fr.http.headersTooLarge, { max: 16 }) });
    const page = await client.get(`/fr/search/?q=${long}`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(t(fr.http.headersTooLarge, { max: 16 }));
    expect(page.text).toContain('lang="fr"');
    // The limit is said in the API's documentation.
    const docs = (await client.get('/fr/api/docs-json').expect(200)).body;
    expect(docs.info.description).toContain('16 Kio');
  });
});
