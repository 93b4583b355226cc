import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { confirmPopup, eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const MEMBER = 'karim.haddad@ressourcerie-lille.demo';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

interface ListingApi {
  slug: string;
  name: string;
  swapType: string | null;
  managerId?: number | null;
  visibility: string[];
  service: { id: number } | null;
  perimeter: { id: number }[];
  invitations: { email: string }[];
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
  rawItemPurchasePrice: number | null;
  cart?: boolean;
}

describe('cart journey in Chromium: two listings of one organisation, a negotiated price, submission, approval', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let memberContext: BrowserContext;
  let manager: Page;
  let member: Page;
  let listings: ListingApi[] = [];
  let cart = '';

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  async function post(request: APIRequestContext, path: string, data: unknown) {
    const me = (await (await request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string };
    const response = await request.post(`${server.url}/fr/api${path}`, {
      headers: { 'X-CSRF-Token': me.csrfToken },
      data,
    });
    if (!response.ok()) throw new Error(`${path} : ${response.status()} ${await response.text()}`);
    return response.json();
  }

  const view = async (page: Page, slug: string) =>
    (await (await page.request.get(`${server.url}/fr/api/troc/view/${slug}/`)).json()) as ListingApi;

  /**
   * The journey's own listings: copies of two of the manager's published offers, the first made a
   * sale at a negotiable price, both published again.
   */
  async function prepareListings(): Promise<ListingApi[]> {
    const { data } = (await post(manager.request, '/troc/mine/', {
      page: 1,
      size: 100,
      troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' },
    })) as { data: { slug: string; swapType: string | null }[] };
    const made: ListingApi[] = [];
    for (const card of data.filter((c) => c.swapType)) {
      if (!(await member.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`)).ok()) continue;
      const copy = (await post(manager.request, `/troc/clone/${card.slug}/`, {})) as { slug: string };
      const draft = await view(manager, copy.slug);
      const sale = made.length === 0;
      await post(manager.request, `/troc/edit/${copy.slug}/manage/`, {
        visibility: draft.visibility,
        swapType: sale ? 'Vente' : draft.swapType,
        itemPriceType: sale ? 'NegotiablePrice' : null,
        rawItemCurrentPrice: sale ? 50 : null,
        rawItemPurchasePrice: draft.rawItemPurchasePrice,
        manager: draft.managerId,
        service: draft.service?.id ?? null,
        perimeter: draft.perimeter.map((s) => s.id),
        invitations: draft.invitations.map((i) => i.email),
        availabilityStartDate: draft.availabilityStartDate,
        availabilityEndDate: draft.availabilityEndDate,
      });
      await post(manager.request, `/troc/publish/${copy.slug}/`, {});
      const published = await view(member, copy.slug);
      if (published.cart) made.push(published);
      if (made.length === 2) return made;
    }
    throw new Error('Impossible de préparer deux annonces à mettre au panier');
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await newContext();
    memberContext = await newContext();
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    member = await signIn(memberContext, server.url, MEMBER, 'Karim');
    listings = await prepareListings();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the member adds both listings to the cart from their pages', async () => {
    for (const [index, listing] of listings.entries()) {
      await member.goto(`${server.url}/fr/troc/view/${listing.slug}/`);
      await member.getByRole('heading', { level: 1 }).waitFor();
      await member.getByRole('button', { name: 'Ajouter au panier' }).click();
      await visible(member, 'L’annonce a été ajoutée à votre panier.');
      if (index === 0) {
        await screenshot(member, 'cart-01-listing-added');
        await expectNoSeriousA11yViolations(member, 'panier-fiche-annonce');
      }
    }
    // The header counts the lines; the quick cart lists the open cart of that organisation.
    const counter = member.locator('[data-counter="total_in_cart"]').getByRole('button');
    await eventually(async () =>
      expect(await counter.getAttribute('aria-label')).toMatch(/Articles dans le panier : [1-9]/),
    );
    await counter.click();
    const link = member.getByRole('link', { name: /Panier pour/ });
    await link.waitFor();
    await screenshot(member, 'cart-02-quick-cart');
    await expectNoSeriousA11yViolations(member, 'panier-apercu');
    await link.click();
    await member.waitForURL(/\/fr\/cart\/view\/[^/]+\/$/);
    cart = /\/cart\/view\/([^/]+)\//.exec(member.url())![1]!;
  });

  it('negotiates the price of the sale line, saved when the field is left, with the cart totals', async () => {
    const lines = member.getByRole('list', { name: 'Lignes du panier' });
    await lines.waitFor();
    expect(await lines.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    const before = await member.getByTestId('cart-negotiated').textContent();
    const price = member.getByRole('spinbutton', { name: /Prix proposé par unité/ }).first();
    await price.fill('40');
    await price.press('Tab');
    await eventually(async () => expect(await member.getByTestId('cart-negotiated').textContent()).not.toBe(before));
    await member.getByTestId('line-negotiated').first().waitFor();
    await screenshot(member, 'cart-03-negotiated');
    await expectNoSeriousA11yViolations(member, 'panier-page');
  });

  it('submits the cart with a message: the cart is sent, one exchange per line', async () => {
    const submit = member.getByRole('button', { name: 'Envoyer le panier' });
    await member.getByRole('textbox', { name: /Votre message/ }).fill('Trop court');
    await member.getByRole('textbox', { name: /Votre message/ }).fill('Court');
    await submit.click();
    await visible(member, /au moins 10 caractères|trop court/i);
    await screenshot(member, 'cart-04-submit-errors');
    await member
      .getByRole('textbox', { name: /Votre message/ })
      .fill('Bonjour, nous pouvons passer chercher ces biens jeudi matin avec notre camion.');
    await submit.click();
    // The server sends the requester back to the cart, now sent, with the thread of the demand.
    await visible(member, 'Envoyé');
    await screenshot(member, 'cart-05-submitted');
    await expectNoSeriousA11yViolations(member, 'panier-envoye');
    await eventually(async () => expect(await member.getByTestId('tracker-status').count()).toBeGreaterThanOrEqual(2));
    expect(await member.getByRole('link', { name: 'Voir l’échange' }).count()).toBeGreaterThanOrEqual(2);
    expect(await member.getByRole('button', { name: 'Envoyer le panier' }).count()).toBe(0);
  });

  it('the manager sees the cart page and approves a line', async () => {
    await manager.goto(`${server.url}/fr/cart/view/${cart}/`);
    await manager.getByRole('heading', { level: 1, name: /Panier de Karim/ }).waitFor();
    await eventually(async () => expect(await manager.getByTestId('tracker-status').count()).toBeGreaterThanOrEqual(2));
    // The requester's fields are not the manager's to change.
    expect(await manager.getByRole('button', { name: 'Envoyer le panier' }).count()).toBe(0);
    await screenshot(manager, 'cart-06-manager');
    await expectNoSeriousA11yViolations(manager, 'panier-responsable');

    await confirmPopup(manager, manager.getByRole('button', { name: 'Accepter' }).first(), 'Confirmer');
    await visible(manager, 'La demande a été acceptée.');
    await eventually(async () =>
      expect(await manager.getByTestId('tracker-status').allTextContents()).toContain('Acceptée'),
    );
    await screenshot(manager, 'cart-07-approved');
    await expectNoSeriousA11yViolations(manager, 'panier-ligne-acceptee');
  });
});
