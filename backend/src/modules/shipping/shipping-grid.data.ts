import type { ShippingArea, ShippingUnit } from '@troc/shared';

/**
 * The carriers loaded into an empty table (platform admins edit them afterwards): a parcel
 * service priced by weight, a pallet freight service priced by distance, and an overseas
 * consolidator. Prices in euros excluding VAT, of the order of 2026 public grids.
 */
export interface CarrierSeed {
  name: string;
  slug: string;
  insurancePerMille: number;
  rates: { area: ShippingArea; unit: ShippingUnit; max: number; price: number }[];
}

const byWeight = (area: ShippingArea, grid: [number, number][]) =>
  grid.map(([kg, price]) => ({ area, unit: 'Kilogram' as const, max: kg * 1000, price }));
const byDistance = (area: ShippingArea, grid: [number, number][]) =>
  grid.map(([km, price]) => ({ area, unit: 'Meter' as const, max: km * 1000, price }));

export const CARRIERS: CarrierSeed[] = [
  {
    name: 'Colis Express Solidaire',
    slug: 'colis-express-solidaire',
    insurancePerMille: 5,
    rates: [
      ...byWeight('metropole', [
        [5, 9.9],
        [10, 14.5],
        [30, 27],
        [60, 49],
        [100, 79],
      ]),
      ...byWeight('corse', [
        [5, 16.9],
        [10, 24.5],
        [30, 44],
        [60, 78],
      ]),
    ],
  },
  {
    name: 'Fret Palettes Régional',
    slug: 'fret-palettes-regional',
    insurancePerMille: 3,
    rates: [
      ...byDistance('metropole', [
        [50, 85],
        [150, 140],
        [400, 230],
        [1000, 390],
      ]),
      ...byWeight('metropole', [
        [300, 120],
        [800, 210],
        [1500, 340],
      ]),
    ],
  },
  {
    name: 'Outre-mer Groupage',
    slug: 'outre-mer-groupage',
    insurancePerMille: 8,
    rates: (['971', '972', '973', '974', '976'] as const).flatMap((area) =>
      byWeight(area, [
        [10, 39],
        [30, 72],
        [100, 165],
        [500, 520],
      ]),
    ),
  },
];
