import { figuresOf, monthsBetween, periodParts, rowsOf } from './savings-figures.js';

const group = (key: string | number | null, values: Partial<Parameters<typeof figuresOf>[0][number]> = {}) => ({
  key,
  count: 1,
  items: 2,
  grams: 1500,
  economyCents: 12345,
  co2Grams: 25933,
  co2Unknown: 0,
  ...values,
});

describe('savings figures', () => {
  it('converts cents and grams, and keeps unknown sums null (never zero)', () => {
    expect(figuresOf([group(1), group(2, { grams: null, co2Grams: null, co2Unknown: 1 })])).toEqual({
      nbTrackers: 2,
      items: 4,
      economy: 246.9,
      weightKg: 1.5,
      co2Kg: 25.93,
      co2Unknown: 1,
    });
    expect(figuresOf([group(1, { economyCents: null, grams: null, co2Grams: null })])).toMatchObject({
      economy: null,
      weightKg: null,
      co2Kg: null,
    });
    expect(figuresOf([])).toEqual({
      nbTrackers: 0,
      items: 0,
      economy: null,
      weightKg: null,
      co2Kg: null,
      co2Unknown: 0,
    });
  });

  it('lists every month of a period, across years, bounded to the latest', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
    expect(monthsBetween('2000-01', '2026-12', 24)).toHaveLength(24);
    expect(monthsBetween('2000-01', '2026-12', 24)[0]).toBe('2025-01');
  });

  it('merges the groups that share a label key and sorts by CO2 avoided, unknown last', () => {
    const rows = rowsOf(
      [group(1, { co2Grams: 1000 }), group(2, { co2Grams: 5000 }), group(3, { co2Grams: null }), group(4)],
      (key) =>
        key === 3
          ? { key: null, label: 'Sans service' }
          : { key: key === 4 ? '1' : String(key), label: `S${key === 4 ? 1 : key}` },
    );
    expect(rows.map((r) => [r.key, r.nbTrackers, r.co2Kg])).toEqual([
      ['1', 2, 26.93],
      ['2', 1, 5],
      [null, 1, null],
    ]);
  });
});

describe('periodParts', () => {
  it('reads whole months from the rollup and the days of cut months from the exchanges', () => {
    expect(periodParts(null, null)).toEqual({ months: { from: null, to: null }, days: [] });
    expect(periodParts('2026-01-01', '2026-03-31')).toEqual({ months: { from: '2026-01', to: '2026-03' }, days: [] });
    expect(periodParts('2025-11-15', null)).toEqual({
      months: { from: '2025-12', to: null },
      days: [{ from: '2025-11-15', to: '2025-11-30' }],
    });
    expect(periodParts(null, '2024-02-28')).toEqual({
      months: { from: null, to: '2024-01' },
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(periodParts('2024-12-31', '2025-01-01')).toEqual({
      months: null,
      days: [{ from: '2024-12-31', to: '2025-01-01' }],
    });
    expect(periodParts('2026-02-10', '2026-02-28').months).toBeNull();
  });
});
