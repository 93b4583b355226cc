import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseOption, eventually, launchBrowser, SCREENSHOTS, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, fromUserMenu, signIn, visible } from './support/session';
import { counted } from './support/text';

const MEMBER = 'camille.martin@chu-bordeaux.demo';
/** The filter of the journey: the published listings only (« Statut : Publiée »). */
const STATUS = 'Published';
const STATUS_LABEL = 'Publiée';
const PROGRESS = "Export en cours. L'opération peut durer jusqu'à une minute.";
/** The columns of « Mes annonces » the journey reads (backend troc-export-rows.ts). */
const NAME_COLUMN = 'Titre';
const STATUS_COLUMN = 'Statut de publication';

/** A modal as the member sees it (the window): the full-page picture stitches the fixed header and mask over it. */
const shootWindow = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

interface MineAnswer {
  total_results: number;
  data: { slug: string; name: string; publicationStatus: string }[];
}

describe('export journey in Chromium: « Mes annonces » filtered, written to XLSX then CSV through the export job', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** What the server's own list answers for the filter: the file must hold exactly these. */
  let expected: MineAnswer;
  let allTotal = 0;
  /** The full names of the listings the page shows (the checkboxes' names: the titles may be cut). */
  let shownNames: string[] = [];

  const mine = async (filter: Record<string, string>): Promise<MineAnswer> => {
    const response = await page.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data: { page: 1, size: 100, troc_filter_form: filter },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as MineAnswer;
  };

  /** Opens the export modal, chooses the format, follows the job's progress to the file, saved in the run's folder. */
  async function exportAs(format: 'Excel (XLSX)' | 'CSV', shot: string): Promise<{ path: string; download: Download }> {
    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter' });
    await dialog.getByText('Format du fichier').waitFor();
    await dialog.getByText('vos annonces, une ligne par annonce', { exact: false }).waitFor();
    await dialog.getByLabel(format).check();
    expect(await dialog.getByLabel(format).isChecked()).toBe(true);
    if (format === 'Excel (XLSX)') {
      // axe waits for the modal's opening animation to end: the picture comes after.
      await expectNoSeriousA11yViolations(page, 'mes-annonces-export-modale');
      await shootWindow(page, `${shot}-modale`);
    }
    const downloaded = page.waitForEvent('download', { timeout: 90_000 });
    await dialog.getByRole('button', { name: "Lancer l'export" }).click();
    // The start's answer is the job's first progress; the next one is polled 5 s later: the bar shows meanwhile
    // (unless a very quick job is already done, which the « ready » text then says).
    const bar = dialog.getByRole('progressbar', { name: "Avancement de l'export" });
    const ready = dialog.getByText('Votre fichier est prêt');
    await eventually(async () => expect((await bar.count()) + (await ready.count())).toBeGreaterThan(0), 15_000);
    if ((await bar.count()) > 0) {
      try {
        await dialog.getByText(PROGRESS).waitFor({ timeout: 3_000 });
        const percent = Number(await bar.getAttribute('aria-valuenow', { timeout: 3_000 }));
        expect(percent).toBeGreaterThanOrEqual(10);
        expect(percent).toBeLessThanOrEqual(100);
        await shootWindow(page, `${shot}-progression`);
      } catch (error) {
        // Only acceptable when the job finished (and the bar left) in the meantime.
        if ((await ready.count()) === 0) throw error;
      }
    }
    // The modal while the job runs (or just done): its progress bar and live status too.
    if (format === 'Excel (XLSX)') await expectNoSeriousA11yViolations(page, 'mes-annonces-export-progression');
    const download = await downloaded;
    await ready.waitFor({ timeout: 30_000 });
    const extension = format === 'CSV' ? 'csv' : 'xlsx';
    expect(download.suggestedFilename()).toMatch(new RegExp(`^mes-annonces-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
    // The file is offered as a link too, named after the file.
    await dialog.getByRole('link', { name: `Télécharger ${download.suggestedFilename()}` }).waitFor();
    await shootWindow(page, `${shot}-pret`);
    const path = join(server.varDir, `journey-${download.suggestedFilename()}`);
    await download.saveAs(path);
    // The footer's « Fermer » (the cross in the corner bears the same name).
    await dialog.getByRole('button', { name: 'Fermer' }).filter({ hasText: 'Fermer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return { path, download };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, MEMBER, 'Camille');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens « Mes annonces » from the account menu and filters the published listings', async () => {
    await fromUserMenu(page, 'Mes annonces', /\/fr\/troc\/mine\/$/);
    await page.getByRole('heading', { level: 1, name: 'Mes annonces' }).waitFor();
    allTotal = (await mine({})).total_results;
    expected = await mine({ publicationStatus: STATUS });
    // The filter must narrow the list and still leave something to export, all on the first page (20 a page).
    expect(expected.total_results).toBeGreaterThanOrEqual(5);
    expect(expected.total_results).toBeLessThan(allTotal);
    expect(expected.total_results).toBeLessThanOrEqual(20);
    expect(expected.data.every((card) => card.publicationStatus === STATUS)).toBe(true);
    await visible(page, counted(allTotal, 'annonce', 'annonces'));

    const filters = page.getByRole('form', { name: 'Filtrer les annonces' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Statut' }), STATUS_LABEL);
    await page.waitForURL(new RegExp(`publicationStatus=${STATUS}`));
    await visible(page, counted(expected.total_results, 'annonce', 'annonces'));

    const list = page.getByRole('list', { name: 'Liste de mes annonces' });
    await eventually(async () => {
      expect(await list.getAttribute('aria-busy')).toBe('false');
      expect(await list.getByRole('listitem').count()).toBe(expected.total_results);
      // Every card the list shows is published.
      const statuses = await list.getByTestId('status').allTextContents();
      expect(statuses).toEqual(Array(expected.total_results).fill(STATUS_LABEL));
    }, 15_000);
    const labels = await list
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    shownNames = labels.map((label) => /^Sélectionner « (.*) »$/s.exec(label)?.[1] ?? label);
    expect(shownNames.sort()).toEqual(expected.data.map((card) => card.name).sort());
    await screenshot(page, 'export-01-mes-annonces-publiees');
    await expectNoSeriousA11yViolations(page, 'mes-annonces-filtrees');
  });

  it('exports the filtered list as XLSX: one row per listing shown, with their names and status', async () => {
    const { path } = await exportAs('Excel (XLSX)', 'export-02-xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Mes annonces']);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const nameAt = header.indexOf(NAME_COLUMN) + 1;
    const statusAt = header.indexOf(STATUS_COLUMN) + 1;
    expect(nameAt).toBeGreaterThan(0);
    expect(statusAt).toBeGreaterThan(0);
    const names: string[] = [];
    const statuses: string[] = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      names.push(String(row.getCell(nameAt).value ?? ''));
      statuses.push(String(row.getCell(statusAt).value ?? ''));
    });
    expect(names).toHaveLength(expected.total_results);
    expect(names.sort()).toEqual([...shownNames].sort());
    expect(new Set(statuses)).toEqual(new Set([STATUS_LABEL]));
  });

  it('exports the same list as CSV (UTF-8 with its mark, semicolons): one line per listing', async () => {
    const { path } = await exportAs('CSV', 'export-03-csv');
    const raw = readFileSync(path);
    // The byte order mark French spreadsheets need to read UTF-8.
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(raw, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];
    const [header, ...rows] = records;
    expect(header).toContain(NAME_COLUMN);
    expect(rows).toHaveLength(expected.total_results);
    const nameAt = header!.indexOf(NAME_COLUMN);
    const statusAt = header!.indexOf(STATUS_COLUMN);
    expect(rows.map((row) => row[nameAt]).sort()).toEqual([...shownNames].sort());
    expect(new Set(rows.map((row) => row[statusAt]))).toEqual(new Set([STATUS_LABEL]));
    // The page still shows the filtered list after both exports.
    expect(page.url()).toContain(`publicationStatus=${STATUS}`);
    await visible(page, counted(expected.total_results, 'annonce', 'annonces'));
  });
});
