import type { ShippingArea } from '../api/shipping.js';
import { fr } from '../messages/fr.js';
import { Collector, type FieldErrors } from './listing.js';

const BOUNDS = { required: true, min: 0.1, decimal: true } as const;

/** The shipping modal (core §5): weight, distance and declared price required, from 0.1. */
export function validateShippingRequest(values: {
  weight?: unknown;
  distance?: unknown;
  price?: unknown;
}): FieldErrors {
  const c = new Collector();
  c.number('weight', values.weight, { ...BOUNDS, max: 100_000 });
  c.number('distance', values.distance, { ...BOUNDS, max: 20_000 });
  c.number('price', values.price, { ...BOUNDS, max: 1_000_000_000 });
  return c.errors;
}

/** The price-grid area of a département: Corsica, an overseas département, or mainland France. */
export function shippingAreaOf(departement: string | null | undefined): ShippingArea | null {
  if (!departement) return null;
  if (departement === '2A' || departement === '2B') return 'corse';
  if (['971', '972', '973', '974', '976'].includes(departement)) return departement as ShippingArea;
  return /^\d{2}$/.test(departement) ? 'metropole' : null;
}

export const shippingAreaName = (area: ShippingArea): string => fr.shipping.areas[area];
