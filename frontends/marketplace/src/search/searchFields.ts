import dayjs, { type Dayjs } from 'dayjs';
import type { RequestType, SearchSort, SwapType } from '@troc/shared';
import { priceFromSlider, sliderFromPrice, type SearchArea, type SearchValues } from './searchForm';

/** The antd form's values: dates as dayjs, the price as the slider's two handles, 0 for any distance. */
export interface SearchFields {
  keyword?: string;
  category?: string[];
  area?: SearchArea | null;
  distance?: number;
  requestType?: RequestType[];
  swapType?: SwapType[];
  fromClientName?: string;
  tama?: boolean;
  publishedAfter?: Dayjs | null;
  publishedBefore?: Dayjs | null;
  price?: [number, number];
  sortBy?: SearchSort;
}

const ISO = 'YYYY-MM-DD';
/** Dates are shown dd/mm/yyyy (core §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';

export function toFields(values: SearchValues): SearchFields {
  return {
    keyword: values.keyword,
    category: values.category,
    area: values.area,
    distance: values.distance ?? 0,
    requestType: values.requestType,
    swapType: values.swapType,
    fromClientName: values.fromClientName,
    tama: values.tama,
    publishedAfter: values.publishedAfter ? dayjs(values.publishedAfter, ISO) : null,
    publishedBefore: values.publishedBefore ? dayjs(values.publishedBefore, ISO) : null,
    price: sliderFromPrice(values),
    sortBy: values.sortBy,
  };
}

/** Reads the form back; a field the form does not hold keeps its value from `current`. */
export function fromFields(fields: SearchFields, current: SearchValues): SearchValues {
  const date = (value: Dayjs | null | undefined, fallback: string | null) =>
    value === undefined ? fallback : value && value.isValid() ? value.format(ISO) : null;
  return {
    keyword: (fields.keyword ?? current.keyword).trim(),
    category: fields.category ?? current.category,
    area: fields.area === undefined ? current.area : fields.area,
    distance: fields.distance === undefined ? current.distance : fields.distance || null,
    requestType: fields.requestType ?? current.requestType,
    swapType: fields.swapType ?? current.swapType,
    fromClientName: (fields.fromClientName ?? current.fromClientName).trim(),
    tama: fields.tama ?? current.tama,
    publishedAfter: date(fields.publishedAfter, current.publishedAfter),
    publishedBefore: date(fields.publishedBefore, current.publishedBefore),
    ...priceOf(fields.price, current),
    sortBy: fields.sortBy ?? current.sortBy,
    // The services filter is not a field of the form: it keeps its own choice.
    perimeter: current.perimeter,
  };
}

/** Untouched handles keep the bounds in force, even those beyond the slider read from an address. */
function priceOf(handles: [number, number] | undefined, current: SearchValues) {
  const [low, high] = sliderFromPrice(current);
  return !handles || (handles[0] === low && handles[1] === high)
    ? { priceMin: current.priceMin, priceMax: current.priceMax }
    : priceFromSlider(handles);
}
