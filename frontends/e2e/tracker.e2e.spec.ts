import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { confirmPopup, eventually, launchBrowser, screenshot, SCREENSHOTS } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The steps of the exchange as the page shows them: « Demande (terminée) », « Convention (en cours) »… */
async function steps(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Étapes de l’échange' });
  await nav.waitFor();
  return (await nav.locator('.ant-steps-item-title').allTextContents()).map((text) => text.trim());
}

/** Whether the element's box is inside the window (read without scrolling to it). */
const inView = (page: Page, text: string) =>
  page
    .getByText(text)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

interface ListingApi {
  slug: string;
  name: string;
  itemRemainingQuantity: number;
  exchange?: {
    canRequest: boolean;
    canRegularize: boolean;
    beneficiaryChoice: boolean;
    pendingTracker: string | null;
    quantity: { min: number; max: number; fixed: boolean; remaining: number };
  } | null;
}

interface OperationFiguresApi {
  nbTrackersTerminated: number;
  totalItemSaved: number;
  totalEconomyInEuros: string | null;
}

describe('exchange journey in Chromium: reserve, approve, record, hand over', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let requesterContext: BrowserContext;
  let manager: Page;
  let requester: Page;
  let listing: ListingApi;
  let quantity = 1;
  let tracker = '';
  /** The operation the listing belongs to, and its figures before the exchange. */
  let operation: { slug: string; before: OperationFiguresApi } | null = null;

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  async function view(page: Page, slug: string): Promise<ListingApi> {
    const response = await page.request.get(`${server.url}/fr/api/troc/view/${slug}/`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as ListingApi;
  }

  /** A published offer of the manager that the requester may ask for now. */
  async function findListing(): Promise<ListingApi> {
    const me = (await (await manager.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string };
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': me.csrfToken },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as {
      data: {
        slug: string;
        itemRemainingQuantity: number;
        swapType: string | null;
        operation: { slug: string } | null;
      }[];
    };
    // A don of an operation first: the operation's figures follow the exchange.
    const rank = (c: (typeof data)[number]) => Number(Boolean(c.operation)) * 2 + Number(c.swapType === 'Don');
    const cards = data.filter((c) => c.itemRemainingQuantity >= 2).sort((a, b) => rank(b) - rank(a));
    for (const card of cards) {
      const candidate = await view(requester, card.slug);
      const exchange = candidate.exchange;
      if (exchange?.canRequest && !exchange.pendingTracker && !exchange.quantity.fixed) {
        if (card.operation)
          operation = { slug: card.operation.slug, before: await operationFigures(card.operation.slug) };
        return candidate;
      }
    }
    throw new Error('Aucune annonce de démonstration ne peut être demandée');
  }

  async function operationFigures(slug: string): Promise<OperationFiguresApi> {
    const response = await manager.request.get(`${server.url}/fr/api/operation/view/${slug}/`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as OperationFiguresApi;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await newContext();
    requesterContext = await newContext();
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    requester = await signIn(requesterContext, server.url, REQUESTER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the requester reserves a listing of another organisation from its page', async () => {
    listing = await findListing();
    quantity = listing.exchange!.quantity.min;

    await requester.goto(`${server.url}/fr/troc/view/${listing.slug}/`);
    await requester.getByRole('heading', { level: 1 }).waitFor();
    const reserve = requester.getByRole('button', { name: 'Réserver' });
    await reserve.waitFor();
    // Not a manager of this listing: no regularisation.
    expect(await requester.getByRole('link', { name: 'Régulariser' }).count()).toBe(0);
    await screenshot(requester, 'tracker-01-listing-view');
    await expectNoSeriousA11yViolations(requester, 'echange-fiche-annonce');

    await reserve.click();
    const modal = requester.getByRole('dialog');
    await modal.waitFor();
    // Too short a message first: the shared rule answers under the field.
    await modal.getByRole('textbox', { name: /Votre message/ }).fill('Merci');
    await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visible(requester, /au moins 10 caractères|trop court/i);
    await screenshot(requester, 'tracker-02-reservation-errors');
    await expectNoSeriousA11yViolations(requester, 'echange-fenetre-reservation-erreurs');

    await modal
      .getByRole('textbox', { name: /Votre message/ })
      .fill('Bonjour, notre ressourcerie pourrait venir chercher ce bien la semaine prochaine.');
    await modal.getByRole('spinbutton', { name: /Quantité/ }).fill(String(quantity));
    if (listing.exchange!.beneficiaryChoice) await modal.getByRole('radio', { name: 'Pour mon service' }).check();
    await screenshot(requester, 'tracker-03-reservation-modal');
    await expectNoSeriousA11yViolations(requester, 'echange-fenetre-reservation');
    await modal.getByRole('button', { name: 'Envoyer la demande' }).click();

    // The thread of the new exchange opens, with the request as its first messages.
    await requester.waitForURL(/\/fr\/tracker\/thread\/[^/]+\/$/);
    tracker = /\/tracker\/thread\/([^/]+)\//.exec(requester.url())![1]!;
    await visible(requester, 'Bonjour, notre ressourcerie pourrait venir chercher ce bien');
    await visible(requester, 'En cours');
    await requester.getByRole('textbox', { name: /Votre réponse/ }).fill('Nous avons un camion disponible mardi.');
    await requester.getByRole('button', { name: 'Envoyer' }).click();
    await visible(requester, 'Votre message a été envoyé.');
    await visible(requester, 'Nous avons un camion disponible mardi.');
    // The way ahead: the request is sent, the giver's answer comes next.
    expect(await steps(requester)).toEqual([
      'Demande (terminée)',
      'Acceptation (en cours)',
      'Convention (à venir)',
      'Enregistrement (à venir)',
      'Reprise (à venir)',
    ]);
    await screenshot(requester, 'tracker-04-thread');
    await expectNoSeriousA11yViolations(requester, 'echange-fil');

    // Back on the listing, the request is linked instead of a second reservation.
    await requester.goto(`${server.url}/fr/troc/view/${listing.slug}/`);
    await requester.getByRole('link', { name: 'Voir ma demande en cours' }).waitFor();
    expect(await requester.getByRole('button', { name: 'Réserver' }).count()).toBe(0);
  });

  it('the manager approves from « Mes échanges » and records the exchange', async () => {
    await manager.goto(`${server.url}/fr/`);
    await manager
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Mes échanges' })
      .click();
    await manager.waitForURL(`${server.url}/fr/tracker/mine/`);
    await manager.getByRole('heading', { level: 1, name: 'Mes échanges' }).waitFor();

    // Only the exchanges given: the filter goes into the address.
    await manager.getByRole('form', { name: 'Filtrer les échanges' }).getByText('Cédés', { exact: true }).click();
    await manager.waitForURL(/direction=given/);
    const card = manager
      .getByRole('article')
      .filter({ has: manager.locator(`a[href="/fr/tracker/thread/${tracker}/"]`) })
      .first();
    await card.waitFor();
    await screenshot(manager, 'tracker-05-my-exchanges');
    await expectNoSeriousA11yViolations(manager, 'echange-mes-echanges');

    await card.getByRole('button', { name: 'Accepter' }).click();
    await manager.getByRole('button', { name: 'Confirmer' }).waitFor();
    await screenshot(manager, 'tracker-06-approve-confirm');
    await expectNoSeriousA11yViolations(manager, 'echange-confirmation');
    await confirmPopup(manager, card.getByRole('button', { name: 'Accepter' }), 'Confirmer');
    await visible(manager, 'La demande a été acceptée.');
    await card.getByText('Acceptée').first().waitFor();

    await card.getByRole('link', { name: "Enregistrer l'échange" }).click();
    await manager.waitForURL(`${server.url}/fr/tracker/edit/${tracker}/`);
    await manager.getByRole('heading', { level: 1, name: 'Enregistrer l’échange' }).waitFor();
    // The convention is the step before the recording, and its panel comes before the form.
    expect(await steps(manager)).toEqual([
      'Demande (terminée)',
      'Acceptation (terminée)',
      'Convention (en cours)',
      'Enregistrement (à venir)',
      'Reprise (à venir)',
    ]);
    await manager.getByRole('link', { name: 'À générer par le cédant avant l’enregistrement' }).waitFor();
    const conventionTop = (await manager.locator('#tracker-convention').boundingBox())!.y;
    expect(conventionTop).toBeLessThan((await manager.locator('#tracker_record_form').boundingBox())!.y);
    await fillRecordForm(manager);
    await screenshot(manager, 'tracker-07-record-form');
    await expectNoSeriousA11yViolations(manager, 'echange-enregistrement');

    await manager.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await visible(manager, 'Le brouillon a été enregistré.');

    // No convention yet: recording is refused, and the modal leads to the convention panel.
    await manager.locator('#tracker_record_form button[type="submit"]').click();
    const required = manager.getByRole('dialog', { name: 'Convention requise' });
    await required.waitFor();
    await visible(manager, /La convention doit être générée avant d'enregistrer l'échange/);
    // The accessibility check waits for the modal's opening animation: the picture comes after it.
    await expectNoSeriousA11yViolations(manager, 'echange-convention-requise');
    await screenshot(manager, 'tracker-07b-convention-required');
    await required.getByRole('link', { name: 'Aller au panneau Convention' }).click();
    await required.waitFor({ state: 'hidden' });
    await eventually(async () =>
      expect(await manager.evaluate(() => document.activeElement?.id)).toBe('tracker-convention'),
    );

    // The CERFA address, then the numbered document, downloaded and looked at.
    const panel = manager.locator('#tracker-convention');
    const conventionForm = panel.getByRole('form', { name: 'Informations de la convention' });
    await conventionForm.getByRole('textbox', { name: 'Code postal' }).fill('59000');
    await eventually(
      async () => expect(await conventionForm.locator('.ant-select-content').first().textContent()).toContain('Lille'),
      8_000,
    );
    // One button for the step: the information saved, then the document generated.
    expect(await panel.getByRole('button', { name: 'Générer la convention', exact: true }).count()).toBe(0);
    await conventionForm.getByRole('button', { name: 'Enregistrer et générer la convention' }).click();
    await visible(manager, 'La convention a été générée.');
    await panel.getByText('En attente de signature').waitFor();
    await panel.getByText(/^TROC-\d{4}-\d+$/).waitFor();
    expect(await panel.getByRole('button', { name: 'Enregistrer et générer à nouveau' }).count()).toBe(1);
    // The giver wrote it: refusing it is the taker's.
    expect(await panel.getByRole('button', { name: 'Refuser la convention' }).count()).toBe(0);
    await eventually(async () =>
      expect((await steps(manager)).slice(2, 4)).toEqual(['Convention (terminée)', 'Enregistrement (en cours)']),
    );
    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      panel.getByRole('link', { name: /Télécharger la convention/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^TROC-\d{4}-\d+\.pdf$/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const pdf = join(SCREENSHOTS, 'tracker-convention.pdf');
    await download.saveAs(pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      pdf.replace(/\.pdf$/, '-page1'),
    ]);
    expect(existsSync(join(SCREENSHOTS, 'tracker-convention-page1.png'))).toBe(true);

    // The bilans: the transport fee unknown, the gain calculated as the amounts are typed.
    const bilans = manager.getByRole('form', { name: 'Bilans de l’échange' });
    const purchase = bilans.getByRole('spinbutton', { name: 'Valeur neuve d’une unité (€)' });
    if (!(await purchase.inputValue()).trim()) await purchase.fill('120');
    await bilans.getByRole('spinbutton', { name: 'Valeur comptable (€)' }).fill('40');
    await bilans.getByRole('checkbox', { name: /Inconnu : Frais de transport/ }).check();
    const fee = bilans.getByRole('spinbutton', { name: 'Frais de transport (€)' });
    await eventually(async () => expect(await fee.isDisabled()).toBe(true), 3_000);
    await eventually(async () => expect(await bilans.getByTestId('eco-gain').textContent()).toMatch(/€/));
    await bilans.getByRole('button', { name: 'Enregistrer les bilans' }).click();
    await visible(manager, 'Les bilans ont été enregistrés.');
    await screenshot(manager, 'tracker-07c-convention-bilans');
    await expectNoSeriousA11yViolations(manager, 'echange-convention-bilans');

    await manager.locator('#tracker_record_form button[type="submit"]').click();
    await manager.waitForURL(`${server.url}/fr/tracker/summary/${tracker}/`);
    await visible(manager, 'L’échange est enregistré.');
    // The confirmation is where the page opens, not above the fold.
    await eventually(async () => expect(await inView(manager, 'L’échange est enregistré.')).toBe(true));
    await visible(manager, 'À déclarer');
    expect((await steps(manager)).slice(3)).toEqual(['Enregistrement (terminée)', 'Reprise (en cours)']);
    await screenshot(manager, 'tracker-07d-recorded');
    await expectNoSeriousA11yViolations(manager, 'echange-enregistre');
  });

  it('the requester reports the hand-over and both read the summary', async () => {
    await requester.goto(`${server.url}/fr/tracker/mine/`);
    const card = requester
      .getByRole('article')
      .filter({ has: requester.locator(`a[href="/fr/tracker/summary/${tracker}/"]`) })
      .first();
    await confirmPopup(requester, card.getByRole('button', { name: 'Reprise effectuée' }), 'Confirmer');
    await visible(requester, 'La reprise est enregistrée : l’échange est terminé.');
    await screenshot(requester, 'tracker-08-hand-over');
    await expectNoSeriousA11yViolations(requester, 'echange-reprise');

    for (const [page, name] of [
      [requester, 'repreneur'],
      [manager, 'cedant'],
    ] as const) {
      await page.goto(`${server.url}/fr/tracker/summary/${tracker}/`);
      await page.getByRole('heading', { level: 1, name: 'Récapitulatif de l’échange' }).waitFor();
      await visible(page, 'Reprise');
      await visible(page, 'Camille Martin');
      await visible(page, 'Karim Haddad');
      await visible(page, 'Reprise effectuée');
      // What the exchange saved, and the convention waiting for its signatures.
      await page.getByRole('heading', { name: 'Ce que cet échange a économisé' }).waitFor();
      await visible(page, 'Gain économique');
      await visible(page, /kgCO2e|N\/A/);
      await page.locator('#tracker-convention').getByText('En attente de signature').waitFor();
      expect(await steps(page)).toEqual([
        'Demande (terminée)',
        'Acceptation (terminée)',
        'Convention (terminée)',
        'Enregistrement (terminée)',
        'Reprise (terminée)',
      ]);
      // Only the taker may refuse the giver's convention.
      expect(
        await page.locator('#tracker-convention').getByRole('button', { name: 'Refuser la convention' }).count(),
      ).toBe(name === 'repreneur' ? 1 : 0);
      await screenshot(page, `tracker-09-summary-${name}`);
      await expectNoSeriousA11yViolations(page, `echange-recapitulatif-${name}`);
    }
    // On a phone the steps stack, within the screen.
    await requester.setViewportSize({ width: 360, height: 740 });
    await requester.reload();
    await steps(requester);
    // (The header is the frame's: here the steps themselves fit the screen.)
    const stepsBox = (await requester.getByRole('navigation', { name: 'Étapes de l’échange' }).boundingBox())!;
    expect(stepsBox.x + stepsBox.width).toBeLessThanOrEqual(360);
    await screenshot(requester, 'tracker-09b-summary-phone');
    await expectNoSeriousA11yViolations(requester, 'echange-recapitulatif-telephone');
    await requester.setViewportSize({ width: 1280, height: 900 });

    // Over: « Échanges terminés » lists it.
    await requester.goto(`${server.url}/fr/tracker/terminated/mine/`);
    await requester.locator(`a[href="/fr/tracker/summary/${tracker}/"]`).first().waitFor();
    await screenshot(requester, 'tracker-10-terminated');
    await expectNoSeriousA11yViolations(requester, 'echange-termines');

    // What was handed over has left the listing.
    await eventually(async () =>
      expect((await view(manager, listing.slug)).itemRemainingQuantity).toBe(listing.itemRemainingQuantity - quantity),
    );
  });

  it('the requester uploads the signed copy: the convention is signed and the generated one frozen', async () => {
    await requester.goto(`${server.url}/fr/tracker/summary/${tracker}/`);
    const panel = requester.locator('#tracker-convention');
    await panel.getByText('En attente de signature').waitFor();
    // The copy signed by both sides: here the document itself, as a scan would be.
    await panel.locator('input[type="file"]').setInputFiles(join(SCREENSHOTS, 'tracker-convention.pdf'));
    await visible(requester, 'La copie signée a été déposée : la convention est signée.');
    await panel.getByText('Signée', { exact: true }).waitFor();
    await panel.getByRole('link', { name: /Télécharger la copie signée/ }).waitFor();
    await screenshot(requester, 'tracker-11-convention-signed');
    await expectNoSeriousA11yViolations(requester, 'echange-convention-signee');

    // The manager sees it signed too, and can no longer generate it again.
    await manager.goto(`${server.url}/fr/tracker/summary/${tracker}/`);
    const managerPanel = manager.locator('#tracker-convention');
    await managerPanel.getByText('Signée', { exact: true }).waitFor();
    expect(await managerPanel.getByRole('button', { name: /Générer/ }).count()).toBe(0);
  });

  it("the operation's figures count the exchange and what it saved", async () => {
    if (!operation) throw new Error('La démonstration doit proposer une annonce rattachée à une opération');
    const { slug, before } = operation;
    const after = await operationFigures(slug);
    expect(after.nbTrackersTerminated).toBe(before.nbTrackersTerminated + 1);
    expect(after.totalItemSaved).toBe(before.totalItemSaved + quantity);
    expect(after.totalEconomyInEuros).not.toBeNull();

    await manager.goto(`${server.url}/fr/operation/view/${slug}/`);
    const shown = manager.locator('[data-figure="nbTrackersTerminated"] dd');
    await eventually(async () => expect(await shown.textContent()).toBe(String(after.nbTrackersTerminated)));
    expect(await manager.locator('[data-figure="totalEconomyInEuros"] dd').textContent()).toContain('€');
    await screenshot(manager, 'tracker-12-operation-figures');
    await expectNoSeriousA11yViolations(manager, 'echange-operation-chiffres');
  });
});

/** Completes what the listing did not prefill, as a manager would. */
async function fillRecordForm(page: Page): Promise<void> {
  const field = (name: string) => page.locator(`#tracker_record_form_${name}`);
  const fillIfEmpty = async (name: string, value: string) => {
    if (!(await field(name).inputValue()).trim()) await field(name).fill(value);
  };
  const selected = async (name: string) => {
    const item = page.locator('.ant-form-item', { has: field(name) });
    return ((await item.locator('.ant-select-content').first().textContent()) ?? '').trim();
  };
  const chooseIfEmpty = async (name: string, label?: string) => {
    if (await selected(name)) return;
    await field(name).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    await (label ? options.filter({ hasText: label }).first() : options.first()).click();
    await eventually(async () => expect(await selected(name)).not.toBe(''), 3_000);
  };
  await fillIfEmpty('name', 'Bien repris');
  await chooseIfEmpty('itemState', 'Très bon état');
  await fillIfEmpty('itemWeight', '5');
  await chooseIfEmpty('service');
  const description = await field('description').inputValue();
  if (description.trim().length < 20)
    await field('description').fill(`${description} Bien en bon état, repris tel quel.`);
  await fillIfEmpty('itemPurchasePrice', '120');
  await chooseIfEmpty('swapType', 'Don');
  await fillIfEmpty('totalPrice', '0');
  if (!(await field('postal').inputValue()).trim()) {
    await field('postal').fill('33000');
    await eventually(async () => expect(await selected('city')).toContain('Bordeaux'), 8_000);
  }
}
