import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import type { ExportCell, ExportColumn } from './export.registry.js';

/** exceljs's own XML escaping (it also drops the control characters XML refuses). */
const { xmlEncode, dateToExcel } = createRequire(import.meta.url)('exceljs/lib/utils/utils.js') as {
  xmlEncode(text: string): string;
  dateToExcel(date: Date): number;
};

/** The kinds of value, as exceljs tells them apart (each may get a style of its own). */
const NULL = 0;
const STRING = 1;
const NUMBER = 2;
const BOOLEAN = 3;
const DATE = 4;
const VALUE_TYPES = [
  ExcelJS.ValueType.Null,
  ExcelJS.ValueType.String,
  ExcelJS.ValueType.Number,
  ExcelJS.ValueType.Boolean,
  ExcelJS.ValueType.Date,
];

function kindOf(value: ExportCell | undefined): number {
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'string') return STRING;
  if (typeof value === 'number') return NUMBER;
  if (typeof value === 'boolean') return BOOLEAN;
  return DATE;
}

interface StyleRegistry {
  addStyleModel(style: Partial<ExcelJS.Style>, type?: ExcelJS.ValueType): number;
}

/** What of exceljs's streaming sheet the rows go through (not in its typings). */
interface SheetInternals {
  stream: { write(xml: string): void };
  _rowZero: number;
  _rows: unknown[];
  _workbook: { styles: StyleRegistry };
}

/**
 * A sheet's data rows, written as exceljs's streaming writer writes them, byte for byte (the same
 * elements, attributes, escaping, style numbers registered in the same order), without its Row
 * and Cell objects: exceljs builds a row, a cell and a style object per value, then renders each
 * through its generic XML builder, which costs more than the data itself. Here a batch becomes
 * one string. The header row goes through exceljs before (it sets up the columns and the view).
 */
export class XlsxRows {
  private readonly sheet: SheetInternals;
  private readonly letters: string[];
  /** The `s="…"` attribute of each column and kind of value, found the first time it is met. */
  private readonly styleAttrs: (string | undefined)[][];
  private rowStyleAttr: string | undefined;

  constructor(
    worksheet: ExcelJS.Worksheet,
    private readonly columns: readonly ExportColumn[],
  ) {
    this.sheet = worksheet as unknown as SheetInternals;
    if (this.sheet._rows.length) throw new Error('XlsxRows writes after the rows exceljs committed');
    this.letters = columns.map((_, i) => columnLetters(i + 1));
    this.styleAttrs = columns.map(() => VALUE_TYPES.map(() => undefined));
  }

  /** Writes a batch of rows after those already written. */
  write(batch: readonly ExportCell[][]): void {
    let xml = '';
    for (const values of batch) {
      const r = this.sheet._rowZero++;
      // exceljs leaves out a row without any value (its number still counts).
      if (!values.some((v) => v !== null && v !== undefined)) continue;
      xml += `<row r="${r}" spans="1:${values.length}"${this.rowStyle()} x14ac:dyDescent="0.25">`;
      for (let i = 0; i < values.length; i++) xml += this.cell(i, r, values[i]);
      xml += '</row>';
    }
    if (xml) this.sheet.stream.write(xml);
  }

  private cell(i: number, r: number, value: ExportCell | undefined): string {
    const kind = kindOf(value);
    const s = this.styleAttr(i, kind);
    const open = `<c r="${this.letters[i]}${r}"${s}`;
    switch (kind) {
      case NULL:
        return s ? `${open}/>` : '';
      case STRING:
        return `${open} t="str"><v>${xmlEncode(value as string)}</v></c>`;
      case NUMBER:
        return `${open}><v>${xmlEncode(String(value))}</v></c>`;
      case BOOLEAN:
        return `${open} t="b"><v>${value ? '1' : '0'}</v></c>`;
      default:
        return `${open}><v>${xmlEncode(String(dateToExcel(value as Date)))}</v></c>`;
    }
  }

  /**
   * As exceljs numbers a cell's style: from its column's format and, without one, the kind of value
   * (a date gets Excel's date format); registered when first met, so that the numbers keep its order.
   */
  private styleAttr(i: number, kind: number): string {
    const known = this.styleAttrs[i]![kind];
    if (known !== undefined) return known;
    const numFmt = this.columns[i]?.numFmt;
    const id = this.sheet._workbook.styles.addStyleModel(numFmt ? { numFmt } : {}, VALUE_TYPES[kind]);
    return (this.styleAttrs[i]![kind] = id ? ` s="${id}"` : '');
  }

  /** exceljs gives a row without a style of its own the default one: registered before its first cell. */
  private rowStyle(): string {
    if (this.rowStyleAttr === undefined) {
      const id = this.sheet._workbook.styles.addStyleModel({});
      this.rowStyleAttr = id ? ` s="${id}" customFormat="1"` : '';
    }
    return this.rowStyleAttr;
  }
}

/** 1 → A, 27 → AA. */
function columnLetters(n: number): string {
  let letters = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
