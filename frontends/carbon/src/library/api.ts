import {
  API,
  type ImpactCategoryResponse,
  type ImpactLibraryActionResponse,
  type ImpactLibraryOwner,
  type ImpactLibraryScope,
  type ImpactLibraryResponse,
  type ImpactModelForm,
  type ImpactModelView,
} from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

export const LIBRARY_PAGE_SIZE = 20;

/** What the list is filtered by (library_form[...]). */
export interface LibraryFilter {
  category: string | null;
  /** 'goods': the models of goods exchanged here (GOODS_IMPACT_CATEGORIES) unless a category is chosen. */
  scope: ImpactLibraryScope;
  query: string;
  owner: ImpactLibraryOwner;
  disabled: boolean;
}

/** The library page's cache keys: every action refreshes all the list's pages. */
export const libraryKeys = {
  all: ['impact', 'library'] as const,
  list: (filter: LibraryFilter, page: number) => ['impact', 'library', 'list', filter, page] as const,
  // The same key as the carbon modal's tree: both read the same categories.
  category: (slug: string) => ['impact', 'category', slug] as const,
};

/** The children of a node of the category tree ('root' for the top). */
export function fetchCategory(slug: string, signal?: AbortSignal): Promise<ImpactCategoryResponse> {
  return api.post<ImpactCategoryResponse>(API.impactCategory(slug), {}, { signal });
}

export function fetchLibrary(filter: LibraryFilter, page: number, signal?: AbortSignal) {
  return api.post<ImpactLibraryResponse>(
    API.impactLibrary,
    {
      library_form: {
        category: filter.category,
        scope: filter.scope,
        query: filter.query || null,
        owner: filter.owner,
        disabled: filter.disabled,
      },
      page,
      size: LIBRARY_PAGE_SIZE,
    },
    { signal },
  );
}

/** enable, disable: a model (own, or the platform's for its administrators). */
export function libraryAction(action: 'enable' | 'disable', id: number) {
  return api.post<ImpactLibraryActionResponse>(API.impactLibraryAction(action, id), {});
}

/**
 * The own-model form, as the carbon modal's add and edit send it: its fields at the top of the
 * body (ImpactModelFormDto), so that a 422 names them as the form does.
 */
const formBody = (form: ImpactModelForm): ImpactModelForm => ({
  title: form.title,
  description: form.description || null,
  inputUnit1: form.inputUnit1,
  inputUnit2: form.inputUnit2 || null,
  emissionFactor: form.emissionFactor,
  sourceLabel: form.sourceLabel,
  sourceVersion: form.sourceVersion || null,
  displayDate: form.displayDate || null,
});

/** A new own model in a category (by its id); a 422 is shown on the form's fields. */
export function createModel(categoryId: number, form: ImpactModelForm) {
  return api.post<ImpactLibraryActionResponse>(API.impactLibraryAction('create', categoryId), formBody(form), {
    handles: shownByForm,
  });
}

/** An own model edited; a 422 is shown on the form's fields. */
export function editModel(id: number, form: ImpactModelForm) {
  return api.post<{ message: string; model: ImpactModelView }>(API.impactModelEdit(id), formBody(form), {
    handles: shownByForm,
  });
}
