import { SwapType } from '../enums/marketplace.js';
import type { MassEditValues } from '../api/mass-action.js';
import { fr } from '../messages/fr.js';
import { formatEuros } from '../format/index.js';
import { type FieldErrors, isIsoDate, readId, readList, readNumber, readText } from './listing.js';
import { isVisibility } from './visibility.js';

export const MASS_EDIT_FIELDS = [
  'swapType',
  'userName',
  'visibility',
  'availabilityStartDate',
  'availabilityEndDate',
  'promotion',
  'city',
  'postal',
] as const;
export type MassEditField = (typeof MASS_EDIT_FIELDS)[number];

export const PROMOTION_MIN = 0.01;
export const PROMOTION_MAX = 99.99;

/**
 * A price less a percentage, in cents (supporting §3, §9): what the cards then show as « −N % ».
 */
export function promotedPriceCents(priceCents: number, promotion: number): number {
  return Math.round((priceCents * (10_000 - Math.round(promotion * 100))) / 10_000);
}

/** What a listing needs for a promotion: its swap type and its current sale price. */
export interface PromotionTarget {
  swapType: string | null;
  currentPriceCents: number | null;
}

export type PromotionOutcome = { ok: true; priceCents: number } | { ok: false; message: string };

/**
 * A promotion on one listing: its current sale price less the percentage. It never raises nor keeps
 * the price (a rounding that would is refused), and a sale without a price has nothing to lower.
 * The mass edit applies it and the modal previews it with this one rule.
 */
export function promotionOf(target: PromotionTarget, promotion: number): PromotionOutcome {
  const M = fr.massAction.errors;
  if (!Number.isFinite(promotion) || promotion < PROMOTION_MIN || promotion > PROMOTION_MAX) {
    return { ok: false, message: M.promotion };
  }
  const current = target.currentPriceCents;
  if (target.swapType !== SwapType.Vente || current === null || current <= 0) {
    return { ok: false, message: M.promotionNotSale };
  }
  const priceCents = promotedPriceCents(current, promotion);
  if (priceCents >= current) return { ok: false, message: M.promotionRaises };
  if (priceCents < 1) return { ok: false, message: M.promotionTooLow };
  return { ok: true, priceCents };
}

const isFilled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some((v) => readText(v) !== '') : readText(value) !== '';

/** The mass edit fields that carry a value: only these are applied to each listing. */
export function filledMassEditFields(values: MassEditValues): MassEditField[] {
  return MASS_EDIT_FIELDS.filter((field) => isFilled(values[field]));
}

/**
 * Supporting §5: the modal submits only when more than one form value is non-empty (the form
 * always carries the selection, so at least one edit field must be filled); otherwise it closes.
 */
export function shouldSubmitMassEdit(formValues: Record<string, unknown>): boolean {
  return Object.values(formValues).filter(isFilled).length > 1;
}

/** The mass edit rules (supporting §5), on the filled fields; the server adds `_form` when none is. */
export function validateMassEdit(values: MassEditValues): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const M = fr.massAction.errors;
  const swapType = readText(values.swapType);
  if (swapType && !(Object.values(SwapType) as string[]).includes(swapType)) add('swapType', fr.validation.choice);
  if (isFilled(values.userName) && readId(values.user) === null) add('userName', M.userReference);
  if (isFilled(values.visibility)) {
    const visibility = readList(values.visibility);
    if (!visibility.every(isVisibility)) add('visibility', fr.validation.choice);
  }
  const start = readText(values.availabilityStartDate);
  const end = readText(values.availabilityEndDate);
  if (start && !isIsoDate(start)) add('availabilityStartDate', fr.listing.errors.date);
  if (end && !isIsoDate(end)) add('availabilityEndDate', fr.listing.errors.date);
  if (start && end && !errors.availabilityStartDate && !errors.availabilityEndDate && end < start) {
    add('availabilityEndDate', fr.listing.errors.endBeforeStart);
  }
  if (isFilled(values.promotion)) {
    const promotion = readNumber(values.promotion);
    if (promotion === null || Number.isNaN(promotion) || promotion < PROMOTION_MIN || promotion > PROMOTION_MAX) {
      add('promotion', M.promotion);
    }
  }
  if (isFilled(values.city) !== isFilled(values.postal))
    add(isFilled(values.city) ? 'postal' : 'city', M.postalWithoutCity);
  return errors;
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * A value of a mass report's excerpt as the cards show it: the report keeps stored values (codes,
 * ISO dates), the modal reads them in French.
 */
export function massReportValue(attribute: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  switch (attribute) {
    case 'swapType':
      return label(fr.listing.swapTypes, value);
    case 'visibility':
      return value
        .split(',')
        .map((v) => label(fr.listing.visibilities, v.trim()))
        .join(', ');
    case 'publicationStatus':
      return label(fr.listing.statuses, value);
    case 'price': {
      const euros = Number(value);
      return Number.isFinite(euros) ? formatEuros(euros) : value;
    }
    case 'availabilityStartDate':
    case 'availabilityEndDate':
      return isIsoDate(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
    default:
      return value;
  }
}
