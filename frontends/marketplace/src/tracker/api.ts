import {
  API,
  LIMITS,
  type AutocompleteResponse,
  type BilansValues,
  type ConventionView,
  type EcoGain,
  type ListResponse,
  type PersonSuggestion,
  type RegularisationRequest,
  type ReservationRequest,
  type ServiceRef,
  type ThreadView,
  type TrackerAction,
  type TrackerActionResponse,
  type TrackerCard,
  type TrackerCreatedResponse,
  type TrackerFilterForm,
  type TrackerRecordForm,
  type TrackerView,
} from '@troc/shared';
import { api, ApiError, FORM_ERROR_KEY, shownByForm, uploadFile, ValidationError, type UploadOptions } from '@troc/ui';

/** The member search of the regularisation (the listing's manager picks the taker among every member). */
export const USERS_AUTOCOMPLETE = API.trackerUsers;

/** Query keys of the exchanges: lists, one exchange, its thread. */
export const trackerKeys = {
  all: ['trackers'] as const,
  lists: () => ['trackers', 'list'] as const,
  list: (terminated: boolean, filters: TrackerFilterForm) => ['trackers', 'list', terminated, filters] as const,
  view: (slug: string) => ['trackers', 'view', slug] as const,
  thread: (slug: string) => ['trackers', 'thread', slug] as const,
  convention: (slug: string) => ['trackers', 'convention', slug] as const,
  ecoGain: (slug: string, values: BilansValues) => ['trackers', 'eco-gain', slug, values] as const,
  services: ['organisation', 'services', 'all'] as const,
};

/** A refused transition (409) is the caller's to explain; a missing right goes to the global modals. */
const refused = (error: ApiError) => error.status === 409;
/** 422 on the form's fields, 409 above it. */
const formOrRefused = (error: ApiError) => shownByForm(error) || error.status === 409;

/** A refusal (409) is said above the form, like its other errors: the forms show it with <FormErrors>. */
function refusalAboveForm(error: unknown): never {
  if (error instanceof ApiError && error.status === 409)
    throw new ValidationError({ [FORM_ERROR_KEY]: [error.message] }, error.code);
  throw error;
}

