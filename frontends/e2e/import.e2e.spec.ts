import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, fromUserMenu, signIn, visible } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const HEADERS = [
  'Type de demande',
  'Catégorie',
  'Nom',
  'Description',
  'Quantité demandée',
  'État',
  'Poids (kg)',
  "Type d'échange",
  'Visibilité',
];
const DESCRIPTION = 'Pour l’internat qui rouvre à la rentrée, livraison possible sur le site.';
const OK = 'Tables pliantes pour la fête du service';
const TO_COMPLETE = 'Matelas pour l’internat de la rentrée';

/** The inventory a manager would fill: one good line, one without its weight, one in an unknown category. */
async function inventory(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Besoins');
  sheet.addRow(HEADERS);
  sheet.addRow([
    'Demande',
    'Tables et chaises',
    OK,
    DESCRIPTION,
    6,
    'Très bon état',
    8,
    'Don',
    'Toutes les organisations',
  ]);
  sheet.addRow(['Demande', 'Literie', TO_COMPLETE, DESCRIPTION, 4, 'Neuf', '', 'Don', 'Toutes les organisations']);
  sheet.addRow(['Demande', 'Soucoupes volantes', 'Objet inconnu de la réserve', DESCRIPTION, 1, 'Neuf', 2, 'Don', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ListingView {
  publicationStatus: string;
  name: string;
}

describe('import journey in Chromium: an XLSX inventory with a bad line, tested, run, reported, the line completed', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let importUrl = '';

  const listing = async (slug: string): Promise<ListingView> =>
    (await (await page.request.get(`${server.url}/fr/api/troc/view/${slug}/`)).json()) as ListingView;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, MANAGER, 'Camille');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds « Mes imports » in the account menu and sends an XLSX file', async () => {
    await fromUserMenu(page, 'Mes imports', /\/fr\/import\/mine\/$/);
    await page.getByRole('heading', { level: 1, name: 'Mes imports' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'import-mes-imports');
    await page
      .getByRole('link', { name: 'Nouvel import' })
      .or(page.getByRole('button', { name: 'Nouvel import' }))
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Importer des annonces' }).waitFor();
    // The templates are real files.
    const template = page.getByRole('link', { name: 'Télécharger le modèle XLSX' });
    const href = await template.getAttribute('href');
    const file = await page.request.get(`${server.url}${href}`);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toContain('spreadsheetml');

    await page.getByLabel('Fichier CSV ou XLSX').setInputFiles({
      name: 'besoins-internat.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await inventory(),
    });
    await screenshot(page, 'import-01-new');
    await expectNoSeriousA11yViolations(page, 'import-nouvel-import');
    await page.getByRole('button', { name: 'Envoyer le fichier' }).click();
    await page.waitForURL(/\/fr\/import\/view\/[0-9a-f-]{36}\/$/);
    importUrl = page.url();
    await page.getByRole('heading', { level: 1, name: /besoins-internat\.xlsx/ }).waitFor();
  });

  it('matches the columns by themselves, tests every line without writing, then runs', async () => {
    await visible(page, 'À compléter');
    await screenshot(page, 'import-02-mapping');
    await expectNoSeriousA11yViolations(page, 'import-colonnes');
    await page.getByRole('button', { name: 'Tester', exact: true }).click();
    await visible(page, '1 ligne valide, 1 à compléter, 1 en échec sur 3.');
    await visible(page, "La ligne #4 n'a pas pu être traitée");
    await screenshot(page, 'import-03-test');
    await expectNoSeriousA11yViolations(page, 'import-test');

    await page.getByRole('button', { name: "Lancer l'import", exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: "Lancer l'import", exact: true }).click();
    // The page polls every 5 s and reloads when the status changes.
    await page.getByText('Terminé', { exact: true }).first().waitFor({ timeout: 60_000 });
  });

  it('reports each line in the specification’s words, with a link to complete the draft', async () => {
    const report = page.getByRole('table', { name: /Rapport/ });
    await report.waitFor();
    await visible(page, 'La ligne #2 est valide et a été traitée avec succès');
    await visible(page, 'La ligne #3 a remonté des erreurs et doit être complétée');
    await visible(page, 'Veuillez vérifier la conformité des valeurs suivantes : Poids (kg) « »');
    await visible(page, "La ligne #4 n'a pas pu être traitée");
    await visible(page, 'Veuillez vérifier la conformité des valeurs suivantes : Catégorie « Soucoupes volantes »');
    await screenshot(page, 'import-04-report');
    await expectNoSeriousA11yViolations(page, 'import-rapport');

    const seen = page.getByRole('link', { name: "Voir l'annonce" });
    const okSlug = /\/troc\/view\/([^/]+)\//.exec((await seen.getAttribute('href'))!)![1]!;
    expect(await listing(okSlug)).toMatchObject({ name: OK, publicationStatus: 'Published' });

    await page.getByRole('link', { name: "Compléter l'annonce" }).click();
    await page.waitForURL(/\/fr\/troc\/edit\/[^/]+\/$/);
    const slug = /\/troc\/edit\/([^/]+)\//.exec(page.url())![1]!;
    expect(await listing(slug)).toMatchObject({ name: TO_COMPLETE, publicationStatus: 'Draft' });
    const details = page.locator('#troc_details_form');
    await details.waitFor();
    expect(await page.locator('#troc_details_form_name').inputValue()).toBe(TO_COMPLETE);
    await page.locator('#troc_details_form_itemWeight').fill('18');
    await details.getByRole('button', { name: 'Enregistrer' }).click();
    await details.getByText('Vos modifications ont été enregistrées.').waitFor();
    const actions = page.getByRole('group', { name: `Actions sur l'annonce « ${TO_COMPLETE} »` });
    const publish = actions.getByRole('button', { name: 'Publier', exact: true });
    await eventually(async () => expect(await publish.isEnabled()).toBe(true));
    await publish.click();
    await eventually(async () => expect((await listing(slug)).publicationStatus).toBe('Published'));
    await screenshot(page, 'import-05-completed');
  });

  it('lists the import in « Mes imports » with its counts, filtered by status, and keeps it to its author', async () => {
    await page.goto(`${server.url}/fr/import/mine/`);
    const row = page.getByRole('row', { name: /besoins-internat\.xlsx/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Terminé');
    await screenshot(page, 'import-06-mine');
    // Filtered on another status, the list no longer holds it.
    await page.goto(`${server.url}/fr/import/mine/?importStatus=Error`);
    await visible(page, 'Aucun import ne correspond à ces filtres.');
    expect(await page.getByRole('row', { name: /besoins-internat\.xlsx/ }).count()).toBe(0);
    const id = /\/import\/view\/([^/]+)\//.exec(importUrl)![1]!;
    const other = await frenchContext(browser);
    const colleague = await signIn(other, server.url, 'marc.dubois@ch-libourne.demo', 'Marc');
    const token = await csrfToken(colleague, server.url);
    const refused = await colleague.request.post(`${server.url}/fr/api/import/view/${id}/`, {
      headers: { 'X-CSRF-Token': token },
      data: {},
    });
    expect(refused.status()).toBe(404);
    await other.close();
  });
});
