import { ItemPriceType, ItemState, QuantityUnit, RequestType, SwapType, Visibility } from '../enums/marketplace.js';
import { LIMITS } from '../limits.js';
import { characterCount } from '../format/text.js';
import { fr, t } from '../messages/fr.js';
import { isEmail } from './email.js';
import { isVisibility, normaliseVisibility, visibilityNeedsSwapType } from './visibility.js';

/** Field path → French messages, as in 422 answers. */
export type FieldErrors = Record<string, string[]>;

const L = LIMITS.listing;
const N = LIMITS.numbers;
const V = fr.validation;
const E = fr.listing.errors;

/** Form values arrive as strings, numbers or nothing; these read them the same way on both sides. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A value the form sent: anything but absent, null or blank text (a value of the wrong type counts, to be refused). */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** Text as a form sends it: a string or a number; an object, a list or a boolean is not one. */
const isTextLike = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'number';

/** "12,5" and 12.5 both read 12.5; empty is null; anything else NaN. */
export function readNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A row id as forms send it: a positive whole number a key can hold, else null. */
export function readId(value: unknown): number | null {
  const n = readNumber(value);
  return n !== null && Number.isInteger(n) && n > 0 && n <= LIMITS.numbers.idMax ? n : null;
}

export function readBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}

export function readList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(readText).filter(Boolean);
  const text = readText(value);
  return text
    ? text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/** 12.34 € → 1234 cents (rounded, never a float in the database). */
export const toCents = (euros: number): number => Math.round(euros * 100);
/** 1.5 kg → 1500 g. */
export const toGrams = (kg: number): number => Math.round(kg * 1000);
/** Dimensions and volume are kept in hundredths of their unit (cm, m³). */
export const toHundredths = (value: number): number => Math.round(value * 100);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'YYYY-MM-DD' naming a day of the calendar (no 31 April, 29 February of leap years only). */
export function isIsoDate(value: string): boolean {
  // By arithmetic, not through Date: an import checks several dates on each of its lines.
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(parts[1]), month);
}

/** Days of `month` (1–12) in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Gathers field errors the way every shared form rule reports them. */
export class Collector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  has(field: string): boolean {
    return Boolean(this.errors[field]);
  }
  text(field: string, value: unknown, opts: { required?: boolean; min?: number; max?: number }): void {
    if (!isTextLike(value)) return this.add(field, V.text);
    const text = readText(value);
    if (!text) {
      if (opts.required) this.add(field, V.required);
      return;
    }
    const length = characterCount(text);
    if (opts.min !== undefined && length < opts.min) this.add(field, t(V.minLength, { min: opts.min }));
    if (opts.max !== undefined && length > opts.max) this.add(field, t(V.maxLength, { max: opts.max }));
  }
  number(
    field: string,
    value: unknown,
    opts: { required?: boolean; min?: number; max: number; integer?: boolean; decimal?: boolean },
  ): number | null {
    const n = readNumber(value);
    if (n === null) {
      if (opts.required) this.add(field, V.required);
      return null;
    }
    if (Number.isNaN(n)) {
      this.add(field, opts.integer ? V.integer : E.number);
      return null;
    }
    if (opts.integer && !Number.isInteger(n)) {
      this.add(field, V.integer);
      return null;
    }
    if (opts.min !== undefined && n < opts.min) {
      this.add(field, t(opts.decimal ? E.minDecimal : V.min, { min: String(opts.min).replace('.', ',') }));
    }
    if (n > opts.max) {
      this.add(field, t(V.max, { max: opts.max }));
      return null;
    }
    return n;
  }
  choice<T extends string>(field: string, value: unknown, allowed: readonly T[], message: string, required = true) {
    if (!isTextLike(value)) {
      this.add(field, V.choice);
      return null;
    }
    const text = readText(value);
    if (!text) {
      if (required) this.add(field, message);
      return null;
    }
    if (!(allowed as readonly string[]).includes(text)) {
      this.add(field, V.choice);
      return null;
    }
    return text as T;
  }
}

