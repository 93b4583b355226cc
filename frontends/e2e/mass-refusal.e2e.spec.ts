import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, SCREENSHOTS } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, signIn, visible } from './support/session';

const MEMBER = 'camille.martin@chu-bordeaux.demo';
/** A word only the journey's two listings carry: « Mes annonces » filtered by it shows them alone. */
const WORD = 'Zéphyrin';
const SALE = `Armoire ${WORD} à vendre`;
const GIFT = `Armoire ${WORD} à donner`;
const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const ddmmyyyy = (value: string) => value.split('-').reverse().join('/');
const NEW_END = iso(new Date(Date.now() + 401 * DAY));

/** A modal as the member sees it (the window). */
const shootWindow = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

interface Listing {
  slug: string;
  name: string;
  rawItemCurrentPrice: number | null;
  availabilityEndDate: string | null;
}

describe('mass edit journey in Chromium: a promotion previewed, applied to a sale and refused by name on a gift', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const api = async (path: string, data: object, status = 200) => {
    const response = await page.request.post(`${server.url}/fr/api${path}`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data,
    });
    expect([path, response.status(), response.ok() ? '' : await response.text()]).toEqual([path, status, '']);
    return response.json() as Promise<unknown>;
  };
  const mine = async () =>
    ((await api('/troc/mine/', { page: 1, size: 20, troc_filter_form: { keyword: WORD } })) as { data: Listing[] })
      .data;

  /** Two drafts of the member: one for sale at 40 €, one given away. */
  async function createListings(): Promise<void> {
    const me = (await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as {
      user: { id: number; service: { id: number } | null };
    };
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .png()
      .toBuffer();
    for (const [name, sale] of [
      [SALE, true],
      [GIFT, false],
    ] as const) {
      const { slug } = (await api('/troc/create/', { requestType: 'Offer' }, 201)) as { slug: string };
      const image = await page.request.post(`${server.url}/fr/api/troc/image/${slug}/0/`, {
        headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
        multipart: { 'form[file]': { name: 'armoire.png', mimeType: 'image/png', buffer: png } },
      });
      expect(image.status()).toBe(200);
      await api(`/troc/edit/${slug}/details/`, {
        requestType: 'Offer',
        category: 103,
        name,
        description: 'Armoire métallique deux portes du service, en bon état.',
        itemTotalQuantity: 1,
        itemMinQuantity: 1,
        itemState: 'VeryGood',
        itemWeight: '45',
      });
      await api(`/troc/edit/${slug}/manage/`, {
        swapType: sale ? 'Vente' : 'Don',
        ...(sale ? { itemPriceType: 'NegotiablePrice', rawItemCurrentPrice: 40, rawItemPurchasePrice: 130 } : {}),
        manager: me.user.id,
        service: me.user.service?.id,
        visibility: ['Internal'],
        availabilityStartDate: iso(new Date()),
        availabilityEndDate: iso(new Date(Date.now() + 60 * DAY)),
      });
    }
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, MEMBER, 'Camille');
    await createListings();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('previews the promotion on the selected listings: the sale’s new price, the gift refused with its reason', async () => {
    const before = await mine();
    expect(before.map((l) => [l.name, l.rawItemCurrentPrice]).sort()).toEqual([
      [GIFT, null],
      [SALE, 40],
    ]);
    await page.goto(`${server.url}/fr/troc/mine/?keyword=${encodeURIComponent(WORD)}`);
    // A wide screen opens the table.
    const table = page.getByRole('table', { name: 'Tableau de mes annonces' });
    await table.waitFor();
    for (const name of [SALE, GIFT]) {
      await table.getByRole('checkbox', { name: `Sélectionner « ${name} »` }).check();
    }
    await visible(page, '2 annonces sélectionnées');
    await page.getByRole('group', { name: 'Actions groupées' }).getByRole('button', { name: 'Modifier' }).click();
    const modal = page.getByRole('dialog', { name: 'Modification groupée' });
    await modal.getByText('2 annonces sélectionnées').waitFor();
    await modal.getByLabel('Promotion (%)').fill('25');
    const preview = modal.getByRole('region', { name: 'Aperçu de la promotion' });
    await eventually(async () => {
      const lines = (await preview.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(lines.sort()).toEqual([
        `${GIFT} : non appliquée — Une promotion ne s'applique qu'à une annonce en vente dont le prix de vente est renseigné.`,
        `${SALE} : 40,00 € → 30,00 €`,
      ]);
    });
    const end = modal.getByLabel('Fin de disponibilité');
    await end.click();
    await end.fill(ddmmyyyy(NEW_END));
    await end.press('Tab');
    await expectNoSeriousA11yViolations(
      page,
      'mes-annonces-apercu-promotion',
      '.ant-modal-wrap:not([style*="display: none"]) .ant-modal',
    );
    await shootWindow(page, 'mass-refusal-01-apercu');
  });

  it('applies every valid field and names the refused one in the report', async () => {
    const modal = page.getByRole('dialog', { name: 'Modification groupée' });
    await modal.getByRole('button', { name: 'Valider' }).click();
    const report = page.getByRole('dialog', { name: 'Rapport de modification' });
    const table = report.locator('.ant-table');
    await table.waitFor({ timeout: 90_000 });
    await modal.waitFor({ state: 'hidden' });
    await shootWindow(page, 'mass-refusal-02-rapport');
    await expectNoSeriousA11yViolations(
      page,
      'mes-annonces-rapport-refus',
      '.ant-modal-wrap:not([style*="display: none"]) .ant-modal',
    );

    const changes = async (name: string) =>
      (await table.locator('tr.ant-table-row', { hasText: name }).locator('li').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      );
    const endChange = expect.stringMatching(
      new RegExp(`^Fin de disponibilité : .+ → (${NEW_END}|${ddmmyyyy(NEW_END)})$`),
    );
    const sale = await changes(SALE);
    expect(sale).toHaveLength(2);
    expect(sale).toEqual(
      expect.arrayContaining([endChange, expect.stringMatching(/^Prix de vente : 40(,00)?( €)? → 30(,00)?( €)?$/)]),
    );
    // The gift's end date is applied; its promotion is refused by name, with the reason.
    expect(await changes(GIFT)).toEqual([
      endChange,
      "Promotion (%) non appliqué : Une promotion ne s'applique qu'à une annonce en vente dont le prix de vente est renseigné.",
    ]);

    const after = new Map((await mine()).map((l) => [l.name, l]));
    expect(after.get(SALE)).toMatchObject({ rawItemCurrentPrice: 30, availabilityEndDate: NEW_END });
    expect(after.get(GIFT)).toMatchObject({ rawItemCurrentPrice: null, availabilityEndDate: NEW_END });
  });
});
