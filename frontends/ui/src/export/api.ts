import {
  API,
  dropAllValues,
  type ExportKind,
  type ExportPendingResponse,
  type ExportStartForm,
  type ExportStartResponse,
} from '@troc/shared';
import { api } from '../api/client';

/** The export modal's cache keys: one progress per export job. */
export const exportKeys = {
  progress: (id: string) => ['export', 'progress', id] as const,
};

/** Supporting §4, §5: starts the job with the list's filters, their '*' (all) and empty values dropped. */
export function startExport(kind: ExportKind, form: ExportStartForm): Promise<ExportStartResponse> {
  return api.post<ExportStartResponse>(API.exportStart(kind), {
    format: form.format,
    filters: dropAllValues(form.filters),
  });
}

/**
 * The job's progress (the client adds the CSRF token). A failed export answers 422 with its French
 * message: like any failure, it reaches the global error modals.
 */
export function fetchExportProgress(id: string, signal?: AbortSignal): Promise<ExportPendingResponse> {
  return api.post<ExportPendingResponse>(API.exportPending(id), {}, { signal });
}
