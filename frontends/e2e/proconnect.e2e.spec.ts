import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { freePort, type RunningServer, startServer } from './support/server';
import { visible } from './support/session';
import { patient } from './support/slowness';

const BUTTON = 'S’identifier avec ProConnect';

/**
 * « S'identifier avec ProConnect » with the embedded start's local provider (PROCONNECT_DEV=1): the
 * button on the login page, the provider's page, and the return to Troc signed in.
 */
describe('sign-in with ProConnect in Chromium (PROCONNECT_DEV)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const devPort = await freePort();
    server = await startServer({ env: { PROCONNECT_DEV: '1', PROCONNECT_DEV_PORT: String(devPort) } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(width: number, height: number, path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
    const page = await context.newPage();
    patient(page);
    page.on('pageerror', (error) => console.error(`Erreur dans la page : ${error.message}`));
    await page.goto(`${server.url}${path}`);
    return page;
  }

  const me = async (page: Page) =>
    ((await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as { user: { email: string } | null })
      .user;

  it.each([
    ['phone', 360, 740],
    ['desktop', 1366, 900],
  ] as const)('shows ProConnect’s button on the login page (%s)', async (name, width, height) => {
    const page = await open(width, height, '/fr/login/');
    await page.getByRole('link', { name: BUTTON }).waitFor();
    await page.getByRole('link', { name: 'Qu’est-ce que ProConnect ?' }).waitFor();
    await screenshot(page, `proconnect-01-login-${name}`);
    // The login form and ProConnect's block fit the screen (the header is another page part's).
    const right = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('main .ant-card, .proconnect-group, .proconnect-button')).map(
          (e) => e.getBoundingClientRect().right,
        ),
      ),
    );
    expect(right).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page, `proconnect-login-${name}`);
    await page.context().close();
  });

  it('clicks the button, picks an identity at the provider and comes back signed in; logout ends both sessions', async () => {
    const page = await open(1366, 900, '/fr/login/');
    await page.getByRole('link', { name: BUTTON }).click();
    await page.getByRole('button', { name: /Hugo Bernard/ }).click();
    await page.waitForURL(`${server.url}/fr/`);
    await eventually(async () => expect((await me(page))?.email).toBe('hugo.bernard@chu-bordeaux.demo'));
    // A first sign-in: the terms of use are still to accept.
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'proconnect-02-back-signed-in');
    await expectNoSeriousA11yViolations(page, 'proconnect-back-signed-in');

    await page.goto(`${server.url}/logout/`);
    await page.waitForURL(`${server.url}/fr/login/`);
    expect(await me(page)).toBeNull();
    // The provider's session is over too: the button leads to its page again.
    await page.getByRole('link', { name: BUTTON }).click();
    await page.getByRole('button', { name: /Hugo Bernard/ }).waitFor();
    await page.context().close();
  });

  it('opens the organisation step pre-filled for an establishment not yet on Troc (phone)', async () => {
    const page = await open(360, 740, '/fr/register/');
    await page.getByRole('link', { name: BUTTON }).click();
    await page.getByRole('button', { name: /Nadia Benali/ }).click();
    await page.waitForURL(`${server.url}/fr/register/?proconnect=inscription`);
    await visible(page, /n’est pas encore inscrit sur Troc/);
    expect(await page.locator('#registration_form_identity_organism_gouvName').inputValue()).toBe(
      'Préfecture de la Gironde',
    );
    await screenshot(page, 'proconnect-03-register-prefilled');
    await expectNoSeriousA11yViolations(page, 'proconnect-register-prefilled');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`${server.url}/fr/`);
    await eventually(async () => expect((await me(page))?.email).toBe('nadia.benali@gironde.gouv.demo'));
    await page.context().close();
  });
});
