import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { frenchContext, signIn, visible } from './support/session';

const OFFICER = 'camille.martin@chu-bordeaux.demo';
const FROM = '2024-01-01';
const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** French figures use narrow no-break spaces: compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface Sums {
  n: number;
  co2: number | null;
  economy: number | null;
  grams: number | null;
  unknown: number;
}

describe('savings dashboard journey in Chromium: the demo organisation’s year, its charts, its report', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let expected: Sums;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, OFFICER, 'Camille');
    // The sums of the organisation's completed exchanges, read from the database itself.
    const db = new Database(join(server.varDir, 'troc.sqlite'), { readonly: true });
    const { organisationId } = db.prepare('SELECT organisationId FROM app_user WHERE email = ?').get(OFFICER) as {
      organisationId: number;
    };
    expected = db
      .prepare(
        `SELECT COUNT(*) n, SUM(co2Grams) / 1000.0 co2, SUM(economicGainCents) / 100.0 economy, SUM(savedWeightGrams) grams,
                SUM(CASE WHEN co2Grams IS NULL THEN 1 ELSE 0 END) unknown
           FROM tracker WHERE status = 'SwapCompleted' AND organisationId = ? AND lastActionAt >= ?`,
      )
      .get(organisationId, FROM) as Sums;
    db.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the year of exchanges with the sums of the exchanges themselves, four charts and their tables', async () => {
    expect(expected.n).toBeGreaterThanOrEqual(20);
    expect(expected.co2).toBeGreaterThan(0);
    await page.goto(`${server.url}/fr/impact/dashboard/?direction=given&from=${FROM}&to=${today}`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord des économies' }).waitFor();
    const figures = page.locator('section[aria-labelledby="savings-figures"]');
    await figures.getByText('Échanges terminés').waitFor();
    await eventually(async () => {
      const text = plain(await figures.innerText());
      expect(text).toContain(String(expected.n));
      expect(text).toContain(`${plain(twoDecimals.format(Math.round(expected.co2! * 100) / 100))} kgCO2e`);
      expect(text).toContain(`${plain(twoDecimals.format(expected.economy!))} €`);
      expect(text).toContain(`${plain(twoDecimals.format(Math.round(expected.grams! / 10) / 100))} kg`);
    });
    if (expected.unknown > 0) await visible(page, new RegExp(`${expected.unknown} échanges? n’a|ont pas de CO2 connu`));

    // One chart per breakdown, each described, drawn with bars; the table behind each.
    for (const heading of ['Par mois', 'Par service', 'Par catégorie', 'Par opération']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    const charts = page.locator('[role="img"][aria-label^="Graphique"]');
    await eventually(async () => expect(await charts.count()).toBe(4));
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(4);
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'tableau-de-bord-economies');
    await expectNoSeriousA11yViolations(page, 'tableau-de-bord-economies');
  });

  it('downloads the report as XLSX through the export job, with the same sums', async () => {
    await page.getByRole('button', { name: 'Exporter' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Format du fichier').waitFor();
    await dialog.getByLabel('Excel (XLSX)').check();
    await expectNoSeriousA11yViolations(page, 'tableau-de-bord-export');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: "Lancer l'export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bilan-carbone-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await dialog.getByText('Votre fichier est prêt').waitFor();
    const path = join(server.varDir, file.suggestedFilename());
    await file.saveAs(path);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const months = workbook.getWorksheet('Par mois')!;
    let exchanges = 0;
    let co2 = 0;
    months.eachRow((row, index) => {
      if (index === 1) return;
      exchanges += Number(row.getCell(2).value ?? 0);
      co2 += Number(row.getCell(6).value ?? 0);
    });
    expect(exchanges).toBe(expected.n);
    expect(co2).toBeCloseTo(expected.co2!, 1);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Par mois',
      'Par service',
      'Par catégorie',
      'Par opération',
    ]);
  });

  it('browses the model library and finds the ADEME models', async () => {
    await page.goto(`${server.url}/fr/impact/library/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('searchbox').first().fill('chaise');
    await visible(page, /Chaise/);
    await screenshot(page, 'bibliotheque-modeles');
    await expectNoSeriousA11yViolations(page, 'bibliotheque-modeles');
  });
});
