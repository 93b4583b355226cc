import { DEFAULT_SORT, emptySearch, perimeterOf, type SearchArea, searchPath } from '@troc/shared';
import type { SearchFormDto } from './dto/search.dto.js';

/** The browser address of a search, so the page can show it (supporting §7: the URL update). */
export function searchUrl(form: SearchFormDto): string {
  const area: SearchArea | null = form.city
    ? { type: 'city', slug: form.city }
    : form.departement
      ? { type: 'departement', slug: form.departement }
      : form.region
        ? { type: 'region', slug: form.region }
        : null;
  return searchPath({
    ...emptySearch(),
    keyword: form.keyword ?? '',
    category: form.category,
    area,
    distance: form.distance ?? null,
    requestType: form.requestType,
    swapType: form.swapType,
    fromClientName: form.fromClientName ?? '',
    tama: Boolean(form.tama),
    publishedAfter: form.publishedAfter ?? null,
    publishedBefore: form.publishedBefore ?? null,
    priceMin: form.priceRange?.rangeMin ?? null,
    priceMax: form.priceRange?.rangeMax ?? null,
    sortBy: form.sortBy ?? DEFAULT_SORT,
    perimeter: perimeterOf(form),
  });
}
