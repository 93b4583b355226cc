import { formatDate, formatEuros, fr, hasPerimeter, t } from '@troc/shared';
import { emptySearch, priceRangeActive, type SearchArea, type SearchValues } from './searchForm';

const ui = fr.ui.listingBrowse.search;

export interface ActiveFilter {
  key: string;
  label: string;
  /** The search without this filter. */
  without: SearchValues;
}

export interface FilterNames {
  category: (slug: string) => string;
  area: (area: SearchArea) => string;
}

/** The filters in force, each with the search that remains once it is removed. */
export function activeFilters(values: SearchValues, names: FilterNames): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const add = (key: string, label: string, change: Partial<SearchValues>) =>
    filters.push({ key, label, without: { ...values, ...change } });

  if (values.keyword) add('keyword', t(ui.filterLabels.keyword, { value: values.keyword }), { keyword: '' });
  for (const slug of values.category) {
    add(`category:${slug}`, names.category(slug), { category: values.category.filter((c) => c !== slug) });
  }
  if (values.area) add('area', names.area(values.area), { area: null });
  if (values.distance) add('distance', t(ui.filterLabels.distance, { km: values.distance }), { distance: null });
  for (const type of values.requestType) {
    add(`requestType:${type}`, fr.listing.requestTypes[type], {
      requestType: values.requestType.filter((v) => v !== type),
    });
  }
  for (const type of values.swapType) {
    add(`swapType:${type}`, fr.listing.swapTypes[type], { swapType: values.swapType.filter((v) => v !== type) });
  }
  if (values.fromClientName) {
    add('fromClientName', t(ui.filterLabels.fromClientName, { value: values.fromClientName }), {
      fromClientName: '',
    });
  }
  if (values.tama) add('tama', ui.filterLabels.tama, { tama: false });
  if (values.publishedAfter) {
    add('publishedAfter', t(ui.filterLabels.publishedAfter, { date: formatDate(values.publishedAfter) }), {
      publishedAfter: null,
    });
  }
  if (values.publishedBefore) {
    add('publishedBefore', t(ui.filterLabels.publishedBefore, { date: formatDate(values.publishedBefore) }), {
      publishedBefore: null,
    });
  }
  if (priceRangeActive(values)) add('price', priceLabel(values), { priceMin: null, priceMax: null });
  if (hasPerimeter(values.perimeter)) add('perimeter', fr.perimeter.chip, { perimeter: {} });
  return filters;
}

export function priceLabel({ priceMin, priceMax }: Pick<SearchValues, 'priceMin' | 'priceMax'>): string {
  return priceMax === null
    ? t(ui.priceFrom, { min: formatEuros(priceMin ?? 0) })
    : t(ui.priceRange, { min: formatEuros(priceMin ?? 0), max: formatEuros(priceMax) });
}

/** Reset keeps only the sort order: it is a preference, not a filter. */
export const resetSearch = (values: SearchValues): SearchValues => ({ ...emptySearch(), sortBy: values.sortBy });