/** One page of « Mes échanges » or « Échanges terminés ». */
export function fetchTrackerPage(
  terminated: boolean,
  filters: TrackerFilterForm,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<TrackerCard>> {
  return api.post<ListResponse<TrackerCard>>(
    terminated ? API.myTerminatedTrackers : API.myTrackers,
    { page, size, tracker_filter_form: filters },
    { signal, handles: (e) => e.status !== 403 },
  );
}

/** The exchange as the viewer may see it; a 404 is the page's own. */
export function fetchTracker(slug: string, signal?: AbortSignal): Promise<TrackerView> {
  return api.get<TrackerView>(API.trackerAction('info', slug), { signal, handles: (e) => e.status === 404 });
}

export type CardAction = Exclude<TrackerAction, 'record' | 'expire' | 'withdraw'>;

/** approve, deny, cancel, complete, swapCancel: the exchange as it now is. */
export function runTrackerAction(action: CardAction, slug: string): Promise<TrackerActionResponse> {
  const path =
    action === 'complete'
      ? API.trackerSwap('complete', slug)
      : action === 'swapCancel'
        ? API.trackerSwap('cancel', slug)
        : API.trackerAction(action, slug);
  return api.post<TrackerActionResponse>(path, {}, { handles: refused });
}

/** Saves what the recording form holds so far (any valid subset). */
export function saveTrackerDraft(slug: string, form: TrackerRecordForm): Promise<TrackerActionResponse> {
  return api
    .post<TrackerActionResponse>(API.trackerAction('save-draft', slug), form, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

/** Records the exchange with its complete form (ReservationApproved → SwapInitiated). */
export function recordTracker(slug: string, form: TrackerRecordForm): Promise<TrackerActionResponse> {
  return api
    .post<TrackerActionResponse>(API.trackerAction('edit', slug), form, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

export function fetchThread(slug: string, signal?: AbortSignal): Promise<ThreadView> {
  return api.get<ThreadView>(API.trackerThread(slug), { signal, handles: (e) => e.status === 404 });
}

export function postThreadMessage(slug: string, message: string): Promise<ThreadView> {
  return api.post<ThreadView>(API.trackerThread(slug), { message }, { handles: shownByForm });
}

/** The reservation (or proposal) from the listing view: 201 with the thread to open. */
export function requestReservation(slug: string, request: ReservationRequest): Promise<TrackerCreatedResponse> {
  return api
    .post<TrackerCreatedResponse>(API.reservation(slug), request, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

/** An exchange agreed elsewhere, recorded by the listing's manager. */
export function regularize(slug: string, request: RegularisationRequest): Promise<TrackerCreatedResponse> {
  return api
    .post<TrackerCreatedResponse>(API.trackerAdd(slug), request, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

export function searchUsers(query: string, signal?: AbortSignal): Promise<PersonSuggestion[]> {
  return api
    .post<AutocompleteResponse<PersonSuggestion>>(USERS_AUTOCOMPLETE, { form: { query } }, { handles: true, signal })
    .then((answer) => answer.data);
}

/** Every service of the viewer's organisation, in tree order (the source pages by at most 100). */
export async function fetchAllServices(signal?: AbortSignal): Promise<ServiceRef[]> {
  const size = LIMITS.page.maxSize;
  const all: ServiceRef[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<ListResponse<ServiceRef>>(API.organisationServices, { query: { page, size }, signal });
    all.push(...answer.data);
    if (answer.data.length < size || all.length >= answer.total_results) return all;
  }
}

/** The convention-required refusal of the recording (422 on `convention`), or null. */
export function conventionRequired(error: unknown): string | null {
  return error instanceof ValidationError ? (error.errors.convention?.[0] ?? null) : null;
}

/** The convention of an exchange (both parties); a 404 is the panel's own. */
export function fetchConvention(slug: string, signal?: AbortSignal): Promise<ConventionView> {
  return api.get<ConventionView>(API.trackerAction('convention', slug), { signal, handles: (e) => e.status === 404 });
}

export interface ConventionForm {
  regularizedConvention: boolean;
  cerfaUserCompanyAddress: { city: string; postal: string };
}

/** The convention form (the manager): signed elsewhere, the CERFA address. */
export function saveConventionForm(slug: string, form: ConventionForm): Promise<ConventionView> {
  return api
    .post<ConventionView>(API.trackerAction('convention', slug), form, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

/** Generates the numbered document, or generates it again while it is not signed (the manager). */
export function generateConvention(slug: string): Promise<ConventionView> {
  return api.post<ConventionView>(API.trackerAction('convention/generate', slug), {}, { handles: refused });
}

/** The signed copy (or, for a convention signed elsewhere, its document): multipart form[file]. */
export function signConvention(slug: string, file: File, options?: UploadOptions): Promise<ConventionView> {
  return uploadFile<ConventionView>(API.trackerAction('convention/sign', slug), file, options);
}

export function rejectConvention(slug: string, message: string): Promise<ConventionView> {
  return api
    .post<ConventionView>(API.trackerAction('convention/reject', slug), { message }, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

/** The bilans form (the manager's side): the exchange as it now is. */
export function saveBilans(slug: string, values: BilansValues): Promise<TrackerActionResponse> {
  return api
    .post<TrackerActionResponse>(API.trackerAction('accounting', slug), values, { handles: formOrRefused })
    .catch(refusalAboveForm);
}

/** The eco-gain calculator: the gain in euros, or which values it misses. */
export function calculateEcoGain(slug: string, values: BilansValues, signal?: AbortSignal): Promise<EcoGain> {
  return api.post<EcoGain>(API.trackerAction('calculate-eco-gain', slug), values, { signal, handles: true });
}
