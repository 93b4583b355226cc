import {
  API,
  LIMITS,
  type AutocompleteResponse,
  type CreateListingResponse,
  type ListingEditForm,
  type ListResponse,
  type ListingView,
  type RequestType,
  type ServiceRef,
} from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

/** Keys of what the edit screen alone reads (the listing itself is listingKeys.view, in @troc/ui). */
export const listingEditKeys = {
  services: ['organisation', 'services', 'all'] as const,
  manager: (slug: string, name: string) => ['troc-edit', 'manager', slug, name] as const,
};

/** The listing to edit; a 404 (unknown, or not for this reader) is the page's own. */
export function fetchListing(slug: string, signal?: AbortSignal): Promise<ListingView> {
  return api.get<ListingView>(API.trocView(slug), { signal, handles: (e) => e.status === 404 });
}

/** Saves one of the edit forms; a 422 is shown on the form's fields. */
export function saveListingForm(
  slug: string,
  form: Exclude<ListingEditForm, 'calendar'>,
  payload: unknown,
): Promise<ListingView> {
  return api.post<ListingView>(API.trocEdit(slug, form), payload, { handles: shownByForm });
}

/** The new-listing page's form before its first save: the draft's defaults, stored nowhere. */
export function fetchUnwritten(requestType: RequestType, signal?: AbortSignal): Promise<ListingView> {
  return api.get<ListingView>(API.trocNew(requestType), { signal });
}

/** A new draft, Offer or Demand: the new-listing page's first save creates it. */
export function createListing(requestType: RequestType): Promise<CreateListingResponse> {
  return api.post<CreateListingResponse>(API.trocCreate, { requestType });
}

export function deleteFile(id: number): Promise<unknown> {
  return api.post(API.fileDelete(id), {});
}

/** A member of the organisation as the members source answers: { value: 'Prénom Nom', data: id }. */
export interface MemberOption {
  value: string;
  data: string;
  service: string | null;
}

export function searchMembers(query: string, signal?: AbortSignal): Promise<MemberOption[]> {
  return api
    .post<AutocompleteResponse<MemberOption>>(API.organisationMembers, { form: { query } }, { handles: true, signal })
    .then((answer) => answer.data);
}

/** Every service of the organisation, in tree order (the source pages by at most 100). */
export async function fetchAllServices(signal?: AbortSignal): Promise<ServiceRef[]> {
  const size = LIMITS.page.maxSize;
  const all: ServiceRef[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<ListResponse<ServiceRef>>(API.organisationServices, { query: { page, size }, signal });
    all.push(...answer.data);
    if (answer.data.length < size || all.length >= answer.total_results) return all;
  }
}
