import { Injectable } from '@nestjs/common';
import type { ExportFormat } from '@troc/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Actor } from '../../core/auth/actor.js';
import { checkedFilters } from '../../core/http/validation.js';

export type ExportCell = string | number | boolean | Date | null;

export interface ExportColumn {
  header: string;
  /** Characters, for the spreadsheet. */
  width?: number;
  /** An Excel number format ('0.00', '#,##0.00 €' …). */
  numFmt?: string;
}

/** One table of the file: a sheet of the workbook, a block of the CSV. */
export interface ExportSheet {
  name: string;
  columns: ExportColumn[];
  /** The rows, in batches: the writer streams them, never holding the whole list. */
  rows: () => AsyncIterable<ExportCell[][]>;
}

export interface ExportPlan {
  /** The downloaded file's name, without extension. */
  fileBase: string;
  /** How many rows the sheets hold in all: the progress bar's total. */
  nbLines: number;
  sheets: ExportSheet[];
  /** A report's printable form (formats including 'pdf'). */
  pdf?: () => Promise<TDocumentDefinitions>;
}

/**
 * What a module exports. `check` runs at the request, with the reader's rights (a 4xx there
 * refuses the export before any job); `plan` runs in the worker with the same filters and actor.
 */
export interface Exporter {
  kind: string;
  formats: readonly ExportFormat[];
  check(filters: Record<string, unknown>, actor: Actor): Promise<Record<string, unknown>>;
  plan(filters: Record<string, unknown>, actor: Actor): Promise<ExportPlan>;
}

/**
 * An exporter whose filters are a list form's fields: the job reads them again with the same
 * rules, so the request and the job see one form. `check` adds the request-time checks (the
 * reader's rights) and may return what the job keeps; by default, the form's set fields.
 */
export interface FormExporter<F extends object> {
  kind: string;
  formats: readonly ExportFormat[];
  form: new () => F;
  check?(form: F, actor: Actor): Promise<Record<string, unknown> | void>;
  plan(form: F, actor: Actor): Promise<ExportPlan>;
}

/** The plain fields of a checked form: what the export records and its job reads again. */
const plain = (form: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));

/** The exporters registered by the modules that own the data (the export module knows none). */
@Injectable()
export class ExportRegistry {
  private readonly exporters = new Map<string, Exporter>();

  register(exporter: Exporter): void {
    this.exporters.set(exporter.kind, exporter);
  }

  /** Registers an exporter of a list form (see FormExporter). */
  registerForm<F extends object>({ kind, formats, form, check, plan }: FormExporter<F>): void {
    this.register({
      kind,
      formats,
      check: async (filters, actor) => {
        const checked = await checkedFilters(form, filters);
        return (await check?.(checked, actor)) ?? plain(checked);
      },
      plan: async (filters, actor) => plan(await checkedFilters(form, filters), actor),
    });
  }

  get(kind: string): Exporter | undefined {
    return this.exporters.get(kind);
  }
}
