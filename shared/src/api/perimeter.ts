// The user services filter (supporting §2, §3, §7, §9): an organisation admin narrows a list to
// some services of the organisation's tree.

/** One choice of the services dropdown: a service of the organisation, a folder when it has sub-services. */
export interface ServiceChoice {
  /** What the filter fields carry for this service. */
  code: string;
  name: string;
  internalCode: string | null;
  /** The parent's code; null at the top of the tree. */
  parent: string | null;
  /** The codes from the top of the tree down to the parent (what to open to show this service). */
  path: string[];
  nbChildren: number;
}

/** POST /api/organisation/services/filter/: form[code] (a folder, empty for the top), form[hideOrphans]. */
export interface ServicesFilterRequest {
  form: { code?: string; hideOrphans?: boolean | string; codes?: string; keyword?: string };
}

/**
 * The filter fields every filtered list accepts beside its own form's fields, as comma-separated codes:
 * perimeter_services_all — services taken with every sub-service; perimeter_selected — services taken
 * alone; perimeter_unselected — services left out with every sub-service (wins over the two others).
 */
export interface PerimeterFilterForm {
  perimeter_services_all?: string;
  perimeter_selected?: string;
  perimeter_unselected?: string;
}

/** tracker_filter_form[userPerimeterType]: my own exchanges, or those of my organisation's services (admins). */
export type UserPerimeterType = 'user' | 'perimeter';
export const USER_PERIMETER_TYPES: readonly UserPerimeterType[] = ['user', 'perimeter'];
