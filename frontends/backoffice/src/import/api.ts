import {
  API,
  LIMITS,
  withLocale,
  type AuthMeResponse,
  type ImportDetail,
  type ImportFileFormat,
  type ImportFilterForm,
  type ImportKind,
  type ImportLineView,
  type ImportMappingForm,
  type ImportResponse,
  type ImportSummary,
  type ImportTestResponse,
  type ImportTestResult,
  type ListResponse,
  type OperationCard,
} from '@troc/shared';
import { api, shownByForm, uploadForm, type UploadOptions } from '@troc/ui';
import { fetchMyOperations } from '../operation/api';

/** Query keys of the import screens. */
export const importKeys = {
  all: ['imports'] as const,
  lists: () => ['imports', 'mine'] as const,
  mine: (filters: ImportFilterForm, page: number, size: number) => ['imports', 'mine', filters, page, size] as const,
  view: (id: string) => ['imports', 'view', id] as const,
  linesOf: (id: string) => ['imports', 'lines', id] as const,
  lines: (id: string, page: number, size: number) => ['imports', 'lines', id, page, size] as const,
  /** The operations the upload form offers. */
  operations: ['imports', 'operations'] as const,
};

/** The template of an import kind: a plain link, the browser downloads it. */
export const templateHref = (kind: ImportKind, format: ImportFileFormat) =>
  withLocale(API.importTemplate(kind, format));

/** « Mes imports »: one page, with the import_filter_form of the filters. */
export function fetchMyImports(
  filters: ImportFilterForm,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<ImportSummary>> {
  return api.post<ListResponse<ImportSummary>>(API.myImports, { page, size, import_filter_form: filters }, { signal });
}

/** One import; a 404 (unknown, or someone else's) is the page's own. */
export async function fetchImport(id: string, signal?: AbortSignal): Promise<ImportDetail> {
  const answer = await api.post<ImportResponse>(
    API.importAction('view', id),
    {},
    { signal, handles: (error) => error.status === 404 },
  );
  return answer.data;
}

/** The lines processed so far, in line order. */
export function fetchImportLines(
  id: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<ImportLineView>> {
  return api.post<ListResponse<ImportLineView>>(API.importAction('lines', id), { page, size }, { signal });
}

/** Saves the columns' mapping; a 422 (column key or _form) is shown on the form. */
export async function saveImportMapping(id: string, mapping: ImportMappingForm): Promise<ImportDetail> {
  const answer = await api.post<ImportResponse>(
    API.importAction('mapping', id),
    { import_mapping_form: mapping },
    { handles: shownByForm },
  );
  return answer.data;
}

/** « Tester »: saves the mapping, checks every line and writes nothing. */
export async function testImport(id: string, mapping: ImportMappingForm): Promise<ImportTestResult> {
  const answer = await api.post<ImportTestResponse>(
    API.importAction('test', id),
    { import_mapping_form: mapping },
    { handles: shownByForm },
  );
  return answer.data;
}

/** « Lancer l'import »: saves the mapping and queues the job (202). */
export function startImport(id: string, mapping: ImportMappingForm): Promise<{ data: ImportDetail; message?: string }> {
  return api.post<{ data: ImportDetail; message?: string }>(
    API.importAction('start', id),
    { import_mapping_form: mapping },
    { handles: shownByForm },
  );
}

/** Stops a queued or running import (a stuck one): it ends « En échec », then can be deleted. */
export async function cancelImport(id: string): Promise<ImportDetail> {
  return (await api.post<{ data: ImportDetail }>(API.importCancel(id), {}, { handles: (e) => e.status === 409 })).data;
}

/** Deletes an import; a running one is refused (409 or 422), said in the confirmation. */
export function deleteImport(id: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(
    API.importDelete(id),
    {},
    { handles: (error) => error.status === 409 || error.status === 422 },
  );
}

/** The operations of « Mes opérations » the file's listings may go into (at most 100). */
export async function fetchImportOperations(signal?: AbortSignal): Promise<OperationCard[]> {
  const answer = await fetchMyOperations({}, 1, LIMITS.page.maxSize, signal);
  return answer.data.filter((operation) => operation.writable);
}

export interface ImportUpload {
  file: File;
  images?: File | null;
  operation?: string | null;
}

/**
 * The upload (multipart: file, images, operation) with its progress, as the listing pictures' upload;
 * the session's CSRF token goes in the header the JSON client sends.
 */
export async function uploadImport(
  kind: ImportKind,
  { file, images, operation }: ImportUpload,
  options: UploadOptions = {},
): Promise<ImportDetail> {
  const me = await api.get<AuthMeResponse>(API.me, { handles: true });
  const data = new FormData();
  data.append('file', file, file.name);
  if (images) data.append('images', images, images.name);
  if (operation) data.append('operation', operation);
  const answer = await uploadForm<ImportResponse>(
    API.importUpload(kind),
    data,
    options,
    me.csrfToken ? { 'X-CSRF-Token': me.csrfToken } : {},
  );
  return answer.data;
}
