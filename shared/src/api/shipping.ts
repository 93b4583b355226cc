/** Where a price grid applies: mainland France, Corsica or one overseas département. */
export type ShippingArea = 'metropole' | 'corse' | '971' | '972' | '973' | '974' | '976';
export const SHIPPING_AREAS: readonly ShippingArea[] = ['metropole', 'corse', '971', '972', '973', '974', '976'];

/** A rate applies up to a maximum weight (Kilogram, stored in grams) or distance (Meter, stored in metres). */
export type ShippingUnit = 'Kilogram' | 'Meter';

/** Shipping quote (core §3): sorted by price in the modal. */
export interface ShippingQuote {
  priceInEuros: string;
  price: number;
  /** The rate's threshold converted (kg or km), with 2 decimals. */
  maxThreshold: string;
  unit: ShippingUnit;
  provider: { name: string; slug: string };
  area: { name: string; code: ShippingArea };
}

export interface ShippingQuotesResponse {
  data: ShippingQuote[];
  /** « Aucun résultat » when there is no quote. */
  message: string | null;
}

export interface ShippingRateView {
  id: number;
  area: ShippingArea;
  unit: ShippingUnit;
  /** kg or km, as the form shows it. */
  maxThreshold: number;
  price: number;
}

export interface ShippingProviderView {
  id: number;
  name: string;
  slug: string;
  enabled: boolean;
  /** Insurance on the declared value, in per mille. */
  insurancePerMille: number;
  rates: ShippingRateView[];
}
