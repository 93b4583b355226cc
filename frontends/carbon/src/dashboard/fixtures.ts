// The savings dashboard as the server answers it, for the unit tests (never imported by application code).
import type { SavingsDashboardResponse, SavingsFigures, SavingsRow } from '@troc/shared';

const ZERO: SavingsFigures = { nbTrackers: 0, items: 0, economy: null, weightKg: null, co2Kg: null, co2Unknown: 0 };

export const row = (key: string | null, label: string, figures: Partial<SavingsFigures> = {}): SavingsRow => ({
  key,
  label,
  ...ZERO,
  ...figures,
});

/** Eleven services with a known CO2 (110, 100 … 10 kgCO2e) and the exchanges without a service. */
const services: SavingsRow[] = [
  ...Array.from({ length: 11 }, (_, i) =>
    row(`s${i + 1}`, `Service ${i + 1}`, {
      nbTrackers: 1,
      items: 2,
      economy: 50,
      weightKg: 10,
      co2Kg: 110 - i * 10,
    }),
  ),
  row(null, 'Sans service', { nbTrackers: 3, items: 9, economy: 684.5, weightKg: 346.789, co2Kg: null, co2Unknown: 2 }),
];

/** Biens cédés by the Mairie de Lyon from January to March 2026: 14 exchanges, two without CO2. */
export function dashboardFixture(overrides: Partial<SavingsDashboardResponse> = {}): SavingsDashboardResponse {
  return {
    organisation: 'Mairie de Lyon',
    direction: 'given',
    from: '2026-01-01',
    to: '2026-03-31',
    totals: { nbTrackers: 14, items: 31, economy: 1234.5, weightKg: 456.789, co2Kg: 660, co2Unknown: 2 },
    byMonth: [
      row('2026-01', '2026-01', {
        nbTrackers: 5,
        items: 10,
        economy: 400,
        weightKg: 150.5,
        co2Kg: 300.25,
        co2Unknown: 1,
      }),
      row('2026-02', '2026-02'),
      row('2026-03', '2026-03', {
        nbTrackers: 9,
        items: 21,
        economy: 834.5,
        weightKg: 306.289,
        co2Kg: 359.75,
        co2Unknown: 1,
      }),
    ],
    byService: services,
    byCategory: [
      row('1', 'Mobilier', { nbTrackers: 10, items: 25, economy: 1000, weightKg: 400, co2Kg: 660 }),
      row('2', 'Informatique', {
        nbTrackers: 4,
        items: 6,
        economy: 234.5,
        weightKg: 56.789,
        co2Kg: null,
        co2Unknown: 2,
      }),
    ],
    byOperation: [
      row(null, 'Hors opération', {
        nbTrackers: 14,
        items: 31,
        economy: 1234.5,
        weightKg: 456.789,
        co2Kg: 660,
        co2Unknown: 2,
      }),
    ],
    ...overrides,
  };
}

export const emptyDashboardFixture = (): SavingsDashboardResponse =>
  dashboardFixture({
    totals: ZERO,
    byMonth: [row('2026-01', '2026-01'), row('2026-02', '2026-02'), row('2026-03', '2026-03')],
    byService: [],
    byCategory: [],
    byOperation: [],
  });

/** The same totals with one group per breakdown: for the tests of the filters, whose tables do not matter. */
export const lightDashboardFixture = (overrides: Partial<SavingsDashboardResponse> = {}): SavingsDashboardResponse => {
  const full = dashboardFixture(overrides);
  return {
    ...full,
    byMonth: full.byMonth.slice(0, 1),
    byService: full.byService.slice(0, 1),
    byCategory: full.byCategory.slice(0, 1),
    byOperation: full.byOperation.slice(0, 1),
  };
};
