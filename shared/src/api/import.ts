// Imports (supporting §3 Import and Import line, §4 Import status, §7 Imports, §8 import report
// line messages; core §2 import view): a CSV or XLSX file of listings, its pictures in a ZIP
// beside it, its columns matched, tested without writing, then run line by line as a job.

import type { ImportStatus } from '../enums/marketplace.js';

/** What a file imports: listings (optionally into an operation), or past exchanges of my listings to regularise. */
export type ImportKind = 'troc' | 'tracker';
export const IMPORT_KINDS: readonly ImportKind[] = ['troc', 'tracker'];

export type ImportFileFormat = 'csv' | 'xlsx';

/** One column the import understands, with its French header in the template. */
export interface ImportColumn {
  key: string;
  label: string;
  /** A line without it cannot be imported at all (the line fails). */
  required: boolean;
  help: string;
}

/** A line's outcome: imported, created as a draft to complete, or not imported. */
export type ImportLineStatusName = 'Success' | 'ToComplete' | 'Failed';

/** A value the line's report names: the column, the value read and what is wrong with it. */
export interface ImportFieldIssue {
  column: string;
  value: string;
  messages: string[];
}

export interface ImportLineReport {
  /** « La ligne #N est valide… », « … doit être complétée », « … n'a pas pu être traitée ». */
  message: string;
  /** « Veuillez vérifier la conformité des valeurs suivantes : … » or the generic message. */
  detail?: string;
  issues: ImportFieldIssue[];
}

export interface ImportLineView {
  lineNumber: number;
  lineStatus: { name: ImportLineStatusName };
  report: ImportLineReport;
  /** The listing the line created (to complete when the line needs it). */
  troc: { slug: string; name: string } | null;
  /** The exchange the line created (an exchanges import). */
  tracker: { slug: string; name: string } | null;
}

export interface ImportSummary {
  id: string;
  kind: ImportKind;
  /** The uploaded file's name. */
  name: string;
  /** ISO date-time of the upload. */
  importDate: string;
  importStatus: { name: ImportStatus };
  operation: { slug: string; name: string; writable: boolean } | null;
  nbLines: number;
  nbLinesProcessed: number;
  nbSuccessLines: number;
  nbToCompleteLines: number;
  nbErrorLines: number;
  /** Pictures found in the ZIP sent beside the file. */
  nbImages: number;
  /** A failed import's French reason. */
  message?: string;
}

export interface ImportDetail extends ImportSummary {
  /** The file's own headers, in its order. */
  headers: string[];
  columns: ImportColumn[];
  /** Column key → the file's header read for it (null: not imported). */
  mapping: Record<string, string | null>;
}

/** POST /api/import/upload/{kind}/ (multipart: file, images, operation) and the other actions. */
export interface ImportResponse {
  data: ImportDetail;
}

/** POST /api/import/mapping/{id}/: import_mapping_form, column key → header ('' for none). */
export type ImportMappingForm = Record<string, string>;

/** POST /api/import/test/{id}/ (« Tester »): every line checked, nothing written. */
export interface ImportTestResult {
  nbLines: number;
  nbSuccessLines: number;
  nbToCompleteLines: number;
  nbErrorLines: number;
  /** The lines that would not be imported as they are, first ones first (at most 200). */
  lines: ImportLineView[];
}

export interface ImportTestResponse {
  data: ImportTestResult;
}

/** import_filter_form of « Mes imports » (supporting §7). */
export interface ImportFilterForm {
  importStatus?: string;
  /** YYYY-MM-DD, inclusive. */
  importedAfter?: string;
  importedBefore?: string;
}
