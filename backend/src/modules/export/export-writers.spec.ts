import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compressed, writeExport, XLSX_BACKLOG } from './export-writers.js';
import type { ExportPlan } from './export.registry.js';

const dir = mkdtempSync(join(tmpdir(), 'troc-export-'));

function plan(batches: number, perBatch: number): ExportPlan {
  return {
    fileBase: 'essai',
    nbLines: batches * perBatch,
    sheets: [
      {
        name: 'Annonces : [toutes]/actives ou pas, une feuille au nom très long',
        columns: [{ header: 'Titre' }, { header: 'Prix (€)', numFmt: '0.00' }, { header: 'Publiée' }],
        rows: async function* () {
          for (let b = 0; b < batches; b++) {
            yield Array.from({ length: perBatch }, (_, i) => [
              `Chaise « n°${b * perBatch + i} »; bleue`,
              12.5,
              i % 2 === 0,
            ]);
          }
        },
      },
      {
        name: 'Totaux',
        columns: [{ header: 'Total' }],
        rows: async function* () {
          yield [[batches * perBatch]];
        },
      },
    ],
  };
}

describe('export writers', () => {
  it('streams an XLSX workbook: a sheet per table, headers, values, progress after each batch', async () => {
    const path = join(dir, 'a.xlsx');
    const progress: number[] = [];
    await writeExport(plan(3, 4), 'xlsx', createWriteStream(path), async (n) => void progress.push(n));
    expect(progress).toEqual([4, 8, 12, 13]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const [first, second] = workbook.worksheets;
    // Excel's limits: 31 characters, none of []:*?/\.
    expect(first!.name).toBe('Annonces    toutes  actives ou');
    expect(first!.name.length).toBeLessThanOrEqual(31);
    expect(first!.rowCount).toBe(13);
    expect(first!.getRow(1).values).toEqual([undefined, 'Titre', 'Prix (€)', 'Publiée']);
    expect(first!.getRow(2).values).toEqual([undefined, 'Chaise « n°0 »; bleue', 12.5, true]);
    expect(second!.getRow(2).getCell(1).value).toBe(12);
  });

  it('writes a CSV for French spreadsheets: BOM, semicolons, decimal commas, quoted separators', async () => {
    const path = join(dir, 'a.csv');
    await writeExport(plan(1, 2), 'csv', createWriteStream(path), async () => undefined);
    const text = readFileSync(path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Annonces : [toutes]/actives ou pas, une feuille au nom très long',
      'Titre;Prix (€);Publiée',
      '"Chaise « n°0 »; bleue";12,5;oui',
      '"Chaise « n°1 »; bleue";12,5;non',
      '',
    ]);
    expect(lines.slice(5, 8)).toEqual(['Totaux', 'Total', '2']);
  });

  it('writes the CSV byte for byte as csv-stringify streaming one record at a time would', async () => {
    const tricky = ['a;b', 'dit "oui"', 'deux\nlignes', 'retour\r', 'crlf\r\n', '=1+2', '', ' espace ', 'été 😀'];
    const rows = Array.from({ length: 30 }, (_, r) => [
      tricky[r % tricky.length]!,
      r % 4 === 0 ? null : r * 1.25 - 7,
      r % 3 === 0,
      new Date(Date.UTC(2026, r % 12, 1 + r)),
    ]);
    const twoSheets: ExportPlan = {
      fileBase: 'essai',
      nbLines: 31,
      sheets: [
        {
          name: 'Une; "feuille"',
          columns: [{ header: 'Titre; court' }, { header: 'Prix' }, { header: 'Oui' }, { header: 'Le' }],
          rows: async function* () {
            yield rows.slice(0, 10);
            yield [];
            yield rows.slice(10);
          },
        },
        {
          name: 'Autre',
          columns: [{ header: 'Total' }],
          rows: async function* () {
            yield [[30]];
          },
        },
      ],
    };
    const path = join(dir, 'b.csv');
    await writeExport(twoSheets, 'csv', createWriteStream(path), async () => undefined);
    // The reference: csv-stringify's stream, a record at a time (values as the writer turns them into text).
    const text = (v: unknown) =>
      v === null
        ? ''
        : v instanceof Date
          ? v.toISOString()
          : typeof v === 'number'
            ? String(v).replace('.', ',')
            : typeof v === 'boolean'
              ? v
                ? 'oui'
                : 'non'
              : v;
    const csv = stringify({ delimiter: ';', bom: true, record_delimiter: '\r\n' });
    const reference = join(dir, 'ref.csv');
    const flowed = pipeline(csv, createWriteStream(reference));
    for (const record of [
      ['Une; "feuille"'],
      ['Titre; court', 'Prix', 'Oui', 'Le'],
      ...rows,
      [],
      ['Autre'],
      ['Total'],
      [30],
    ])
      csv.write(record.map(text));
    csv.end();
    await flowed;
    expect(readFileSync(path).equals(readFileSync(reference))).toBe(true);
  });

  it('stops when the destination fails', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const writing = writeExport(plan(50, 100), 'csv', out, async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    out.destroy(new Error('disque plein'));
    await expect(writing).rejects.toThrow('disque plein');
  });

  it('refuses a PDF for a plan that has no printable form', async () => {
    await expect(
      writeExport(plan(1, 1), 'pdf', createWriteStream(join(dir, 'a.pdf')), async () => undefined),
    ).rejects.toThrow();
  });

  it('waits, between batches of a sheet, until the compressor has taken in what piled up', async () => {
    // The sheet's XML goes into a stream that nobody reads yet: more than the allowed backlog.
    const pipe = new PassThrough({ highWaterMark: 64 * 1024 });
    pipe.write(Buffer.alloc(XLSX_BACKLOG + 1024 * 1024));
    const sheet = { stream: { pipes: [pipe] } } as unknown as ExcelJS.Worksheet;
    let done = false;
    const waiting = compressed(sheet).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    // The compressor reads it all: the writer goes on.
    pipe.resume();
    await waiting;
    expect(done).toBe(true);
    // The wait leaves no listener behind (one per batch would pile up).
    expect([pipe.listenerCount('drain'), pipe.listenerCount('close'), pipe.listenerCount('error')]).toEqual([0, 0, 0]);
    // Under the backlog, no wait at all.
    const small = new PassThrough();
    small.write(Buffer.alloc(1024));
    await compressed({ stream: { pipes: [small] } } as unknown as ExcelJS.Worksheet);
  });
});
