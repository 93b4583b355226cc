import {
  API,
  dropAllValues,
  type ExportKind,
  type ExportPendingResponse,
  type ExportStartForm,
  type ExportStartResponse,
  type MessageResponse,
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

/** Gives the running export up; its failure is shown in the modal (`handles`), not by the global modals. */
export function cancelExport(id: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(API.exportCancel(id), {}, { handles: inModal });
}

/** What a modal shows itself: a refusal with its French message (a lost session still goes to the global modals). */
export const inModal = (error: { status: number }): boolean =>
  error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