export interface ListingDetailsValues {
  requestType?: unknown;
  category?: unknown;
  name?: unknown;
  description?: unknown;
  itemTotalQuantity?: unknown;
  itemMinQuantity?: unknown;
  itemMaxQuantity?: unknown;
  itemRequestQuantity?: unknown;
  itemNewQuantity?: unknown;
  unit?: unknown;
  itemState?: unknown;
  itemWeight?: unknown;
  itemVolume?: unknown;
  itemHeight?: unknown;
  itemWidth?: unknown;
  itemLength?: unknown;
  taxonomy?: unknown;
  brand?: unknown;
  expiryDate?: unknown;
  associatedConsumables?: unknown;
  possibleUses?: unknown;
  mandatorySkills?: unknown;
  tama?: unknown;
}

/** The details form rules of core §5; `imageSlots` tells which picture slots hold a valid upload. */
export function validateListingDetails(values: ListingDetailsValues, imageSlots: readonly boolean[]): FieldErrors {
  const c = new Collector();
  const requestType = c.choice('requestType', values.requestType, Object.values(RequestType), E.chooseRequestType);
  const demand = requestType === RequestType.Demand;
  if (readId(values.category) === null) {
    c.add('category', E.chooseCategory);
  }
  c.text('name', values.name, { required: true, min: L.nameMin, max: L.nameMax });
  c.text('description', values.description, { required: true, min: L.descriptionMin, max: L.descriptionMax });
  const min = c.number('itemMinQuantity', values.itemMinQuantity, {
    required: !demand,
    min: L.quantityMin,
    max: N.quantityMax,
    integer: true,
  });
  const quantity = { min: L.quantityMin, max: N.quantityMax, integer: true };
  c.number('itemTotalQuantity', values.itemTotalQuantity, { ...quantity, required: !demand });
  c.number('itemMaxQuantity', values.itemMaxQuantity, {
    ...quantity,
    min: Math.max(L.quantityMin, min ?? L.quantityMin),
  });
  c.number('itemRequestQuantity', values.itemRequestQuantity, { ...quantity, required: demand });
  c.number('itemNewQuantity', values.itemNewQuantity, quantity);
  c.choice('unit', values.unit, Object.values(QuantityUnit), V.required, false);
  c.choice('itemState', values.itemState, Object.values(ItemState), E.chooseItemState);
  c.number('itemWeight', values.itemWeight, { required: true, min: L.decimalMin, max: N.weightMaxKg, decimal: true });
  c.number('itemVolume', values.itemVolume, { min: L.decimalMin, max: N.volumeMaxM3, decimal: true });
  for (const field of ['itemHeight', 'itemWidth', 'itemLength'] as const) {
    c.number(field, values[field], { min: L.decimalMin, max: N.dimensionMaxCm, decimal: true });
  }
  c.text('taxonomy', values.taxonomy, { min: L.taxonomyMin, max: L.taxonomyMax });
  c.text('brand', values.brand, { max: L.brandMax });
  const expiry = readText(values.expiryDate);
  if (expiry && !isIsoDate(expiry)) c.add('expiryDate', E.date);
  for (const field of ['associatedConsumables', 'possibleUses', 'mandatorySkills'] as const) {
    c.text(field, values[field], { max: L.longTextMax });
  }
  if (!demand) {
    for (let slot = 0; slot < L.requiredImages; slot++) {
      if (!imageSlots[slot]) c.add(`image${slot}`, E.imageRequired);
    }
  }
  return c.errors;
}

export interface ListingManageValues {
  swapType?: unknown;
  itemPriceType?: unknown;
  rawItemCurrentPrice?: unknown;
  rawItemPurchasePrice?: unknown;
  manager?: unknown;
  service?: unknown;
  visibility?: unknown;
  invitations?: unknown;
  perimeter?: unknown;
  availabilityStartDate?: unknown;
  availabilityEndDate?: unknown;
}

