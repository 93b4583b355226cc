import ExcelJS from 'exceljs';
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
function write(name: string, parts: Map<string, Buffer>, order: string[] = []): Promise<string> {
  const path = join(dir, name);
  const zip = new yazl.ZipFile();
  const names = [...order, ...[...parts.keys()].filter((part) => !order.includes(part))];
  for (const part of names) zip.addBuffer(parts.get(part)!, part);
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
    for (const path of [asWritten, sheetFirst, partsLast]) expect(await rowsOf(path)).toEqual(EXPECTED);
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
