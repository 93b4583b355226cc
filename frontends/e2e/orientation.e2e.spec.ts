import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, DEMO_PASSWORD, frenchContext, signIn, visible } from './support/session';
import { patient } from './support/slowness';

/** An organisation admin of the CHU de Bordeaux, with many listings. */
const ADMIN = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

interface CardApi {
  slug: string;
  name: string;
  organisation: string;
}

describe('orientation journey in Chromium: whose listing it is, signing in to reserve, « Mes annonces » as a table', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a visitor reads the giver’s organisation, signs in to reserve and comes back to the listing', async () => {
    const context: BrowserContext = await frenchContext(browser);
    const page = await context.newPage();
    patient(page);
    page.on('pageerror', (error) => console.error(`Erreur dans la page : ${error.message}`));
    const found = await page.request.post(`${server.url}/fr/api/troc/search/`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data: { search_form: {} },
    });
    expect(found.ok()).toBe(true);
    const cards = ((await found.json()) as { data: CardApi[] }).data;
    expect(cards.length).toBeGreaterThan(0);
    const listing = cards[0]!;
    expect(listing.organisation).toBeTruthy();

    // The search's cards name the organisation.
    await page.goto(`${server.url}/fr/search/`);
    await page.getByRole('article', { name: listing.name }).first().getByText(listing.organisation).waitFor();

    const path = `/fr/troc/view/${listing.slug}/`;
    for (const [size, viewport] of [
      ['bureau', DESKTOP],
      ['telephone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await visible(page, `Organisation : ${listing.organisation}`);
      await page.getByRole('link', { name: 'Se connecter pour réserver' }).waitFor();
      await screenshot(page, `orientation-01-visitor-listing-${size}`);
      await expectNoSeriousA11yViolations(page, `orientation-annonce-visiteur-${size}`);
    }
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Se connecter pour réserver' }).click();
    await page.waitForURL(`${server.url}/fr/login/?redirect=${encodeURIComponent(path)}`);
    await page.locator('#login_form_email').fill(REQUESTER);
    await page.locator('#login_form_password').fill(DEMO_PASSWORD);
    await page.locator('#login_form').getByRole('button', { name: 'Se connecter' }).click();
    // Back on the listing, signed in: no more sign-in link.
    await page.waitForURL(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /Mon compte/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Se connecter pour réserver' }).count()).toBe(0);

    // A return address elsewhere is not followed.
    await page.goto(`${server.url}/fr/login/?redirect=${encodeURIComponent('//evil.example/')}`);
    await page.waitForURL(`${server.url}/fr/`);
    await context.close();
  });

  describe('« Mes annonces » as a table', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await frenchContext(browser);
      page = await signIn(context, server.url, ADMIN, 'Camille');
    });
    afterAll(() => context?.close());

    const table = () => page.getByRole('table', { name: 'Tableau de mes annonces' });
    const names = async () =>
      (await table().locator('tbody tr.ant-table-row td:nth-child(2) a').allTextContents()).map((n) => n.trim());

    it('sorts by a column, selects rows with the bar in view, and is remembered', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${server.url}/fr/troc/mine/`);
      await page.getByRole('heading', { level: 1, name: 'Mes annonces' }).waitFor();
      // A wide screen opens the table by itself.
      await table().waitFor();
      await eventually(async () => expect((await names()).length).toBeGreaterThan(2));

      // Sorted by the server: the column's order holds over the whole list.
      await table().locator('th', { hasText: 'Annonce' }).click();
      await page.waitForURL(/sortBy=name\.asc/);
      await eventually(async () => {
        const shown = await names();
        expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
      });
      await table().locator('th', { hasText: 'Annonce' }).click();
      await page.waitForURL(/sortBy=name\.desc/);
      await eventually(async () => {
        const shown = await names();
        expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })));
      });
      await screenshot(page, 'orientation-02-my-listings-table-desktop');
      await expectNoSeriousA11yViolations(page, 'orientation-mes-annonces-tableau');

      const first = (await names())[0]!;
      await table()
        .getByRole('checkbox', { name: `Sélectionner « ${first} »` })
        .check();
      await visible(page, '1 annonce sélectionnée');
      // Scrolled down, the selection and its actions stay in view.
      await page.mouse.wheel(0, 2000);
      await eventually(async () => {
        const bar = await page.locator('.troc-selection-sticky').boundingBox();
        expect(bar && bar.y >= 0 && bar.y < DESKTOP.height).toBe(true);
      });
      await page.getByText('1 annonce sélectionnée').waitFor({ state: 'visible' });

      // A new visit opens the table again, sorted as the address says.
      await page.goto(`${server.url}/fr/troc/mine/`);
      await table().waitFor();
      await page.setViewportSize(PHONE);
      await table().waitFor();
      await screenshot(page, 'orientation-03-my-listings-table-phone');
      await expectNoSeriousA11yViolations(page, 'orientation-mes-annonces-tableau-telephone');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('radiogroup', { name: 'Affichage' }).getByText('Cartes').click();
      await page.getByRole('list', { name: 'Liste de mes annonces' }).waitFor();
      // The cards chosen on a wide screen stay chosen on the next visit.
      await page.goto(`${server.url}/fr/troc/mine/`);
      await page.getByRole('list', { name: 'Liste de mes annonces' }).waitFor();
      expect(await table().count()).toBe(0);
    });
  });
});
