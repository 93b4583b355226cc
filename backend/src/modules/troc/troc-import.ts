import {
  fr,
  ItemPriceType,
  ItemState,
  isIsoDate,
  type ListingDetailsValues,
  type ListingManageValues,
  QuantityUnit,
  RequestType,
  SwapType,
  t,
  Visibility,
} from '@troc/shared';
import { normaliseHeader } from '../../shared/normalise-header.js';

/** A file's line, by import column key (the mapping already applied). */
export type ImportRow = Readonly<Record<string, string>>;

/** Column key → French messages of what is wrong with its value. */
export type RowIssues = Map<string, string[]>;

/** A line read into the listing forms' values, before the forms' own rules run. */
export interface ListingRow {
  requestType: RequestType | null;
  /** The category as the file named it (resolved by the category tree afterwards). */
  category: string;
  details: ListingDetailsValues;
  /** Only the manage fields the line filled; the rest keeps the draft's defaults. */
  manage: Partial<ListingManageValues>;
  address: { postal: string; city: string; deliveryLocation: string } | null;
  pictures: string[];
  issues: RowIssues;
}

const E = fr.imports.errors;
const L = fr.listing;

/** The labels people type (or the stored values) of each choice, compared like headers. */
function choices<T extends string>(labels: Readonly<Record<T, string>>, extra: Record<string, T> = {}): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, label] of Object.entries(labels) as [T, string][]) {
    map.set(normaliseHeader(label), value);
    map.set(normaliseHeader(value), value);
  }
  for (const [alias, value] of Object.entries(extra)) map.set(normaliseHeader(alias), value);
  return map;
}

const REQUEST_TYPES = choices<RequestType>(L.requestTypes, { offer: RequestType.Offer, besoin: RequestType.Demand });
const SWAP_TYPES = choices<SwapType>(L.swapTypes, { pret: SwapType.Pret, transfert: SwapType.TransfertInterne });
const PRICE_TYPES = choices<ItemPriceType>(L.priceTypes, { negociable: ItemPriceType.NegotiablePrice });
const ITEM_STATES = choices<ItemState>(L.itemStates, {
  'tres bon': ItemState.VeryGood,
  bon: ItemState.VeryGood,
  'bon etat': ItemState.VeryGood,
  moyen: ItemState.Average,
  'pieces detachees': ItemState.ForParts,
});
const UNITS = choices<QuantityUnit>(L.units, {
  unite: QuantityUnit.Unit,
  u: QuantityUnit.Unit,
  m: QuantityUnit.Meter,
  metre: QuantityUnit.Meter,
  m2: QuantityUnit.SquareMeter,
  m3: QuantityUnit.CubeMeter,
});
// Private needs invitations, which a file does not carry: it is not offered.
const VISIBILITIES = choices<Visibility>(
  Object.fromEntries(Object.entries(L.visibilities).filter(([key]) => key !== Visibility.Private)) as Record<
    Visibility,
    string
  >,
);

/** The pictures' file names a line gives (column « images »: separated by commas, semicolons or lines). */
export function picturesOf(row: ImportRow): string[] {
  return (row.images ?? '')
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Reads a line into form values; what cannot be read is an issue of its column, never a guess. */
export function readListingRow(row: ImportRow): ListingRow {
  const issues: RowIssues = new Map();
  const add = (column: string, message: string) => issues.set(column, [...(issues.get(column) ?? []), message]);
  const text = (key: string) => (row[key] ?? '').trim();
  const choose = <T extends string>(key: string, map: Map<string, T>, labels: Record<string, string>) => {
    const value = text(key);
    if (!value) return '';
    const found = map.get(normaliseHeader(value));
    if (!found) add(key, t(E.choice, { values: Object.values(labels).join(', ') }));
    return found ?? '';
  };

  const requestType = text('requestType')
    ? (choose('requestType', REQUEST_TYPES, L.requestTypes) as RequestType | '')
    : RequestType.Offer;
  const details: ListingDetailsValues = {
    requestType: requestType || undefined,
    name: text('name'),
    description: text('description'),
    itemTotalQuantity: text('itemTotalQuantity'),
    itemMinQuantity: text('itemMinQuantity') || (requestType === RequestType.Offer ? '1' : ''),
    itemMaxQuantity: text('itemMaxQuantity'),
    itemRequestQuantity: text('itemRequestQuantity'),
    unit: choose('unit', UNITS, L.units),
    itemState: choose('itemState', ITEM_STATES, L.itemStates),
    itemWeight: text('itemWeight'),
    itemVolume: text('itemVolume'),
    itemHeight: text('itemHeight'),
    itemWidth: text('itemWidth'),
    itemLength: text('itemLength'),
    brand: text('brand'),
  };

  const manage: Partial<ListingManageValues> = {};
  if (text('swapType')) manage.swapType = choose('swapType', SWAP_TYPES, L.swapTypes);
  if (text('itemPriceType')) manage.itemPriceType = choose('itemPriceType', PRICE_TYPES, L.priceTypes);
  if (text('rawItemCurrentPrice')) manage.rawItemCurrentPrice = text('rawItemCurrentPrice');
  if (text('rawItemPurchasePrice')) manage.rawItemPurchasePrice = text('rawItemPurchasePrice');
  if (text('visibility')) {
    const labels = text('visibility')
      .split(/[,;]/)
      .map((v) => v.trim())
      .filter(Boolean);
    const values = labels.map((label) => VISIBILITIES.get(normaliseHeader(label)));
    if (values.some((v) => !v)) {
      add(
        'visibility',
        t(E.choice, { values: [...new Set(VISIBILITIES.values())].map((v) => L.visibilities[v]).join(', ') }),
      );
    } else manage.visibility = [...new Set(values as Visibility[])];
  }
  for (const key of ['availabilityStartDate', 'availabilityEndDate'] as const) {
    if (!text(key)) continue;
    const date = readDate(text(key));
    if (date) manage[key] = date;
    else add(key, E.date);
  }

  const postal = text('postal');
  const city = text('city');
  const address = postal || city ? { postal, city, deliveryLocation: text('deliveryLocation') } : null;
  const pictures = picturesOf(row);
  return { requestType: requestType || null, category: text('category'), details, manage, address, pictures, issues };
}

/** DD/MM/YYYY (or with - or .), D/M/YYYY, or YYYY-MM-DD as a spreadsheet's date cell reads; null otherwise. */
export function readDate(value: string): string | null {
  const trimmed = value.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The forms' error fields that a line's columns carry (image0…image2 are the « Photos » column). */
export function columnOfField(field: string): string {
  return /^image\d$/.test(field) ? 'images' : field;
}
