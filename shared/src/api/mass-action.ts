// Mass actions (supporting §2, §3 Mass action status, §4 Mass action, §7 Mass action): a
// selection of listings edited, published, unpublished or deleted by a queued job, line by line,
// through the same rules as the single edit; its progress and report polled every 5 s.

export type MassActionKind = 'edit' | 'publish' | 'unpublish' | 'delete';
export const MASS_ACTIONS: readonly MassActionKind[] = ['edit', 'publish', 'unpublish', 'delete'];

/** Pending while it runs; Terminated, Ignored (nothing changed) or Error (given up, cancelled) end it. */
export type MassActionStatusName = 'Pending' | 'Terminated' | 'Ignored' | 'Error';

/** Mass edit form fields (supporting §3): only the filled ones are applied. */
export interface MassEditValues {
  swapType?: unknown;
  userName?: unknown;
  /** The hidden user reference chosen with userName. */
  user?: unknown;
  visibility?: unknown;
  availabilityStartDate?: unknown;
  availabilityEndDate?: unknown;
  promotion?: unknown;
  city?: unknown;
  postal?: unknown;
}

/** POST /api/mass-action/troc/{action}/: form[selection] (ids, comma-separated) or form[selectAll] with troc_filter_form. */
export interface MassActionStartForm extends MassEditValues {
  selection?: string;
  selectAll?: boolean | string;
}

export type MassReportStatus = 'updated' | 'unchanged' | 'error';

/** A field of a mass edit line that was not applied, and why (the line's other fields were). */
export interface MassFieldRefusal {
  field:
    | 'swapType'
    | 'userName'
    | 'visibility'
    | 'availabilityStartDate'
    | 'availabilityEndDate'
    | 'promotion'
    | 'city'
    | 'postal';
  message: string;
}

/** One report entry: a processed listing; excerpt maps each changed attribute to [old, new]. */
export interface MassReportEntry {
  id: number;
  name: string;
  status: MassReportStatus;
  type: MassActionKind;
  excerpt: Record<string, [string | null, string | null]>;
  /** The French message of a refused line. */
  message?: string;
  /** A mass edit's fields refused on this line, by name (absent when every filled field applied). */
  refused?: MassFieldRefusal[];
}

export interface MassActionProgress {
  id: string;
  massActionStatus: { name: MassActionStatusName };
  nbLines: number;
  nbLinesProcessed: number;
  report: MassReportEntry[];
  /** Why an action in Error stopped (French): cancelled by its author, or given up. */
  message?: string;
}

export interface MassActionStartResponse {
  data: MassActionProgress;
}

/** POST /api/mass-action/pending/{id}/ (owner only, 404 otherwise). */
export type MassActionPendingResponse = MassActionProgress;
