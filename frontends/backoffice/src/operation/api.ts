import {
  API,
  type CloneResponse,
  type ListingManagerCard,
  type ListResponse,
  type OperationCard,
  type OperationCreatedResponse,
  type OperationView,
  type PerimeterFilterForm,
  type PublicationStatus,
} from '@troc/shared';
import { api, isValidationError, shownByForm, type ApiError } from '@troc/ui';

/** operation_filter_form[...] of « Mes opérations ». */
export interface OperationFilterForm extends PerimeterFilterForm {
  publicationStatus?: PublicationStatus;
  keyword?: string;
}

export type OperationForm = 'manage' | 'address' | 'ads';
export type OperationOwnerAction = 'publish' | 'unpublish' | 'delete';

/** Query keys of the operations as the back office reads them. */
export const operationKeys = {
  all: ['operations'] as const,
  lists: () => ['operations', 'list'] as const,
  mine: (filters: OperationFilterForm) => ['operations', 'list', 'mine', filters] as const,
  view: (slug: string) => ['operations', 'view', slug] as const,
  /** The manager's listings the ads form chooses among. */
  myListings: ['operations', 'my-listings'] as const,
};

export function fetchMyOperations(
  filters: OperationFilterForm,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ListResponse<OperationCard>> {
  return api.post<ListResponse<OperationCard>>(
    API.myOperations,
    { page, size, operation_filter_form: filters },
    { signal },
  );
}

/** The operation to edit; a 404 (unknown, or not for this reader) is the page's own. */
export function fetchOperation(slug: string, signal?: AbortSignal): Promise<OperationView> {
  return api.get<OperationView>(API.operationView(slug), { signal, handles: (e) => e.status === 404 });
}

export function createOperation(): Promise<OperationCreatedResponse> {
  return api.post<OperationCreatedResponse>(API.operationCreate, {});
}

/** Saves one of the edit forms; a 422 is shown on the form's fields. */
export function saveOperationForm(slug: string, form: OperationForm, payload: unknown): Promise<OperationView> {
  return api.post<OperationView>(API.operationEdit(slug, form), payload, { handles: shownByForm });
}

/** publish, unpublish: the operation as it now is; an incomplete one (422) is said by the page. */
export function operationAction(
  action: Exclude<OperationOwnerAction, 'delete'>,
  slug: string,
): Promise<{ operation: OperationView }> {
  return api.post<{ operation: OperationView }>(
    API.operationAction(action, slug),
    {},
    { handles: (error: ApiError) => isValidationError(error) },
  );
}

export function deleteOperation(slug: string): Promise<{ redirect: string }> {
  return api.post<{ redirect: string }>(API.operationAction('delete', slug), {});
}

export function cloneOperation(slug: string): Promise<CloneResponse> {
  return api.post<CloneResponse>(API.operationAction('clone', slug), {});
}

/** « Ajouter une annonce »: a draft prefilled from the operation; its edit page is `redirect`. */
export function addListingToOperation(slug: string): Promise<{ slug: string; id: number; redirect: string }> {
  return api.post<{ slug: string; id: number; redirect: string }>(API.operationAddTroc(slug), {});
}

/** Every listing the manager handles (the ads form's choices), 100 at a time. */
export async function fetchManagedListings(signal?: AbortSignal): Promise<ListingManagerCard[]> {
  const size = 100;
  const all: ListingManagerCard[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.post<ListResponse<ListingManagerCard>>(
      API.myListings,
      { page, size, troc_filter_form: {} },
      { signal },
    );
    all.push(...answer.data);
    if (answer.data.length < size || all.length >= answer.total_results) return all;
  }
}
