import { stringify as stringifySync } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ExportFormat } from '@troc/shared';
import { renderPdf } from '../../core/pdf/pdf.js';
import type { ExportCell, ExportPlan } from './export.registry.js';
import { XlsxRows } from './xlsx-rows.js';

/** Called after each batch written, with the rows written so far. */
export type OnProgress = (written: number) => Promise<void>;

/**
 * Writes a plan into `out` (a file, or an upload to the object store) as a stream: rows go out
 * batch by batch, so memory stays flat whatever the number of lines; `out` is ended when done.
 * A PDF is a report: its definition is built, then rendered.
 */
export async function writeExport(plan: ExportPlan, format: ExportFormat, out: Writable, onProgress: OnProgress) {
  if (format === 'xlsx') return writeXlsx(plan, out, onProgress);
  if (format === 'csv') return writeCsv(plan, out, onProgress);
  if (!plan.pdf) throw new Error('This export has no PDF form');
  const pdf = await renderPdf(await plan.pdf());
  out.end(pdf);
  await once(out, 'finish');
  await onProgress(plan.nbLines);
}

async function writeXlsx(plan: ExportPlan, out: Writable, onProgress: OnProgress) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Troc';
  let written = 0;
  for (const sheet of plan.sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, i) => ({
      header: column.header,
      key: `c${i}`,
      width: column.width ?? Math.max(12, Math.min(50, column.header.length + 2)),
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    const rows = new XlsxRows(worksheet, sheet.columns);
    for await (const batch of sheet.rows()) {
      rows.write(batch);
      written += batch.length;
      await compressed(worksheet);
      await onProgress(written);
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** How much of a sheet's XML may wait for its compression before the writer waits in turn. */
export const XLSX_BACKLOG = 4 * 1024 * 1024;

/**
 * exceljs hands a sheet's XML to the zip's compressor without heeding its backpressure, so a fast
 * reader piles the whole sheet up in memory. Between batches, wait until the compressor has caught up.
 */
export async function compressed(worksheet: ExcelJS.Worksheet): Promise<void> {
  // The sheet's buffer pipes into archiver's streams (readable-stream 2: its state is only in `_writableState`).
  const pipes = (worksheet as unknown as { stream?: { pipes?: Backlogged[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    const state = pipe._writableState;
    if (state && state.length > XLSX_BACKLOG && state.needDrain) {
      await drained(pipe);
    }
  }
}

type Backlogged = EventEmitter & { _writableState?: { length: number; needDrain: boolean } };

/** Rows turned into CSV text at once: a slice, not a whole batch, so that no large string outlives the young heap. */
const CSV_SLICE = 100;
const CSV_OPTIONS = { delimiter: ';', record_delimiter: '\r\n' } as const;

/**
 * CSV for French spreadsheets: UTF-8 with its mark, semicolons, decimal commas; sheets one after
 * another. csv-stringify's rules, applied to slices of rows rather than through its stream a record
 * at a time (half the processor time of an export of 100,000 rows); the bytes are the same.
 */
async function writeCsv(plan: ExportPlan, out: Writable, onProgress: OnProgress) {
  const write = async (text: string) => {
    if (out.destroyed || out.errored) throw out.errored ?? new Error('Export destination closed');
    if (!out.write(text)) await drained(out);
    if (out.errored) throw out.errored;
  };
  const records = (rows: unknown[][]) => write(stringifySync(rows, CSV_OPTIONS));
  await write('\ufeff');
  let written = 0;
  for (const [index, sheet] of plan.sheets.entries()) {
    if (plan.sheets.length > 1) {
      if (index > 0) await records([[]]);
      await records([[sheet.name]]);
    }
    await records([sheet.columns.map((c) => c.header)]);
    for await (const batch of sheet.rows()) {
      for (let start = 0; start < batch.length; start += CSV_SLICE) {
        await records(batch.slice(start, start + CSV_SLICE).map((row) => row.map(csvValue)));
      }
      written += batch.length;
      await onProgress(written);
    }
  }
  out.end();
  await finished(out);
}

/** Until the stream drains, closes or fails; the listeners of the events that did not come are removed. */
async function drained(stream: EventEmitter): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  await Promise.race([
    once(stream, 'drain', { signal }),
    once(stream, 'close', { signal }),
    once(stream, 'error', { signal }),
  ]).finally(() => done.abort());
}

function csvValue(value: ExportCell): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return value;
}

/** Excel refuses sheet names over 31 characters or holding []:*?/\. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Feuille'
  );
}
