import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { fromUserMenu, signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const MEMBER = 'karim.haddad@ressourcerie-lille.demo';
const NAME = 'Vide-bureaux du pavillon Pellegrin';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

interface Card {
  slug: string;
  name: string;
}

describe('operation journey in Chromium: create, fill, group two listings, publish, search within', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let memberContext: BrowserContext;
  let manager: Page;
  let member: Page;
  let operation = '';
  let chosen: Card[] = [];

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  /** Two published listings of the manager that the other member may read. */
  async function twoListings(): Promise<Card[]> {
    const me = (await (await manager.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string };
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': me.csrfToken },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as { data: Card[] };
    const readable: Card[] = [];
    for (const card of data) {
      if ((await member.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`)).ok()) readable.push(card);
      if (readable.length === 2) return readable;
    }
    throw new Error('Pas deux annonces de démonstration lisibles par l’autre membre');
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await newContext();
    memberContext = await newContext();
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    member = await signIn(memberContext, server.url, MEMBER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the manager finds « Mes opérations » and creates one', async () => {
    // In the account menu, next to « Mes annonces ».
    await fromUserMenu(manager, 'Mes opérations', /\/fr\/operation\/mine\//);
    await manager.getByRole('heading', { level: 1, name: 'Mes opérations' }).waitFor();
    await manager.getByRole('list', { name: 'Mes opérations' }).waitFor();
    await screenshot(manager, 'operation-01-mine');
    await expectNoSeriousA11yViolations(manager, 'operation-mes-operations');

    await manager.getByRole('button', { name: 'Créer une opération' }).first().click();
    await manager.waitForURL(/\/fr\/operation\/edit\/[^/]+\/$/);
    operation = /\/operation\/edit\/([^/]+)\//.exec(manager.url())![1]!;
    await manager.getByRole('form', { name: 'Gestion de l’opération' }).waitFor();
  });

  it('fills the manage and address forms', async () => {
    const form = manager.getByRole('form', { name: 'Gestion de l’opération' });
    await form.getByLabel('Nom de l’opération').fill(NAME);
    await form
      .getByLabel('Description')
      .fill('Le pavillon ferme : bureaux, armoires et sièges à reprendre avant juillet.');
    // Visibility is one choice of level.
    await form.locator('label.ant-radio-wrapper', { hasText: 'Toutes les organisations' }).click();
    await eventually(async () =>
      expect(await form.getByRole('radio', { name: /^Toutes les organisations/ }).isChecked()).toBe(true),
    );
    const today = new Date();
    const later = new Date(today.getTime() + 30 * 86_400_000);
    for (const [label, date] of [
      ['Disponible à partir du', today],
      ['Jusqu', later],
    ] as const) {
      const input = form.getByLabel(new RegExp(label));
      await input.click();
      await input.fill(ddmmyyyy(date));
      await input.press('Enter');
    }
    await screenshot(manager, 'operation-02-manage');
    await expectNoSeriousA11yViolations(manager, 'operation-formulaire-gestion');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(manager, 'Vos modifications ont été enregistrées.');

    await manager.getByRole('tab', { name: 'Adresse' }).click();
    const address = manager.getByRole('form', { name: 'Adresse de l’opération' });
    await address.getByLabel('Code postal').fill('33000');
    await eventually(
      async () =>
        expect(await address.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toMatch(
          /Bordeaux/,
        ),
      15_000,
    );
    await address.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(async () =>
      expect(await address.getByText('Vos modifications ont été enregistrées.').count()).toBe(1),
    );
    await screenshot(manager, 'operation-03-address');
  });

  it('groups two of the manager’s listings and publishes', async () => {
    chosen = await twoListings();
    await manager.getByRole('tab', { name: 'Annonces' }).click();
    const ads = manager.getByRole('form', { name: 'Annonces de l’opération' });
    const select = ads.getByRole('combobox', { name: 'Annonces regroupées' });
    for (const card of chosen) {
      await select.click();
      await select.fill(card.name.slice(0, 20));
      await manager
        .locator('.ant-select-item-option')
        .filter({ hasText: card.name.slice(0, 20) })
        .first()
        .click();
    }
    await manager.keyboard.press('Escape');
    await visible(manager, '2 annonces choisies');
    await screenshot(manager, 'operation-04-ads');
    await expectNoSeriousA11yViolations(manager, 'operation-formulaire-annonces');
    await ads.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(async () =>
      expect(await ads.getByText('Vos modifications ont été enregistrées.').count()).toBe(1),
    );

    await manager.getByRole('tab', { name: 'Délégations' }).click();
    await visible(manager, 'Aucune délégation pour le moment.');
    await screenshot(manager, 'operation-05-delegations');
    await expectNoSeriousA11yViolations(manager, 'operation-delegations');

    await manager.getByRole('button', { name: 'Publier' }).click();
    await visible(manager, 'L’opération est publiée.');
    await eventually(async () => expect(await manager.getByTestId('status').textContent()).toBe('Publiée'));
    await screenshot(manager, 'operation-06-published');
  });

  it('the operation page shows its figures, N/A for what is not known yet, and its listings', async () => {
    await manager.goto(`${server.url}/fr/operation/view/${operation}/`);
    await manager.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visible(manager, 'N/A');
    await manager.getByRole('list', { name: 'Annonces de l’opération' }).waitFor();
    await visible(manager, '2 annonces');
    await manager
      .getByRole('navigation', { name: 'Contenu de l’opération' })
      .getByRole('link', { name: 'Échanges', exact: true })
      .click();
    await visible(manager, /\d+ échanges?\b|Aucun échange/);
    await screenshot(manager, 'operation-07-view');
    await expectNoSeriousA11yViolations(manager, 'operation-fiche');
  });

  it('another member finds its listings through the search within the operation', async () => {
    await member.goto(`${server.url}/fr/search/operation/${operation}/`);
    await member.getByRole('heading', { level: 1, name: `Annonces de l’opération « ${NAME} »` }).waitFor();
    const list = member.getByRole('list', { name: /Annonces de l’opération/ });
    await list.waitFor();
    await visible(member, '2 annonces');
    for (const card of chosen) {
      await list
        .getByRole('link', { name: new RegExp(card.name.slice(0, 15)) })
        .first()
        .waitFor();
    }
    await screenshot(member, 'operation-08-search');
    await expectNoSeriousA11yViolations(member, 'operation-recherche');

    await member.getByRole('searchbox', { name: 'Rechercher dans l’opération' }).fill('zzzzzz introuvable');
    await member.getByRole('button', { name: 'Rechercher' }).click();
    await member.waitForURL(/keyword=/);
    await visible(member, 'Aucune annonce de l’opération ne correspond à votre recherche.');
    // A reader who does not manage it sees no exchange tab.
    await member.goto(`${server.url}/fr/operation/view/${operation}/`);
    await member.getByRole('heading', { level: 1, name: NAME }).waitFor();
    expect(await member.getByRole('navigation', { name: 'Contenu de l’opération' }).count()).toBe(0);
  });
});
