import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot, showListingCards } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/session';
import { patient } from './support/slowness';

const OWNER = 'julien.roux@chu-bordeaux.demo';
const READER = 'karim.haddad@ressourcerie-lille.demo';
/** The picture sent into image0, generated at run time. */
const PICTURE = { width: 800, height: 600 };

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The open dropdown of an antd select: its option of that exact label. */
const option = (page: Page, label: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);

async function choose(page: Page, select: string, label: string): Promise<void> {
  const field = page.locator(select);
  const shown = page.locator('.ant-select', { has: field }).locator('.ant-select-content');
  // A click that lands while the dropdown is still sliding open can miss its option: the
  // choice is made again until the select shows it (what a user would do too).
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await option(page, label).click();
    try {
      await eventually(async () => expect(await shown.textContent()).toContain(label), 3_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** dd/mm/yyyy, as the date pickers take it. */
const frenchDate = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function pickDate(page: Page, input: string, date: Date): Promise<void> {
  const field = page.locator(input);
  await field.click();
  await field.fill(frenchDate(date));
  await field.press('Enter');
  await eventually(async () => expect(await field.inputValue()).toBe(frenchDate(date)));
}

interface ListingApi {
  slug: string;
  name: string;
  category: number;
  publicationStatus: string;
  visibility: string[];
  swapType: string | null;
  itemTotalQuantity: number | null;
  itemState: string | null;
  itemWeightInKg: number | null;
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
  viewTotal: number;
  address: { city: string; cityName: string; postal: string } | null;
  image0: {
    id: number;
    path: string;
    thumbnail?: string;
    edition?: { url: string; data: { x: number; y: number; width: number; height: number; rotate: number } | null };
  } | null;
}

describe('listing journey in Chromium: publish, find, star, and stay hidden from visitors', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let reader: BrowserContext;
  let visitor: BrowserContext;
  let tmp: string;
  let picturePath: string;
  let slug = '';
  let ownerPage: Page | null = null;
  const name = `Armoire forte parcours ${Date.now()}`;

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  /** The listing as the page's session reads it from the API. */
  async function apiView(page: Page): Promise<{ status: number; body: ListingApi | null }> {
    const response = await page.request.get(`${server.url}/fr/api/troc/view/${slug}/`);
    return { status: response.status(), body: response.ok() ? ((await response.json()) as ListingApi) : null };
  }

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'troc-e2e-picture-'));
    picturePath = join(tmp, 'armoire.png');
    // A real PNG with shapes, so a crop and a rotation change what is kept.
    const drawing = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${PICTURE.height}">` +
        '<rect x="250" y="80" width="300" height="460" fill="#6b4f2a" stroke="#3b2a14" stroke-width="12"/>' +
        '<line x1="400" y1="80" x2="400" y2="540" stroke="#3b2a14" stroke-width="8"/>' +
        '<circle cx="380" cy="310" r="10" fill="#e8c547"/><circle cx="420" cy="310" r="10" fill="#e8c547"/></svg>',
    );
    await sharp({
      create: { width: PICTURE.width, height: PICTURE.height, channels: 3, background: { r: 214, g: 228, b: 220 } },
    })
      .composite([{ input: drawing }])
      .png()
      .toFile(picturePath);
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [owner, reader, visitor] = await Promise.all([newContext(), newContext(), newContext()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('the owner creates an offer, fills and retouches it, opens it to every organisation and publishes it', async () => {
    const page = await signIn(owner, server.url, OWNER, 'Julien');
    ownerPage = page;

    // New listing: choosing an offer opens the edit forms; the draft is created by the first save only.
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/troc/create/')) creations.push(request.url());
    });
    await page.goto(`${server.url}/fr/troc/new/`);
    await page.getByRole('button', { name: /Une offre/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'depot-annonce');
    await page.getByRole('button', { name: /Une offre/ }).click();
    await page.waitForURL(/\/fr\/troc\/new\/\?type=Offer$/);
    await visible(page, "Pas encore enregistrée : l'annonce sera créée en brouillon au premier enregistrement.");
    await eventually(async () => expect(await page.getByTestId('status').textContent()).toBe('Brouillon'));
    await screenshot(page, 'listing-00-new-unwritten');
    await expectNoSeriousA11yViolations(page, 'nouvelle-annonce-non-enregistree');
    expect(creations).toEqual([]);
    const details = page.locator('#troc_details_form');
    expect(await details.getByRole('radio', { name: 'Offre' }).isChecked()).toBe(true);

    // Details: category then its sub-category, texts, quantities, condition, weight.
    await choose(page, '#troc_details_form_category0', 'Mobilier');
    await choose(page, '#troc_details_form_category1', 'Rangements et armoires');
    await page.locator('#troc_details_form_name').fill(name);
    await page
      .locator('#troc_details_form_description')
      .fill('Armoire forte métallique à deux portes, clés fournies. À retirer au magasin central.');
    await page.locator('#troc_details_form_itemTotalQuantity').fill('3');
    await page.locator('#troc_details_form_itemMinQuantity').fill('1');
    await page.locator('#troc_details_form_itemMaxQuantity').fill('2');
    await choose(page, '#troc_details_form_itemState', 'Très bon état');
    await page.locator('#troc_details_form_itemWeight').fill('45,5');

    // The picture is sent at once into the main slot.
    await page.getByTestId('image0-file').setInputFiles(picturePath);
    const slot0 = page.locator('.troc-image-slot[data-slot="0"]');
    await slot0.getByRole('img', { name: 'Photo 1 de l’annonce' }).waitFor();
    // The picture was the first save: it created the one draft, whose edit page the address bar now names.
    expect(creations).toHaveLength(1);
    await page.waitForURL(/\/fr\/troc\/edit\/[^/]+\/$/);
    slug = decodeURIComponent(/\/fr\/troc\/edit\/([^/]+)\/$/.exec(page.url())![1]!);
    await screenshot(page, 'listing-01-details-filled');
    await expectNoSeriousA11yViolations(page, 'modification-details');

    await details.getByRole('button', { name: 'Enregistrer' }).click();
    await details.getByText('Vos modifications ont été enregistrées.').waitFor();
    const afterDetails = (await apiView(page)).body!;
    expect(afterDetails).toMatchObject({
      name,
      category: 103,
      itemTotalQuantity: 3,
      itemState: 'VeryGood',
      itemWeightInKg: 45.5,
      publicationStatus: 'Draft',
    });
    expect(afterDetails.image0?.edition?.data ?? null).toBeNull();

    // Retouch: a smaller crop box, then +15°.
    await page.getByRole('button', { name: 'Retoucher la photo 1' }).click();
    const modal = page.getByRole('dialog', { name: 'Retoucher la photo' });
    const saveEdit = modal.getByRole('button', { name: 'Enregistrer la retouche' });
    const stage = modal.locator('.cropper-container');
    const canvas = modal.locator('.cropper-canvas');
    const cropBox = modal.locator('.cropper-crop-box');
    const boxes = async () => ({ canvas: (await canvas.boundingBox())!, crop: (await cropBox.boundingBox())! });
    await eventually(async () => expect(await saveEdit.isEnabled()).toBe(true));
    // The modal zooms in as it opens: wait until the picture stays put.
    let previous = await boxes();
    await eventually(async () => {
      const now = await boxes();
      const still = JSON.stringify(now) === JSON.stringify(previous);
      previous = now;
      expect(still).toBe(true);
    });
    const before = previous.crop;
    const handle = (await modal.locator('.cropper-point.point-se').boundingBox())!;
    const [hx, hy] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    await page.mouse.move(hx - before.width * 0.25, hy - before.height * 0.2, { steps: 8 });
    await page.mouse.move(hx - before.width * 0.45, hy - before.height * 0.4, { steps: 8 });
    await page.mouse.up();
    const cropped = (await cropBox.boundingBox())!;
    expect(cropped.width).toBeLessThan(before.width * 0.7);
    expect(cropped.height).toBeLessThan(before.height * 0.75);
    await modal
      .getByRole('toolbar', { name: 'Outils de retouche' })
      .getByRole('button', { name: 'Pivoter de +15°' })
      .click();
    const shown = await boxes();
    // The picture turned: its box is now the rotated picture's bounding box, no longer 4:3.
    expect(shown.canvas.height).toBeGreaterThan((shown.canvas.width * 3) / 4 + 20);

    // A shorter window shrinks the stage; back to the first size, the crop and the picture are as they were.
    const near = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height));
    await page.setViewportSize({ width: 1280, height: 700 });
    await eventually(async () => expect((await stage.boundingBox())!.height).toBeLessThan(500));
    await page.setViewportSize({ width: 1280, height: 900 });
    await eventually(async () => {
      const now = await boxes();
      expect(near(now.canvas, shown.canvas)).toBeLessThan(2);
      expect(near(now.crop, shown.crop)).toBeLessThan(2);
      expect(await saveEdit.isEnabled()).toBe(true);
    });
    await screenshot(page, 'listing-02-image-edit');
    await expectNoSeriousA11yViolations(page, 'fenetre-retouche-photo');
    await eventually(async () => {
      expect(near((await boxes()).crop, shown.crop)).toBeLessThan(2);
      expect(await saveEdit.isEnabled()).toBe(true);
    });
    await saveEdit.click();
    await modal.waitFor({ state: 'hidden' });

    // The server kept the crop in the original's pixels, rotation included, and cut the picture.
    const edited = (await apiView(page)).body!.image0!;
    const data = edited.edition!.data!;
    expect(data.rotate).toBe(15);
    expect(data.width).toBeGreaterThan(0);
    expect(data.width).toBeLessThan(PICTURE.width);
    // What was saved is what was shown: the crop box over the rotated picture, in its pixels.
    const rad = (15 * Math.PI) / 180;
    const scale = shown.canvas.width / (PICTURE.width * Math.cos(rad) + PICTURE.height * Math.sin(rad));
    expect(Math.abs(data.x - (shown.crop.x - shown.canvas.x) / scale)).toBeLessThan(4);
    expect(Math.abs(data.y - (shown.crop.y - shown.canvas.y) / scale)).toBeLessThan(4);
    expect(Math.abs(data.width - shown.crop.width / scale)).toBeLessThan(4);
    expect(Math.abs(data.height - shown.crop.height / scale)).toBeLessThan(4);
    const picture = await page.request.get(new URL(edited.path, server.url).toString());
    expect(picture.status()).toBe(200);
    const cut = await sharp(await picture.body()).metadata();
    expect(Math.abs(cut.width! - data.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(cut.height! - data.height)).toBeLessThanOrEqual(1);
    await eventually(async () =>
      expect(await slot0.getByRole('img', { name: 'Photo 1 de l’annonce' }).getAttribute('src')).not.toBe(
        afterDetails.image0!.thumbnail ?? afterDetails.image0!.path,
      ),
    );

    // Manage: visibility is one choice; « Toutes les organisations » records Group and Internal with it.
    await page.getByRole('tab', { name: 'Diffusion et prix' }).click();
    const manage = page.locator('#troc_manage_form');
    const level = (label: string) => manage.getByRole('radio', { name: new RegExp(`^${label}`) });
    await level('Mon organisation').waitFor({ state: 'attached' });
    expect(await level('Mon organisation').isChecked()).toBe(true);
    await manage.locator('label.ant-radio-wrapper', { hasText: 'Toutes les organisations' }).click();
    await eventually(async () => expect(await level('Toutes les organisations').isChecked()).toBe(true));
    // One level at a time: nothing else can stay ticked beside it.
    for (const other of ['Mon organisation', 'Mon groupe', 'Tout public', 'Privée']) {
      expect(await level(other).isChecked()).toBe(false);
    }

    await choose(page, '#troc_manage_form_swapType', 'Don');
    const today = new Date();
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 45);
    await pickDate(page, '#troc_manage_form_availabilityStartDate', today);
    await pickDate(page, '#troc_manage_form_availabilityEndDate', end);
    await screenshot(page, 'listing-03-manage');
    await expectNoSeriousA11yViolations(page, 'modification-diffusion');
    await manage.getByRole('button', { name: 'Enregistrer' }).click();
    await manage.getByText('Vos modifications ont été enregistrées.').waitFor();
    const afterManage = (await apiView(page)).body!;
    expect(afterManage.visibility).toEqual(['External', 'Group', 'Internal']);
    expect(afterManage.swapType).toBe('Don');
    expect(afterManage.availabilityStartDate).toBe(isoDate(today));
    expect(afterManage.availabilityEndDate).toBe(isoDate(end));

    await page.getByRole('tab', { name: 'Calendrier' }).click();
    await page.getByRole('tabpanel', { name: 'Calendrier' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'modification-calendrier');

    // Address: the commune comes from the postal code lookup.
    await page.getByRole('tab', { name: 'Adresse' }).click();
    const address = page.locator('#troc_address_form');
    await page.locator('#troc_address_form_postal').fill('33000');
    await eventually(
      // The commune's select is the form's first (the establishment selects follow it).
      async () => expect(await address.locator('.ant-select-content').first().textContent()).toContain('Bordeaux'),
      15_000,
    );
    await page.locator('#troc_address_form_deliveryLocation').fill('Magasin central, quai 2');
    await screenshot(page, 'listing-04-address');
    await expectNoSeriousA11yViolations(page, 'modification-adresse');
    await address.getByRole('button', { name: 'Enregistrer' }).click();
    await address.getByText('Vos modifications ont été enregistrées.').waitFor();
    const afterAddress = (await apiView(page)).body!;
    expect(afterAddress.address).toMatchObject({ postal: '33000', cityName: 'Bordeaux', city: '33063' });

    // Publication: everything is saved, the button is enabled, the status follows.
    const actions = page.getByRole('group', { name: `Actions sur l'annonce « ${name} »` });
    const publish = actions.getByRole('button', { name: 'Publier', exact: true });
    await eventually(async () => expect(await publish.isEnabled()).toBe(true));
    await publish.click();
    await eventually(async () => expect(await page.getByTestId('status').textContent()).toBe('Publiée'));
    await visible(page, "L'annonce est publiée.");
    expect(await actions.getByRole('button', { name: 'Publier', exact: true }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Dépublier', exact: true }).waitFor();
    await screenshot(page, 'listing-05-published');
    const published = (await apiView(page)).body!;
    expect(published.publicationStatus).toBe('Published');
    // Views by the people in charge are not counted.
    expect(published.viewTotal).toBe(0);

    // My listings: the new one first, among the others of the owner.
    await page.goto(`${server.url}/fr/troc/mine/`);
    await showListingCards(page);
    await page.locator(`[data-slug="${slug}"]`).waitFor();
    await screenshot(page, 'listing-05b-my-listings');
    await expectNoSeriousA11yViolations(page, 'mes-annonces');
  });

  it('a member of another organisation finds it by keyword and area, stars it and reads it', async () => {
    expect(slug).not.toBe('');
    const page = await signIn(reader, server.url, READER, 'Karim');
    await page.goto(`${server.url}/fr/search/`);
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'recherche-toutes');
    const keyword = page.getByLabel('Mots-clés', { exact: true });
    await keyword.fill(name);
    await keyword.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === name);

    const area = page.getByLabel('Lieu', { exact: true });
    await area.pressSequentially('Girond', { delay: 30 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { has: page.locator('[title="Gironde (33)"]') })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/fr/search/departement/gironde/' && url.searchParams.get('keyword') === name,
    );
    await eventually(async () => expect(await area.inputValue()).toBe('Gironde (33)'));

    // Both filters are in force, and the one result is the new listing.
    const filters = page.getByRole('group', { name: 'Filtres actifs' });
    await filters.getByRole('button', { name: 'Retirer le filtre « Gironde (33) »' }).waitFor();
    await filters.getByRole('button', { name: `Retirer le filtre « « ${name} » »` }).waitFor();
    const card = page.getByRole('article', { name });
    await eventually(async () => {
      expect(await page.locator('#search-results-count').textContent()).toMatch(/^1 annonce trouvée sur \d+$/);
      expect(await page.getByRole('article').count()).toBe(1);
      expect(await card.count()).toBe(1);
    });
    expect(await card.textContent()).toContain('33000 Bordeaux');
    await screenshot(page, 'listing-06-search-found');
    await expectNoSeriousA11yViolations(page, 'recherche-filtree');

    // The category tree loads when its field is opened; ticking the listing's top category keeps it.
    await page.getByRole('combobox', { name: 'Catégories' }).click();
    await page.locator('.ant-select-tree:visible').getByTitle('Mobilier', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fr/search/category/mobilier/departement/gironde/');
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await card.count()).toBe(1));

    // The dates and the price sit behind a disclosure, their pickers loaded when it opens.
    const more = page.getByRole('button', { name: 'Dates de publication et prix' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await page.getByLabel('Publiée après le', { exact: true }).waitFor();
    await page.getByRole('slider', { name: 'Prix maximum' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'listing-06b-search-more-filters');
    await expectNoSeriousA11yViolations(page, 'recherche-dates-prix');

    // The star turns on, as the server says.
    await card.getByRole('button', { name: `Ajouter « ${name} » à mes favoris` }).click();
    const starred = card.getByRole('button', { name: `Retirer « ${name} » de mes favoris` });
    await starred.waitFor();
    expect(await starred.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'listing-07-starred');

    await page.goto(`${server.url}/fr/troc/favorites/`);
    const favorite = page.getByRole('article', { name });
    await favorite.waitFor();
    expect(
      await favorite.getByRole('button', { name: `Retirer « ${name} » de mes favoris` }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'listing-08-favorites');

    // The listing view: name, the view just counted, the map even without tiles.
    await favorite.getByRole('heading', { name }).getByRole('link').click();
    await page.waitForURL(`${server.url}/fr/troc/view/${slug}/`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const views = page.locator('.troc-view__meta').getByText(/\d+\s+vues?\b/);
    await eventually(async () => expect((await views.textContent())?.trim()).toMatch(/(^|\s)1\s+vue(\s|$)/));
    const map = page.getByRole('region', { name: 'Carte : 33000 Bordeaux' });
    await map.waitFor();
    expect(await map.getAttribute('class')).toContain('leaflet-container');
    await map.locator('.troc-map__pin').waitFor();
    await page.getByRole('button', { name: 'Retirer des favoris', pressed: true }).waitFor();
    // Offline, the tiles fail: the notice shows and the page stays.
    await visible(page, 'Le fond de carte n’a pas pu être chargé ; la position reste indiquée.');
    await visible(page, 'Armoire forte métallique à deux portes');
    await screenshot(page, 'listing-09-view');
    await expectNoSeriousA11yViolations(page, 'fiche-annonce');
    const seen = await apiView(page);
    expect(seen.status).toBe(200);
    expect(seen.body!.viewTotal).toBe(2);
  });

  it('an anonymous visitor neither finds it nor reads it', async () => {
    // Published and readable by its owner: hidden from the visitor for its visibility alone.
    const seenByOwner = await apiView(ownerPage!);
    expect(seenByOwner.body?.publicationStatus).toBe('Published');
    const page = await visitor.newPage();
    patient(page);
    await page.goto(`${server.url}/fr/search/?keyword=${encodeURIComponent(name)}`);
    await visible(page, 'Aucune annonce ne correspond à votre recherche');
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.locator('#search-results-count').textContent()).toMatch(/^0 annonce trouvée sur \d+$/);
    await screenshot(page, 'listing-10-visitor-search');

    expect((await apiView(page)).status).toBe(404);
    await page.goto(`${server.url}/fr/troc/view/${slug}/`);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await visible(page, "La page ou la ressource demandée n'existe pas.");
    expect(await page.getByRole('heading', { name }).count()).toBe(0);
    await screenshot(page, 'listing-11-visitor-not-found');
  });

  it('a visitor on a phone filters the search from the drawer', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await phone.newPage();
    await page.goto(`${server.url}/fr/search/`);
    await page.getByRole('article').first().waitFor();
    // No side panel on a narrow screen: the filters open in a drawer, whose code comes then.
    expect(await page.locator('.troc-filters-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Affiner' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await drawer.waitFor();
    await drawer.getByLabel('Don', { exact: true }).check();
    await page.waitForURL((url) => url.searchParams.get('swapType') === 'Don');
    await screenshot(page, 'listing-12-phone-filters');
    await expectNoSeriousA11yViolations(page, 'recherche-telephone-filtres');
    await drawer.getByRole('button', { name: 'Voir les résultats' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // The button counts the filters in force.
    await eventually(async () =>
      expect(await page.locator('.troc-search-filters-toggle .ant-badge-count').textContent()).toBe('1'),
    );
    await phone.close();
  });
});
