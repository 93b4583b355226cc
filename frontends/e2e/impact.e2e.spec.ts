import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn as signInAs, frenchContext } from './support/session';
import { patient } from './support/slowness';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';
const FIGURE = /\d+,\d{2}\s*kgCO2e/;

describe('carbon journey in Chromium: a model chosen for a listing and for an exchange, the figure shown', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let csrf = '';

  const post = async <T>(path: string, data: object): Promise<T> => {
    const response = await page.request.post(`${server.url}${path}`, { headers: { 'X-CSRF-Token': csrf }, data });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };

  /** A signed-in page in its own window. */
  async function signIn(email: string, firstName: string): Promise<Page> {
    return signInAs(await frenchContext(browser), server.url, email, firstName);
  }

  const csrfOf = async (of: Page) =>
    ((await (await of.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string }).csrfToken;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await signIn(MANAGER, 'Camille');
    csrf = await csrfOf(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens the modal, searches a model, chooses it and waits for the figure. */
  async function chooseTable(name: string, empty: boolean) {
    await page.getByRole('button', { name: 'Impact carbone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('tree').getByText('Biens et équipements').waitFor();
    // Nothing chosen yet: « N/A » with its warning (an exchange may show its listing's models instead).
    // Without a model, the category's default factor is named (or N/A when there is none).
    if (empty)
      await dialog
        .getByText(/N\/A|Sans modèle applicable/)
        .first()
        .waitFor();
    await expectNoSeriousA11yViolations(page, `${name}-modale-vide`);
    await dialog.getByRole('searchbox', { name: 'Rechercher un modèle' }).fill('Table, bureau');
    await dialog.getByRole('searchbox', { name: 'Rechercher un modèle' }).press('Enter');
    const available = dialog.getByRole('region', { name: /Modèles disponibles/ });
    await available
      .getByText(/Table, bureau/)
      .first()
      .waitFor();
    await available.getByRole('button', { name: 'Choisir' }).first().click();
    const current = dialog.getByRole('region', { name: /Modèles choisis/ });
    await current
      .getByText(/Table, bureau/)
      .first()
      .waitFor();
    await eventually(async () => expect(await dialog.getByText(FIGURE).count()).toBeGreaterThan(0));
    await screenshot(page, `${name}-figure`);
    await expectNoSeriousA11yViolations(page, `${name}-modale-choisie`);
    return dialog;
  }

  it('shows the methodology page to a visitor: formulas, the Sources table, accessible', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const visitor = await context.newPage();
    patient(visitor);
    await visitor.goto(`${server.url}/fr/impact/`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Formules' }).waitFor();
    const sources = visitor.getByRole('table', { name: 'Sources de la bibliothèque de modèles d’impact' });
    await sources
      .getByRole('cell', { name: /Nos Gestes Climat/ })
      .first()
      .waitFor();
    expect(await sources.getByRole('cell', { name: 'En vigueur' }).count()).toBe(1);
    const factors = visitor.getByRole('table', { name: 'Facteurs d’émission par défaut, par catégorie' });
    await factors
      .getByRole('cell', { name: /kgCO2e par (objet|kg)/ })
      .first()
      .waitFor();
    await screenshot(visitor, 'impact-methode');
    await expectNoSeriousA11yViolations(visitor, 'impact-methode');
    await context.close();
  });

  it('chooses a model for a listing: its figure per unit, with 2 decimals', async () => {
    const mine = await post<{ data: { slug: string }[] }>('/fr/api/troc/mine/', {
      page: 1,
      size: 20,
      troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' },
    });
    const slug = mine.data[0]!.slug;
    await page.goto(`${server.url}/fr/troc/edit/${slug}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dialog = await chooseTable('impact-annonce', true);
    await dialog.getByText('Impact carbone par unité').waitFor();
    expect(await dialog.getByText(/60,10\s*kgCO2e/).count()).toBeGreaterThan(0);
  });

  it('chooses a model for an exchange being recorded: the figure × its quantity', async () => {
    // An exchange of one of the manager's listings, asked by another organisation and accepted.
    const requester = await signIn(REQUESTER, 'Karim');
    const requesterCsrf = await csrfOf(requester);
    const mine = await post<{ data: { slug: string }[] }>('/fr/api/troc/mine/', {
      page: 1,
      size: 100,
      troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' },
    });
    let slug: string | null = null;
    for (const card of mine.data) {
      const view = (await (await requester.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`)).json()) as {
        exchange?: { canRequest: boolean; pendingTracker: string | null; quantity: { min: number } } | null;
      };
      if (!view.exchange?.canRequest || view.exchange.pendingTracker) continue;
      const asked = await requester.request.post(`${server.url}/fr/api/troc/inbox/reservation/${card.slug}/`, {
        headers: { 'X-CSRF-Token': requesterCsrf },
        data: {
          message: 'Bonjour, ce matériel nous serait très utile pour notre atelier.',
          quantity: view.exchange.quantity.min,
        },
      });
      if (!asked.ok()) continue;
      slug = ((await asked.json()) as { tracker: string }).tracker;
      break;
    }
    expect(slug).not.toBeNull();
    await post(`/fr/api/tracker/approve/${slug}/`, {});
    await page.goto(`${server.url}/fr/tracker/edit/${slug}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dialog = await chooseTable('impact-echange', false);
    await dialog.getByText('Impact carbone de l’échange').waitFor();
  });
});
