import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { readRows } from './import-files.js';

const dir = mkdtempSync(join(tmpdir(), 'troc-xlsx-reading-'));

/** A workbook's parts as exceljs writes them (the sheet before the shared strings, `workbook.xml` last). */
async function partsOf(workbook: ExcelJS.Workbook): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(await workbook.xlsx.writeBuffer()), { lazyEntries: true });
  const parts = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    const pending: Promise<void>[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.readEntry();
      if (entry.fileName.endsWith('/')) return;
      pending.push(
        zip.openReadStreamPromise(entry).then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
          parts.set(entry.fileName, Buffer.concat(chunks));
        }),
      );
    });
    zip.once('end', () => void Promise.all(pending).then(() => resolve(), reject));
    zip.once('error', reject);
    zip.readEntry();
  });
  return parts;
}

/** The parts zipped again in `order` (the others after them), as another spreadsheet program may. */
function write(name: string, parts: Map<string, Buffer>, order: string[] = [], compress = true): Promise<string> {
  const path = join(dir, name);
  const zip = new yazl.ZipFile();
  const names = [...order, ...[...parts.keys()].filter((part) => !order.includes(part))];
  for (const part of names) zip.addBuffer(parts.get(part)!, part, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      writeFileSync(path, Buffer.concat(chunks));
      resolve(path);
    });
    zip.outputStream.on('error', reject);
  });
}

async function rowsOf(path: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readRows(path, 'xlsx')) rows.push(row);
  return rows;
}

function inventory(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventaire');
  sheet.addRow(['Désignation', 'Disponible le', 'Quantité']);
  sheet.addRow(['Armoire métallique', new Date(Date.UTC(2030, 0, 15)), 2]);
  sheet.addRow([]);
  sheet.addRow([{ richText: [{ text: 'Chaise ' }, { text: 'pliante' }] }, new Date(Date.UTC(2031, 5, 1)), 12]);
  sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
  return workbook;
}

const EXPECTED = [
  ['Désignation', 'Disponible le', 'Quantité'],
  ['Armoire métallique', '2030-01-15', '2'],
  [],
  ['Chaise pliante', '2031-06-01', '12'],
];

