import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { fromUserMenu, signIn as signInAs, frenchContext } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const MEMBER = 'karim.haddad@ressourcerie-lille.demo';
const ADMIN = 'admin@troc.demo';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

interface ListingApi {
  slug: string;
  name: string;
  shippable: boolean;
  itemWeightInKg: number | null;
  exchange?: {
    canRequest: boolean;
    pendingTracker: string | null;
    quantity: { min: number; max: number; fixed: boolean; remaining: number };
  } | null;
}

describe('shipping journey in Chromium: an estimate from a listing, posted into the exchange thread', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let manager: Page;
  let member: Page;
  let listing: ListingApi;
  let tracker = '';

  /** A signed-in page in its own window, closed after the journey. */
  async function signIn(email: string, firstName: string): Promise<Page> {
    const context = await frenchContext(browser);
    contexts.push(context);
    return signInAs(context, server.url, email, firstName);
  }

  const csrf = async (page: Page) =>
    ((await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string }).csrfToken;

  async function view(page: Page, slug: string): Promise<ListingApi> {
    const response = await page.request.get(`${server.url}/fr/api/troc/view/${slug}/`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as ListingApi;
  }

  /** A published offer of the manager that carriers can take and the member may ask for. */
  async function findListing(): Promise<ListingApi> {
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': await csrf(manager) },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as { data: { slug: string; itemRemainingQuantity: number }[] };
    for (const card of data.filter((c) => c.itemRemainingQuantity >= 1)) {
      const candidate = await view(member, card.slug);
      if (candidate.shippable && candidate.exchange?.canRequest && !candidate.exchange.pendingTracker) return candidate;
    }
    throw new Error('Aucune annonce de démonstration ne peut être transportée et demandée');
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    manager = await signIn(MANAGER, 'Camille');
    member = await signIn(MEMBER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the member asks an estimate from the listing and posts the cheapest quote into their exchange thread', async () => {
    listing = await findListing();
    // The member's request, made beforehand: the exchange journey shows it through the page.
    const reservation = await member.request.post(`${server.url}/fr/api/troc/inbox/reservation/${listing.slug}/`, {
      headers: { 'X-CSRF-Token': await csrf(member) },
      data: {
        message: 'Bonjour, pourriez-vous nous faire livrer ce bien ? Nous comparons les transporteurs.',
        quantity: listing.exchange!.quantity.fixed ? listing.exchange!.quantity.max : listing.exchange!.quantity.min,
      },
    });
    expect(reservation.status()).toBe(201);
    tracker = ((await reservation.json()) as { tracker: string }).tracker;

    await member.goto(`${server.url}/fr/troc/view/${listing.slug}/`);
    await member.getByRole('heading', { level: 1 }).waitFor();
    await member.getByRole('button', { name: 'Estimer le transport' }).click();
    const modal = member.getByRole('dialog');
    await modal.waitFor();
    const weight = modal.getByRole('spinbutton', { name: 'Poids (kg)' });
    if (listing.itemWeightInKg !== null) expect(await weight.inputValue()).not.toBe('');

    // Nothing takes 90 t over 1 500 km: « Aucun résultat ».
    const distance = modal.getByRole('spinbutton', { name: 'Distance (km)' });
    await weight.fill('90000');
    await distance.fill('1500');
    await modal.getByRole('spinbutton', { name: 'Valeur déclarée (€)' }).fill('300');
    const estimate = modal.locator('#shipping_form button[type="submit"]');
    await estimate.click();
    await modal.getByText('Aucun résultat').waitFor();
    await screenshot(member, 'shipping-01-no-result');
    await expectNoSeriousA11yViolations(member, 'transport-aucun-resultat');

    await weight.fill('12');
    await distance.fill('120');
    // Not by its name: antd's loading icon may linger, hidden, after the first estimate.
    await estimate.click();
    const rows = modal.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // Cheapest first.
    const prices = (await rows.locator('td:first-child').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const provider = ((await rows.first().locator('td').nth(1).textContent()) ?? '').trim();
    await screenshot(member, 'shipping-02-quotes');
    await expectNoSeriousA11yViolations(member, 'transport-estimations');

    await rows
      .first()
      .getByRole('button', { name: /Publier dans la conversation/ })
      .click();
    await visible(member, 'L’estimation a été publiée dans la conversation.');
    await modal.getByRole('link', { name: 'Voir la conversation' }).click();
    await member.waitForURL(`${server.url}/fr/tracker/thread/${tracker}/`);
    await visible(member, `Estimation de transport ${provider}`);
    await screenshot(member, 'shipping-03-thread');
    await expectNoSeriousA11yViolations(member, 'transport-fil');

    // The manager reads it in the same thread.
    await manager.goto(`${server.url}/fr/tracker/thread/${tracker}/`);
    await visible(manager, `Estimation de transport ${provider}`);
  });

  it('a platform admin reaches the carriers from the user menu', async () => {
    const admin = await signIn(ADMIN, '');
    await fromUserMenu(admin, 'Transporteurs', /\/fr\/admin\/shipping\/$/);
    await admin.getByRole('heading', { level: 1, name: 'Transporteurs' }).waitFor();
    await admin.locator('.ant-card').first().waitFor();
    await screenshot(admin, 'shipping-04-admin-carriers');
    await expectNoSeriousA11yViolations(admin, 'transport-administration');

    await admin
      .getByRole('button', { name: /^Modifier / })
      .first()
      .click();
    const form = admin.getByRole('form', { name: /^Modifier « / });
    await form.waitFor();
    await form.getByRole('button', { name: 'Ajouter une ligne' }).click();
    const last = form.locator('tbody tr.ant-table-row').last();
    await last.getByRole('spinbutton', { name: /^Jusqu’à/ }).fill('5');
    await last.getByRole('spinbutton', { name: /^Prix/ }).fill('9,9');
    await screenshot(admin, 'shipping-05-admin-edit');
    await expectNoSeriousA11yViolations(admin, 'transport-administration-modification');
    await form.getByRole('button', { name: 'Enregistrer le transporteur' }).click();
    await visible(admin, 'Le transporteur a été enregistré.');

    // Not a platform admin: no link.
    await member.goto(`${server.url}/fr/`);
    await member.getByRole('button', { name: /Mon compte/ }).click();
    await member.getByRole('menuitem', { name: 'Mon profil' }).waitFor();
    expect(await member.getByRole('menuitem', { name: 'Transporteurs' }).count()).toBe(0);
  });
});