/** The manage form rules of core §5. Private visibility without invitations answers `invitations`. */
export function validateListingManage(values: ListingManageValues): FieldErrors {
  const c = new Collector();
  const visibility = checkVisibility(c, values);

  const swapType = c.choice(
    'swapType',
    values.swapType,
    Object.values(SwapType),
    E.chooseSwapType,
    visibilityNeedsSwapType(visibility),
  );
  if (swapType === SwapType.Vente) {
    const priceType = c.choice('itemPriceType', values.itemPriceType, Object.values(ItemPriceType), E.choosePriceType);
    c.number('rawItemCurrentPrice', values.rawItemCurrentPrice, {
      required: priceType !== ItemPriceType.MakeAnOffer,
      min: L.decimalMin,
      max: N.moneyMaxEuros,
      decimal: true,
    });
  }
  c.number('rawItemPurchasePrice', values.rawItemPurchasePrice, {
    min: L.decimalMin,
    max: N.moneyMaxEuros,
    decimal: true,
  });
  checkAudience(c, values, visibility);
  return c.errors;
}

/** The visibility checkboxes of a manage form (listing or operation): known values, at least one, Private alone. */
export function checkVisibility(c: Collector, values: { visibility?: unknown }): Visibility[] {
  const rawVisibility = readList(values.visibility);
  const visibility = rawVisibility.filter(isVisibility);
  if (visibility.length !== rawVisibility.length) c.add('visibility', V.choice);
  else if (visibility.length === 0) c.add('visibility', E.chooseVisibility);
  else if (normaliseVisibility(visibility) === null) c.add('visibility', E.privateExclusive);
  return visibility;
}

/** Manager, service, availability dates and invitations: the part of the manage forms listings and operations share. */
export function checkAudience(
  c: Collector,
  values: Pick<
    ListingManageValues,
    'manager' | 'service' | 'availabilityStartDate' | 'availabilityEndDate' | 'invitations'
  >,
  visibility: readonly Visibility[],
): void {
  if (readId(values.manager) === null) {
    c.add('manager', E.chooseManager);
  }
  if (readId(values.service) === null) {
    c.add('service', E.chooseService);
  }
  const start = readText(values.availabilityStartDate);
  const end = readText(values.availabilityEndDate);
  for (const [field, value] of [
    ['availabilityStartDate', start],
    ['availabilityEndDate', end],
  ] as const) {
    if (!value) c.add(field, V.required);
    else if (!isIsoDate(value)) c.add(field, E.date);
  }
  if (!c.has('availabilityStartDate') && !c.has('availabilityEndDate') && end < start) {
    c.add('availabilityEndDate', E.endBeforeStart);
  }
  if (visibility.includes(Visibility.Private)) {
    const invitations = readList(values.invitations);
    if (invitations.length < 1) c.add('invitations', E.invitationRequired);
    for (const email of invitations) if (!isEmail(email)) c.add('invitations', t(E.invitationEmail, { email }));
    if (invitations.length > L.maxInvitations) c.add('invitations', t(V.max, { max: L.maxInvitations }));
  }
}

export interface ListingAddressValues {
  postal?: unknown;
  city?: unknown;
  deliveryLocation?: unknown;
  deliveryNotes?: unknown;
}

export function validateListingAddress(values: ListingAddressValues): FieldErrors {
  const c = new Collector();
  const postal = readText(values.postal);
  if (!postal) c.add('postal', V.required);
  else if (!/^\d{4,5}$/.test(postal)) c.add('postal', V.postalCode);
  c.text('city', values.city, { required: true, max: L.deliveryMax });
  c.text('deliveryLocation', values.deliveryLocation, { max: L.deliveryMax });
  c.text('deliveryNotes', values.deliveryNotes, { max: L.deliveryMax });
  return c.errors;
}

/** Remaining quantity: the new total (or the total) minus what is reserved and out, never below 0. */
export function remainingQuantity(q: {
  itemTotalQuantity: number | null;
  itemNewQuantity?: number | null;
  reserved: number;
  out: number;
}): number {
  const total = q.itemNewQuantity ?? q.itemTotalQuantity ?? 0;
  return Math.max(0, total - q.reserved - q.out);
}

/** Sale discount against the purchase price, in whole percent; null when it cannot be computed. */
export function priceDifferenceInPercent(currentCents: number | null, purchaseCents: number | null): number | null {
  if (currentCents === null || !purchaseCents || purchaseCents <= 0) return null;
  return Math.round(((purchaseCents - currentCents) / purchaseCents) * 100);
}
