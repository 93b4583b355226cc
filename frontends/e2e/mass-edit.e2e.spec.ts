import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseOption, eventually, launchBrowser, SCREENSHOTS, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, signIn, visible } from './support/session';
import { counted } from './support/text';

const MEMBER = 'camille.martin@chu-bordeaux.demo';
/** How many listings the journey edits at once: more than a page of the list (20) and of the report (20). */
const COUNT = 30;
const CATEGORY = 102;
const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const ddmmyyyy = (value: string) => value.split('-').reverse().join('/');
/** A day no demo listing ends on: the listings outside the selection must not take it. */
const NEW_END = iso(new Date(Date.now() + 613 * DAY));
const OLD_SWAP = 'Don';
const NEW_SWAP = 'Pret';
const NEW_SWAP_LABEL = 'Prêt';

/** A modal as the member sees it (the window): the full-page picture stitches the fixed header and mask over it. */
const shootWindow = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

interface Card {
  id: number;
  slug: string;
  name: string;
  publicationStatus: string;
  swapType: string | null;
  availabilityEndDate: string | null;
}

interface ReportRow {
  name: string;
  status: string;
  changes: string[];
}

describe('mass edit journey in Chromium: 30 drafts selected on « Mes annonces », edited at once, reported', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Before the edit: the 30 drafts the journey selects, and every other listing of « Mes annonces ». */
  let selected: Card[] = [];
  let outside: Card[] = [];

  const api = async (path: string, data: object, status = 200) => {
    const response = await page.request.post(`${server.url}/fr/api${path}`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data,
    });
    expect([path, response.status(), response.ok() ? '' : await response.text()]).toEqual([path, status, '']);
    return response.json() as Promise<unknown>;
  };
  const mine = async (filter: Record<string, string>) =>
    (await api('/troc/mine/', { page: 1, size: 100, troc_filter_form: filter })) as {
      total_results: number;
      data: Card[];
    };

  /** The drafts missing for the member to manage 30 of them, created through the API as the edit form would. */
  async function completeDrafts(): Promise<void> {
    const me = (await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as {
      user: { id: number; service: { id: number } | null };
    };
    const { total_results: drafts } = await mine({ publicationStatus: 'Draft' });
    const start = iso(new Date());
    const end = iso(new Date(Date.now() + 90 * DAY));
    // The details need a photo: one picture, sent to each draft.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 60 } } })
      .png()
      .toBuffer();
    for (let i = drafts + 1; i <= COUNT; i++) {
      const { slug } = (await api('/troc/create/', { requestType: 'Offer' }, 201)) as { slug: string };
      const image = await page.request.post(`${server.url}/fr/api/troc/image/${slug}/0/`, {
        headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
        multipart: { 'form[file]': { name: 'lot.png', mimeType: 'image/png', buffer: png } },
      });
      expect(image.status()).toBe(200);
      await api(`/troc/edit/${slug}/details/`, {
        requestType: 'Offer',
        category: CATEGORY,
        name: `Lot de mobilier de bureau n° ${i}`,
        description: 'Bureaux, caissons et armoires du pavillon à reprendre, en bon état.',
        itemTotalQuantity: 2,
        itemMinQuantity: 1,
        itemState: 'VeryGood',
        itemWeight: '35',
      });
      await api(`/troc/edit/${slug}/manage/`, {
        swapType: OLD_SWAP,
        manager: me.user.id,
        service: me.user.service?.id,
        visibility: ['Internal'],
        availabilityStartDate: start,
        availabilityEndDate: end,
      });
    }
  }

  /** The report's rows, page after page of its table (20 a page). */
  async function reportRows(report: ReturnType<Page['getByRole']>): Promise<ReportRow[]> {
    const rows: ReportRow[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      if (pageNumber > 1) {
        const next = report.locator('.ant-pagination').getByTitle(String(pageNumber), { exact: true });
        if ((await next.count()) === 0) return rows;
        await next.click();
        await eventually(async () => expect(await next.getAttribute('class')).toContain('ant-pagination-item-active'));
      }
      const lines = report.locator('.ant-table-tbody tr.ant-table-row');
      await lines.first().waitFor();
      for (const line of await lines.all()) {
        const cells = line.locator('td');
        rows.push({
          name: (await cells.nth(0).innerText()).trim(),
          status: (await cells.nth(1).innerText()).trim(),
          changes: (await cells.nth(2).locator('li').allInnerTexts()).map((text) => text.trim()),
        });
      }
    }
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, MEMBER, 'Camille');
    await completeDrafts();
    selected = (await mine({ publicationStatus: 'Draft' })).data;
    outside = (await mine({})).data.filter((card) => card.publicationStatus !== 'Draft');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('selects every draft of « Mes annonces » (30) in the mass-select mode', async () => {
    expect(selected).toHaveLength(COUNT);
    expect(outside.length).toBeGreaterThanOrEqual(10);
    // Nothing ends on the new day yet, and the drafts are all given away (« Don »).
    expect([...selected, ...outside].filter((card) => card.availabilityEndDate === NEW_END)).toEqual([]);
    expect(new Set(selected.map((card) => card.swapType))).toEqual(new Set([OLD_SWAP]));

    await page.goto(`${server.url}/fr/troc/mine/`);
    await page.getByRole('heading', { level: 1, name: 'Mes annonces' }).waitFor();
    const filters = page.getByRole('form', { name: 'Filtrer les annonces' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Statut' }), 'Brouillon');
    await page.waitForURL(/publicationStatus=Draft/);
    await visible(page, counted(COUNT, 'annonce', 'annonces'));
    const list = page.getByRole('list', { name: 'Liste de mes annonces' });
    await eventually(async () => {
      expect(await list.getAttribute('aria-busy')).toBe('false');
      // 20 a page: the selection spans two pages of the list.
      expect(await list.getByRole('listitem').count()).toBe(20);
      expect(new Set(await list.getByTestId('status').allTextContents())).toEqual(new Set(['Brouillon']));
    }, 15_000);

    // A mode switch, if the page has one, comes first; the selection bar then offers the page or all results.
    const mode = page
      .getByRole('switch', { name: 'Sélection multiple' })
      .or(page.getByRole('button', { name: 'Sélection multiple' }));
    if ((await mode.count()) > 0) await mode.first().click();
    const bar = page.getByRole('group', { name: 'Sélection' });
    await bar.getByRole('checkbox', { name: `Sélectionner les ${COUNT} annonces` }).check();
    await bar.getByText(counted(COUNT, 'annonce sélectionnée', 'annonces sélectionnées')).waitFor();
    // Every card of the page is ticked, and single ticks are locked while all results are selected.
    await eventually(async () => {
      const boxes = list.getByRole('checkbox', { name: /^Sélectionner « / });
      expect(await boxes.count()).toBe(20);
      for (const box of await boxes.all()) {
        expect(await box.isChecked()).toBe(true);
        expect(await box.isDisabled()).toBe(true);
      }
    });
    await page.getByRole('group', { name: 'Actions groupées' }).waitFor();
    await screenshot(page, 'mass-edit-01-selection');
  });

  it('edits the 30 listings at once: a new swap type and end of availability', async () => {
    await page.getByRole('group', { name: 'Actions groupées' }).getByRole('button', { name: 'Modifier' }).click();
    const modal = page.getByRole('dialog', { name: 'Modification groupée' });
    await modal.getByText(counted(COUNT, 'annonce sélectionnée', 'annonces sélectionnées')).waitFor();
    await chooseOption(page, modal.getByRole('combobox', { name: "Type d'échange" }), NEW_SWAP_LABEL);
    // The date picker reads and shows dd/mm/yyyy, as the other forms.
    const end = modal.getByLabel('Fin de disponibilité');
    await end.click();
    await end.fill(ddmmyyyy(NEW_END));
    await end.press('Tab');
    expect(await end.inputValue()).toBe(ddmmyyyy(NEW_END));
    // axe waits for the modal's opening animation to end: the picture comes after.
    await expectNoSeriousA11yViolations(page, 'mes-annonces-modification-groupee');
    await shootWindow(page, 'mass-edit-02-modale');

    await modal.getByRole('button', { name: 'Valider' }).click();
    const report = page.getByRole('dialog', { name: 'Rapport de modification' });
    await report.waitFor();
    await modal.waitFor({ state: 'hidden' });
    // The start's answer is the first progress (0 line done: the bar's 10 % floor); the next poll is 5 s later.
    const progress = report.getByRole('progressbar', { name: 'Traitement en cours…' });
    const table = report.locator('.ant-table');
    await eventually(async () => expect((await progress.count()) + (await table.count())).toBeGreaterThan(0));
    if ((await progress.count()) > 0) {
      try {
        const percent = Number(await progress.getAttribute('aria-valuenow', { timeout: 3_000 }));
        expect(percent).toBeGreaterThanOrEqual(10);
        expect(percent).toBeLessThanOrEqual(100);
        await report.getByText('Traitement en cours…').first().waitFor({ timeout: 3_000 });
        await shootWindow(page, 'mass-edit-03-progression');
      } catch (error) {
        // Only acceptable when the action ended (and its table replaced the bar) in the meantime.
        if ((await table.count()) === 0) throw error;
      }
    }
    await table.waitFor({ timeout: 90_000 });
    await shootWindow(page, 'mass-edit-04-rapport');
    await expectNoSeriousA11yViolations(page, 'mes-annonces-rapport-modification');

    // One entry per selected listing, each with its own old values → the new ones.
    const rows = await reportRows(report);
    expect(rows).toHaveLength(COUNT);
    expect(rows.map((row) => row.name).sort()).toEqual(selected.map((card) => card.name).sort());
    const before = new Map(selected.map((card) => [card.name, card]));
    for (const row of rows) {
      const card = before.get(row.name)!;
      expect([row.name, row.status]).toEqual([row.name, 'Modifiée']);
      expect([row.name, row.changes.sort()]).toEqual([
        row.name,
        [
          // The report shows the stored ISO day today; a French day (dd/mm/yyyy) would be as right.
          expect.stringMatching(
            new RegExp(
              `^Fin de disponibilité : (${card.availabilityEndDate}|${ddmmyyyy(card.availabilityEndDate!)}) → ` +
                `(${NEW_END}|${ddmmyyyy(NEW_END)})$`,
            ),
          ),
          expect.stringMatching(new RegExp(`^Type d'échange : ${OLD_SWAP} → (${NEW_SWAP}|${NEW_SWAP_LABEL})$`)),
        ],
      ]);
    }
    await report.getByRole('button', { name: 'Fermer' }).filter({ hasText: 'Fermer' }).click();
    await report.waitFor({ state: 'hidden' });
    // The list reloads with the selection emptied and shows the new end on the cards.
    await eventually(async () => {
      expect(await page.getByText(/annonce\(s\) sélectionnée\(s\)/).count()).toBe(0);
      const list = page.getByRole('list', { name: 'Liste de mes annonces' });
      const availability = await list
        .locator('.ant-descriptions-item')
        .filter({ hasText: 'Disponibilité' })
        .allInnerTexts();
      expect(availability).toHaveLength(20);
      for (const text of availability) expect(text).toContain(ddmmyyyy(NEW_END));
    }, 15_000);
    await screenshot(page, 'mass-edit-05-liste');
  });

  it('the 30 listings carry the new values, the others kept theirs', async () => {
    const after = new Map((await mine({})).data.map((card) => [card.id, card]));
    for (const card of selected) {
      const now = after.get(card.id);
      expect([card.name, now?.availabilityEndDate, now?.swapType]).toEqual([card.name, NEW_END, NEW_SWAP]);
      const view = await page.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`);
      expect(view.status()).toBe(200);
      const listing = (await view.json()) as Card;
      expect([card.name, listing.availabilityEndDate, listing.swapType, listing.publicationStatus]).toEqual([
        card.name,
        NEW_END,
        NEW_SWAP,
        'Draft',
      ]);
    }
    for (const card of outside) {
      const now = after.get(card.id);
      expect([card.name, now?.availabilityEndDate, now?.swapType]).toEqual([
        card.name,
        card.availabilityEndDate,
        card.swapType,
      ]);
    }
  });
});