describe('xlsx reading', () => {
  it('reads the sheet whatever the order of the parts in the archive: dates by their format, strings shared or rich', async () => {
    const parts = await partsOf(inventory());
    const asWritten = await write('as-written.xlsx', parts);
    const sheetFirst = await write('sheet-first.xlsx', parts, ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']);
    const partsLast = await write('parts-last.xlsx', parts, [
      'xl/worksheets/sheet1.xml',
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/sharedStrings.xml',
      'xl/_rels/workbook.xml.rels',
    ]);
    const stored = await write('stored.xlsx', parts, [], false);
    for (const path of [asWritten, sheetFirst, partsLast, stored]) expect(await rowsOf(path)).toEqual(EXPECTED);
  });

  it('gives the same rows to many reads at once: no part of the workbook is lost on the way', async () => {
    const path = await write('many.xlsx', await partsOf(inventory()));
    const reads = await Promise.all(Array.from({ length: 64 }, () => rowsOf(path)));
    for (const rows of reads) expect(rows).toEqual(EXPECTED);
  });

  it('reads the first tab, not the first sheet part', async () => {
    const workbook = inventory();
    workbook.addWorksheet('Notes').addRow(['Ne pas importer']);
    const parts = await partsOf(workbook);
    // The « Notes » tab (sheet2.xml) is moved before « Inventaire » in the workbook's tab order.
    const book = parts.get('xl/workbook.xml')!.toString('utf8');
    const tabs = /<sheets>(<sheet [^>]*\/>)(<sheet [^>]*\/>)<\/sheets>/.exec(book);
    expect(tabs).not.toBeNull();
    parts.set('xl/workbook.xml', Buffer.from(book.replace(tabs![0], `<sheets>${tabs![2]}${tabs![1]}</sheets>`)));
    expect(await rowsOf(await write('tabs.xlsx', parts))).toEqual([['Ne pas importer']]);
  });

  it('refuses an archive without any sheet', async () => {
    const parts = await partsOf(inventory());
    parts.delete('xl/worksheets/sheet1.xml');
    await expect(rowsOf(await write('no-sheet.xlsx', parts))).rejects.toThrow('Aucune feuille');
  });
});

describe('xlsx cells as text', () => {
  /** Trailing empty cells are not cells: a row ends with its last value. */
  const trimmed = (rows: string[][]) =>
    rows.map((row) => {
      const cells = [...row];
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      return cells;
    });

  async function saved(workbook: ExcelJS.Workbook, name: string): Promise<string> {
    const path = join(dir, name);
    await workbook.xlsx.writeFile(path);
    return path;
  }

  it('reads every kind of cell: dates by their format, rich text, formulas by their result, links by their text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cellules');
    sheet.addRow([
      new Date(Date.UTC(2030, 0, 15)),
      12.5,
      true,
      false,
      { richText: [{ text: 'Fau', font: { bold: true } }, { text: 'teuil ' }] },
      { formula: 'B1*2', result: 25 },
      { formula: '"a"&"b"', result: 'ab' },
      { text: 'lien', hyperlink: 'https://exemple.fr' },
      { error: '#N/A' },
      '  <Armoire> & "vitrine" l\'été 🪑  ',
      null,
      'après un vide',
      'deux\nlignes',
    ]);
    sheet.getCell('A1').numFmt = 'dd/mm/yyyy';
    sheet.getCell('B1').numFmt = '0.00 "kg"';
    sheet.addRow([]);
    sheet.addRow(['dernière']);
    const expected = [
      [
        '2030-01-15',
        '12.5',
        'true',
        'false',
        'Fauteuil',
        '25',
        'ab',
        'lien',
        '',
        '<Armoire> & "vitrine" l\'été 🪑',
        '',
        'après un vide',
        'deux\nlignes',
      ],
      [],
      ['dernière'],
    ];
    expect(trimmed(await rowsOf(await saved(workbook, 'cells.xlsx')))).toEqual(expected);
  });

  it('reads strings written inline as well as shared, and a workbook counting days from 1904', async () => {
    const path = join(dir, 'inline.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
    const sheet = writer.addWorksheet('Inline');
    sheet.addRow(['Nom', 'Le <premier> & « second »', 3]).commit();
    await writer.commit();
    expect(trimmed(await rowsOf(path))).toEqual([['Nom', 'Le <premier> & « second »', '3']]);

    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = true;
    const dated = workbook.addWorksheet('1904');
    dated.addRow([new Date(Date.UTC(2031, 5, 1))]);
    dated.getCell('A1').numFmt = 'yyyy-mm-dd';
    expect(await rowsOf(await saved(workbook, 'date1904.xlsx'))).toEqual([['2031-06-01']]);
  });

  it('gives back what any sheet of text, numbers, booleans and dates holds, written shared or inline', async () => {
    const text = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom('<', '>', '&', '"', "'", ' ', '\n', 'é', '🪑', ';'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
      })
      // XML 1.0 has no place for the control characters but tab and line ends.
      .filter((s) => [...s].every((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r'));
    const cell = fc.oneof(
      text,
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    );
    const asText = (value: string | number | boolean | Date) =>
      value instanceof Date
        ? value.toISOString().slice(0, 10)
        : typeof value === 'string'
          ? value.trim()
          : String(value);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (rows, shared) => {
          const path = join(dir, `property-${run++}.xlsx`);
          const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
            filename: path,
            useSharedStrings: shared,
            useStyles: true,
          });
          const sheet = writer.addWorksheet('Feuille');
          for (const values of rows) {
            const row = sheet.addRow(values);
            values.forEach((value, i) => {
              if (value instanceof Date) row.getCell(i + 1).numFmt = 'dd/mm/yyyy';
            });
            row.commit();
          }
          await writer.commit();
          // Rows without any value at the end of the sheet may be written or not: neither is a line.
          const withoutBlankEnd = (all: string[][]) => {
            const kept = trimmed(all);
            while (kept.length && kept[kept.length - 1]!.length === 0) kept.pop();
            return kept;
          };
          expect(withoutBlankEnd(await rowsOf(path))).toEqual(
            withoutBlankEnd(rows.map((values) => values.map(asText))),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('xlsx sheets written by hand', () => {
  /** A workbook whose first sheet is this XML (its `<sheetData>` inner part), the other parts as exceljs writes them. */
  async function withSheet(name: string, sheetData: string, strings?: string): Promise<string> {
    const parts = await partsOf(inventory());
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    parts.set(
      'xl/worksheets/sheet1.xml',
      Buffer.from(sheet.replace(/<sheetData>[\s\S]*<\/sheetData>/, `<sheetData>${sheetData}</sheetData>`)),
    );
    if (strings !== undefined) parts.set('xl/sharedStrings.xml', Buffer.from(`<sst>${strings}</sst>`));
    return write(name, parts);
  }

  it('reads CDATA, character references, phonetic guides, cells and rows without references', async () => {
    const path = await withSheet(
      'by-hand.xlsx',
      '<row><c t="inlineStr"><is><t><![CDATA[<Table> & co]]></t></is></c><c t="s"><v>0</v></c>' +
        '<c t="inlineStr"><is><t>&#233;t&#xE9; &amp; hiver</t></is></c></row>' +
        '<row r="4"><c r="C4" t="b"><v>1</v></c><c t="str"><f>C4</f><v>oui</v></c></row>',
      '<si><r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>',
    );
    expect(await rowsOf(path)).toEqual([['<Table> & co', '東京', 'été & hiver'], [], [], ['', '', 'true', 'oui']]);
  });

  it('refuses a cell or a row beyond the last of a sheet, instead of filling memory up to it', async () => {
    const far = await withSheet(
      'far-column.xlsx',
      '<row r="1"><c r="AAAAAAA1" t="inlineStr"><is><t>x</t></is></c></row>',
    );
    await expect(rowsOf(far)).rejects.toThrow('dernière colonne');
    const low = await withSheet('far-row.xlsx', '<row r="99999999"><c t="inlineStr"><is><t>x</t></is></c></row>');
    await expect(rowsOf(low)).rejects.toThrow('dernière ligne');
  });

  it('reads a row of cells left open once, not once per cell', async () => {
    // 200,000 unclosed cells: read again for each, the row would take hours.
    const path = await withSheet(
      'open-cells.xlsx',
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Chaise</t></is></c>${'<c r="B1">'.repeat(200_000)}</row>`,
    );
    expect(await rowsOf(path)).toEqual([['Chaise']]);
  });

  it('refuses a row that never closes', async () => {
    const path = await withSheet('open-row.xlsx', `<row r="1"><c r="A1"><v>1</v></c>${' '.repeat(9 * 1024 * 1024)}`);
    await expect(rowsOf(path)).rejects.toThrow('ne se ferme pas');
  });
});
