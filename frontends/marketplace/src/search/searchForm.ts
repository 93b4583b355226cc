import { perimeterOf, type SearchForm, type SearchValues } from '@troc/shared';

// The search's address (types, reading and writing it) is shared with the server.
export {
  ALL_SEGMENT,
  DEFAULT_SORT,
  emptySearch,
  parseSearch,
  parseSearchUrl,
  sameSearch,
  searchPath,
  sortedBounds,
  SORTS,
  type SearchArea,
  type SearchValues,
} from '@troc/shared';

/** The slider's top in euros: at the top, the range has no upper bound. */
export const PRICE_SLIDER_MAX = 2000;
export const PRICE_SLIDER_STEP = 10;

/** search_form[...] of the search loader: only the filters that are set. */
export function toSearchForm(values: SearchValues): SearchForm {
  const form: SearchForm = { sortBy: values.sortBy };
  if (values.keyword) form.keyword = values.keyword;
  if (values.category.length) form.category = values.category;
  if (values.area) form[values.area.type] = values.area.slug;
  if (values.distance) form.distance = values.distance;
  if (values.requestType.length) form.requestType = values.requestType;
  if (values.swapType.length) form.swapType = values.swapType;
  if (values.fromClientName) form.fromClientName = values.fromClientName;
  if (values.tama) form.tama = true;
  if (values.publishedAfter) form.publishedAfter = values.publishedAfter;
  if (values.publishedBefore) form.publishedBefore = values.publishedBefore;
  if (values.priceMin !== null || values.priceMax !== null) {
    form.priceRange = {};
    if (values.priceMin !== null) form.priceRange.rangeMin = values.priceMin;
    if (values.priceMax !== null) form.priceRange.rangeMax = values.priceMax;
  }
  return { ...form, ...perimeterOf(values.perimeter) };
}

/**
 * The slider's two handles as the filter's bounds (supporting §5): sorted, and active only
 * when the lower one is above 0 or the upper one below the slider's top.
 */
export function priceFromSlider(
  handles: readonly [number, number],
  sliderMax = PRICE_SLIDER_MAX,
): Pick<SearchValues, 'priceMin' | 'priceMax'> {
  const [low, high] = [...handles].sort((a, b) => a - b) as [number, number];
  return { priceMin: low > 0 ? low : null, priceMax: high < sliderMax ? high : null };
}

export function sliderFromPrice(values: Pick<SearchValues, 'priceMin' | 'priceMax'>, sliderMax = PRICE_SLIDER_MAX) {
  return [Math.min(values.priceMin ?? 0, sliderMax), Math.min(values.priceMax ?? sliderMax, sliderMax)] as [
    number,
    number,
  ];
}

export const priceRangeActive = (values: Pick<SearchValues, 'priceMin' | 'priceMax'>) =>
  values.priceMin !== null || values.priceMax !== null;
