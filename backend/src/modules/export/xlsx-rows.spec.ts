import ExcelJS from 'exceljs';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { writeExport } from './export-writers.js';
import type { ExportCell, ExportPlan, ExportSheet } from './export.registry.js';

const dir = mkdtempSync(join(tmpdir(), 'troc-xlsx-rows-'));

const COLUMNS = [
  { header: 'Référence', width: 28 },
  { header: 'Prix', numFmt: '#,##0.00' },
  { header: 'Poids', numFmt: '#,##0.000' },
  { header: 'Publiée le', numFmt: 'dd/mm/yyyy' },
  { header: 'Fin' },
  { header: 'Active' },
  { header: 'Quantité' },
];

/** Every kind of value in every column, escaping and Excel's refused characters included. */
function rows(from: number, count: number): ExportCell[][] {
  const texts = ['Chaise « bleue » & <table>', 'l\'"ancien"', 'tab\tnewline\nnul\u0000del\u007f', '', 'été 😀'];
  const values: ExportCell[] = [
    ...texts,
    0,
    -1.5,
    1234567.891,
    1e21,
    true,
    false,
    null,
    new Date('2026-11-27T00:00:00Z'),
    new Date('1999-02-03T12:34:56.789Z'),
  ];
  return Array.from({ length: count }, (_, r) =>
    COLUMNS.map((_, c) =>
      ((r + from) * 7 + c * 3) % 11 === 0 ? null : values[((r + from) * 5 + c * 3) % values.length]!,
    ),
  );
}

function sheet(name: string, batches: ExportCell[][][]): ExportSheet {
  return {
    name,
    columns: COLUMNS,
    rows: async function* () {
      yield* batches;
    },
  };
}

const plan: ExportPlan = {
  fileBase: 'essai',
  nbLines: 0,
  sheets: [
    sheet('Annonces', [rows(0, 40), [[null, null, null, null, null, null, null]], rows(40, 60)]),
    sheet('Autres', [rows(100, 30)]),
  ],
};

/** The rows through exceljs's own Row and Cell objects, as the writer did before (one shared style per column and kind). */
async function throughExceljs(path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Troc';
  for (const s of plan.sheets) {
    const worksheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = s.columns.map((column, i) => ({
      header: column.header,
      key: `c${i}`,
      width: column.width ?? Math.max(12, Math.min(50, column.header.length + 2)),
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    const styles = new Map<string, Partial<ExcelJS.Style>>();
    const styleOf = (i: number, value: ExportCell) => {
      const key = `${i}:${value === null ? 'null' : value instanceof Date ? 'date' : typeof value}`;
      if (!styles.has(key)) styles.set(key, s.columns[i]!.numFmt ? { numFmt: s.columns[i]!.numFmt } : {});
      return styles.get(key)!;
    };
    const rowStyle = {};
    for await (const batch of s.rows()) {
      for (const values of batch) {
        const row = worksheet.addRow(values);
        (row as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = rowStyle;
        for (let i = 0; i < values.length; i++) row.getCell(i + 1).style = styleOf(i, values[i]!);
        row.commit();
      }
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** The archive's entries as text, its dates aside (docProps/core.xml holds the time of writing). */
async function entries(path: string): Promise<Map<string, string>> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const found = new Map<string, string>();
  zip.on('entry', (entry: yauzl.Entry) => {
    void (async () => {
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      if (entry.fileName !== 'docProps/core.xml') found.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
      zip.readEntry();
    })();
  });
  zip.readEntry();
  await once(zip, 'end');
  return found;
}

describe('XlsxRows', () => {
  it('writes the rows exactly as exceljs would: same sheet XML, same styles, same numbers', async () => {
    const reference = join(dir, 'exceljs.xlsx');
    const written = join(dir, 'rows.xlsx');
    await throughExceljs(reference);
    await writeExport(plan, 'xlsx', createWriteStream(written), async () => undefined);
    const [expected, actual] = [await entries(reference), await entries(written)];
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, xml] of expected) expect({ name, xml: actual.get(name) }).toEqual({ name, xml });
    // The sample did hold what it means to check.
    const sheet = expected.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('&amp;');
    expect(sheet).toContain('t="b"');
    expect(sheet).toMatch(/<c r="D\d+" s="\d+"\/>/);
    expect(sheet).not.toContain('<row r="42"');
    expect(sheet).toContain('<row r="43"');
  });
});
