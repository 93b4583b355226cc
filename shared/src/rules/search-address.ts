import { RequestType, SwapType } from '../enums/marketplace.js';
import { LIMITS } from '../limits.js';
import { ROUTES, withLocale } from '../routes.js';
import type { GeoAreaType, SearchSort } from '../api/troc.js';
import type { PerimeterFilterForm } from '../api/perimeter.js';
import { isIsoDate } from './listing.js';
import { readPerimeterParams, writePerimeterParams } from './perimeter-filter.js';

/**
 * The WHATWG URL classes, global in browsers and in Node alike; declared here because
 * shared/ compiles against neither the DOM nor Node's types.
 */
declare const URL: new (url: string, base?: string) => { pathname: string; searchParams: URLSearchParams };
declare const URLSearchParams: new () => URLSearchParams;
interface URLSearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}

/*
 * The address of a search (/fr/search/category/{slug}/city/{slug}/?keyword=…): written by
 * the server in the search answer's `url` and by the page when filters change, read back
 * by the page. One definition, so both always agree.
 */

export const DEFAULT_SORT: SearchSort = 'distance.desc';
/** /search/toutes-les-annonces/: every listing, no filter. */
export const ALL_SEGMENT = 'toutes-les-annonces';
export const SORTS: SearchSort[] = ['distance.desc', 'publishedAt.desc', 'publishedAt.asc', 'price.asc', 'price.desc'];
const AREA_TYPES: GeoAreaType[] = ['city', 'departement', 'region'];
const TEXT_MAX = 255;

export interface SearchArea {
  type: GeoAreaType;
  slug: string;
}

/** The search form as the page holds it; the browser address carries all of it. */
export interface SearchValues {
  keyword: string;
  /** Category slugs; a parent includes its children. */
  category: string[];
  area: SearchArea | null;
  /** Kilometres around the chosen city (or the reader's own). */
  distance: number | null;
  requestType: RequestType[];
  swapType: SwapType[];
  fromClientName: string;
  tama: boolean;
  /** yyyy-mm-dd */
  publishedAfter: string | null;
  publishedBefore: string | null;
  /** Euros; null is no bound. */
  priceMin: number | null;
  priceMax: number | null;
  sortBy: SearchSort;
  /** The user services filter (organisation admins): its three fields of codes. */
  perimeter: PerimeterFilterForm;
}

export const emptySearch = (): SearchValues => ({
  keyword: '',
  category: [],
  area: null,
  distance: null,
  requestType: [],
  swapType: [],
  fromClientName: '',
  tama: false,
  publishedAfter: null,
  publishedBefore: null,
  priceMin: null,
  priceMax: null,
  sortBy: DEFAULT_SORT,
  perimeter: {},
});

/** '*' in a list means all and is dropped (supporting §5). */
const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== '*');

const oneOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  [...new Set(values)].filter((v): v is T => (allowed as readonly string[]).includes(v));

const euros = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The two bounds of the price range, lower first, whatever order they came in. */
export function sortedBounds(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/**
 * Reads the search from the address: the path below /search/ (category/{slug}/ and one of
 * city|departement|region/{slug}/, or toutes-les-annonces/) and the query string.
 * null when the path names something the search does not know.
 */
export function parseSearch(path: string, query: URLSearchParams): SearchValues | null {
  const values = emptySearch();
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  if (segments.length === 1 && segments[0] === ALL_SEGMENT) segments.length = 0;
  for (let i = 0; i < segments.length; i += 2) {
    const [key, value] = [segments[i]!, segments[i + 1]];
    if (!value) return null;
    if (key === 'category' && values.category.length === 0) values.category = [value];
    else if ((AREA_TYPES as string[]).includes(key) && !values.area)
      values.area = { type: key as GeoAreaType, slug: value };
    else return null;
  }

  values.keyword = (query.get('keyword') ?? '').trim().slice(0, TEXT_MAX);
  values.category = [...new Set([...values.category, ...list(query.get('category'))])];
  const distance = Number(query.get('distance'));
  values.distance =
    Number.isInteger(distance) && distance >= 1 && distance <= LIMITS.search.maxDistanceKm ? distance : null;
  const sortBy = query.get('sortBy') ?? '';
  // The server sorts 'distance.asc' like the default: nearest first.
  values.sortBy = (SORTS as string[]).includes(sortBy) ? (sortBy as SearchSort) : DEFAULT_SORT;
  values.requestType = oneOf(Object.values(RequestType), list(query.get('requestType')));
  values.swapType = oneOf(Object.values(SwapType), list(query.get('swapType')));
  values.fromClientName = (query.get('fromClientName') ?? '').trim().slice(0, TEXT_MAX);
  values.tama = ['1', 'true', 'on'].includes(query.get('tama') ?? '');
  const date = (name: string) => {
    const value = query.get(name) ?? '';
    return isIsoDate(value) ? value : null;
  };
  values.publishedAfter = date('publishedAfter');
  values.publishedBefore = date('publishedBefore');
  [values.priceMin, values.priceMax] = sortedBounds(euros(query.get('priceMin')), euros(query.get('priceMax')));
  values.perimeter = readPerimeterParams(query);
  return values;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Reads a whole address (/fr/search/... ?...), as the server answers it in `url`. */
export function parseSearchUrl(url: string): SearchValues | null {
  const parsed = new URL(url, 'http://localhost');
  const prefix = withLocale(ROUTES.search);
  if (!parsed.pathname.startsWith(prefix)) return null;
  return parseSearch(parsed.pathname.slice(prefix.length), parsed.searchParams);
}

/** The browser address of a search: the same shape as the server's `url` answer. */
export function searchPath(values: SearchValues): string {
  const segments: string[] = [];
  if (values.category.length === 1) segments.push('category', values.category[0]!);
  if (values.area) segments.push(values.area.type, values.area.slug);
  const query = new URLSearchParams();
  if (values.keyword) query.set('keyword', values.keyword);
  if (values.category.length > 1) query.set('category', values.category.join(','));
  if (values.distance) query.set('distance', String(values.distance));
  if (values.sortBy !== DEFAULT_SORT) query.set('sortBy', values.sortBy);
  if (values.requestType.length) query.set('requestType', values.requestType.join(','));
  if (values.swapType.length) query.set('swapType', values.swapType.join(','));
  if (values.fromClientName) query.set('fromClientName', values.fromClientName);
  if (values.tama) query.set('tama', '1');
  if (values.publishedAfter) query.set('publishedAfter', values.publishedAfter);
  if (values.publishedBefore) query.set('publishedBefore', values.publishedBefore);
  // A lower bound of 0 is no bound: it reads back as none.
  if (values.priceMin !== null && values.priceMin > 0) query.set('priceMin', String(values.priceMin));
  if (values.priceMax !== null) query.set('priceMax', String(values.priceMax));
  writePerimeterParams(query, values.perimeter ?? {});
  const path = segments.length ? `${ROUTES.search}${segments.map(encodeURIComponent).join('/')}/` : ROUTES.search;
  const qs = query.toString();
  return withLocale(qs ? `${path}?${qs}` : path);
}

export const sameSearch = (a: SearchValues, b: SearchValues) => searchPath(a) === searchPath(b);
