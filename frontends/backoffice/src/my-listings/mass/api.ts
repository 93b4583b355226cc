import {
  API,
  dropAllValues,
  type MassActionKind,
  type MassActionPendingResponse,
  type MassActionStartResponse,
  type MassEditValues,
} from '@troc/shared';
import { api, inModal } from '@troc/ui';

/** The mass report's cache keys: one progress per mass action. */
export const massActionKeys = {
  progress: (id: string) => ['mass-action', 'progress', id] as const,
};

/** What the action bar selected: ids of the page(s), or every result of the loader's filters. */
export type MassSelection = { all: true; filterForm: Record<string, unknown> } | { all: false; ids: readonly number[] };

/**
 * Supporting §4, §7: form[selection] as comma-separated ids, or form[selectAll] with the loader's
 * troc_filter_form ('*' and empty values dropped), plus the edit fields. With `inDialog`, a refusal
 * is the dialog's to show (its French message), not the global error modals'.
 */
export function startMassAction(
  action: MassActionKind,
  selection: MassSelection,
  values: MassEditValues = {},
  inDialog = false,
): Promise<MassActionStartResponse> {
  const form = selection.all ? { ...values, selectAll: true } : { ...values, selection: selection.ids.join(',') };
  return api.post<MassActionStartResponse>(
    API.massActionTroc(action),
    { form, ...(selection.all ? { troc_filter_form: dropAllValues(selection.filterForm) } : {}) },
    inDialog ? { handles: inModal } : {},
  );
}

/** The poll (the client adds the CSRF token); a failure reaches the global error modals. */
export function fetchMassActionProgress(id: string, signal?: AbortSignal): Promise<MassActionPendingResponse> {
  return api.post<MassActionPendingResponse>(API.massActionPending(id), {}, { signal });
}

/** Gives a running mass action up; the report modal shows a refusal's message. */
export function cancelMassAction(id: string): Promise<MassActionPendingResponse> {
  return api.post<MassActionPendingResponse>(API.massActionCancel(id), {}, { handles: inModal });
}
