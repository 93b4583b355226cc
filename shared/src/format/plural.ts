import { listing } from '../messages/listing.js';

const unitForms = listing.unitForms;
/** French plural categories: 0 and 1 take the singular, 2 and more the plural. */
const rules = new Intl.PluralRules('fr-FR');

/**
 * A count as a number, whether given as one or as French digits (« 1 234 », « 1,5 »): the
 * catalogue's placeholders often receive counts already formatted.
 */
export function countOf(value: string | number): number {
  if (typeof value === 'number') return value;
  return Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
}

/** The singular or the plural form that goes with `count`, chosen by Intl.PluralRules. */
export function plural(count: string | number, one: string, other: string): string {
  const n = countOf(count);
  return Number.isFinite(n) && rules.select(n) === 'one' ? one : other;
}

/**
 * Fills the plural choices of a catalogue string: `{count:annonce|annonces}` becomes the form
 * that goes with the `count` parameter. A choice whose parameter is missing stays visible.
 */
export function fillPlurals(message: string, params: Record<string, string | number>): string {
  return message.replace(
    /\{(\w+):((?:[^{}|]|\{\w+\})*)\|((?:[^{}]|\{\w+\})*)\}/g,
    (whole, key: string, one: string, other: string) => (key in params ? plural(params[key]!, one, other) : whole),
  );
}

/** « 1 unité », « 31 unités », « 2,5 m² »: a quantity of a listing's unit, in agreement. */
export function quantityWithUnit(quantity: number, unit: keyof typeof unitForms): string {
  const [one, other] = unitForms[unit];
  return `${quantity.toLocaleString('fr-FR')}\u00a0${plural(quantity, one, other)}`;
}

/** The unit alone, agreeing with a quantity shown elsewhere. */
export const unitOf = (unit: keyof typeof unitForms, quantity: number): string =>
  plural(quantity, unitForms[unit][0], unitForms[unit][1]);
