import type { Co2Source } from '@troc/shared';
import { DEFAULT_FACTORS } from './default-factors.data.js';

/**
 * A default emission factor: the footprint of making a NEW object of a category, which reusing
 * one avoids. Per object ('item') or per kg of object ('kg'), with the rule of the model it was
 * read from (`key`) and its source, so that a figure can be traced back. Generated from the ADEME
 * « Nos Gestes Climat » model by backend/scripts/impact/generate-default-factors.mjs.
 */
export type DefaultFactor = Co2Source;

/**
 * The default factor of a category, or null where none is defensible. A category the table does
 * not know (added after it was generated) takes its parent's (children are parent × 100 + rank).
 */
export function defaultFactor(categoryId: number | null): DefaultFactor | null {
  if (categoryId === null || !Number.isSafeInteger(categoryId) || categoryId <= 0) return null;
  for (let id = categoryId; id > 0; id = Math.floor(id / 100)) {
    if (Object.hasOwn(DEFAULT_FACTORS, id)) return DEFAULT_FACTORS[id] ?? null;
  }
  return null;
}

/**
 * The CO2 avoided by reusing `quantity` objects instead of buying them new: per object × quantity,
 * or per kg × unit weight × quantity. Null without a factor, or for a per-kg factor whose unit
 * weight is unknown. Rounded to the gram.
 */
export function co2Avoided(
  factor: DefaultFactor | null,
  { quantity, unitWeightGrams }: { quantity: number; unitWeightGrams?: number | null },
): { kgCo2e: number | null } {
  if (factor === null || !Number.isFinite(quantity) || quantity < 0) return { kgCo2e: null };
  let kg: number;
  if (factor.unit === 'item') kg = factor.kgCo2ePerUnit * quantity;
  else if (typeof unitWeightGrams === 'number' && Number.isFinite(unitWeightGrams) && unitWeightGrams > 0) {
    kg = factor.kgCo2ePerUnit * (unitWeightGrams / 1000) * quantity;
  } else return { kgCo2e: null };
  return { kgCo2e: Math.round(kg * 1000) / 1000 };
}

/**
 * What a completed exchange records when no impact model is chosen for it nor its listing: the
 * category's default factor and the CO2 it gives for `quantity` objects (null without a factor,
 * or per kg without a weight). TrackerCo2 stores it; the carbon modal announces it.
 */
export function defaultCo2(
  categoryId: number | null,
  amounts: { quantity: number; unitWeightGrams?: number | null },
): { factor: DefaultFactor | null; kgCo2e: number | null } {
  const factor = defaultFactor(categoryId);
  return { factor, kgCo2e: co2Avoided(factor, amounts).kgCo2e };
}
