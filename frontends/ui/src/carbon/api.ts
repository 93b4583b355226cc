import {
  API,
  type ImpactActionResponse,
  type ImpactAvailableResponse,
  type ImpactCategoryResponse,
  type ImpactCurrentResponse,
  type ImpactMode,
  type ImpactModelForm,
} from '@troc/shared';
import { api } from '../api/client';
import { shownByForm } from '../forms/useFormSubmit';

/** The carbon modal's cache keys: every action refreshes a subject's two lists. */
export const carbonKeys = {
  subject: (mode: ImpactMode, slug: string) => ['impact', mode, slug] as const,
  current: (mode: ImpactMode, slug: string) => ['impact', mode, slug, 'current'] as const,
  available: (mode: ImpactMode, slug: string, category: string | null, query: string) =>
    ['impact', mode, slug, 'available', category, query] as const,
  category: (slug: string) => ['impact', 'category', slug] as const,
};

export const CARBON_PAGE_SIZE = 10;

export function fetchCategory(slug: string, signal?: AbortSignal): Promise<ImpactCategoryResponse> {
  return api.post<ImpactCategoryResponse>(API.impactCategory(slug), {}, { signal });
}

export function fetchCurrent(mode: ImpactMode, slug: string, page: number, signal?: AbortSignal) {
  return api.post<ImpactCurrentResponse>(
    API.impactModelList('current', mode, slug),
    { page, size: CARBON_PAGE_SIZE },
    { signal },
  );
}

export function fetchAvailable(
  mode: ImpactMode,
  slug: string,
  filter: { category: string | null; query: string },
  page: number,
  signal?: AbortSignal,
) {
  return api.post<ImpactAvailableResponse>(
    API.impactModelList('available', mode, slug),
    { page, size: CARBON_PAGE_SIZE, category: filter.category, query: filter.query || null },
    { signal },
  );
}

export function modelAction(
  action: 'select' | 'unselect' | 'disable',
  mode: ImpactMode,
  slug: string,
  id: number,
  body: { quantity?: number | null } = {},
) {
  return api.post<ImpactActionResponse>(API.impactModelAction(action, mode, slug, id), body);
}

/** An own model, created in a category and chosen at once; a 422 is shown on the form's fields. */
export function addModel(
  mode: ImpactMode,
  slug: string,
  categoryId: number,
  form: ImpactModelForm & { quantity?: number | null },
) {
  return api.post<ImpactActionResponse>(API.impactModelAction('add', mode, slug, categoryId), form, {
    handles: shownByForm,
  });
}
