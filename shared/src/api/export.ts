// Exports (supporting §3 Export, §4 Export, §7 Export): a list or a report written to a file by
// a queued job, its progress polled, then downloaded by the one who asked for it.

/** The file formats an export may be written in (a report may also be a PDF). */
export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];

/** What can be exported: each kind is registered by the module that owns its data. */
export type ExportKind = 'savings' | 'troc-mine' | 'tracker' | 'search' | 'operation-mine';

/** While the job runs, the poll carries exportStatus; once written it is absent and redirect leads to the file. */
export type ExportStatusName = 'Pending' | 'Running';

/** POST /api/export/start/{kind}/ (export_form): the list's current filters, '*' values dropped. */
export interface ExportStartForm {
  format: ExportFormat;
  /** The list's filter fields, as its loader sends them (without the form-name prefix). */
  filters?: Record<string, unknown>;
}

export interface ExportProgress {
  id: string;
  /** Absent once the file is written (supporting §4: polled until exportStatus is absent). */
  exportStatus?: { name: ExportStatusName };
  nbLines: number;
  nbLinesProcessed: number;
  /** The download, once the file is written. */
  redirect?: string;
  fileName?: string;
}

/** The start answer (supporting §7: reading data.exportStatus). */
export interface ExportStartResponse {
  data: ExportProgress;
}

/** POST /api/export/pending/{id}/: a failed export answers 422 with its French message. */
export type ExportPendingResponse = ExportProgress;

/** The value '*' of a checkbox filter means all: it is dropped, as are empty values (supporting §5). */
export function dropAllValues(filters: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (value === '*' || value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const values = value.filter((v) => v !== '*' && v !== '' && v !== null && v !== undefined);
      if (values.length > 0) kept[key] = values;
      continue;
    }
    kept[key] = value;
  }
  return kept;
}

/** The progress bar never shows less than 10 % (supporting §9). */
export const PROGRESS_MINIMUM = 10;

export function progressPercent(progress: Pick<ExportProgress, 'nbLines' | 'nbLinesProcessed'>): number {
  const ratio = progress.nbLines > 0 ? (progress.nbLinesProcessed / progress.nbLines) * 100 : 0;
  return Math.max(PROGRESS_MINIMUM, Math.min(100, Math.round(ratio)));
}
