import fc from 'fast-check';
import { addMonths } from './dates.js';

describe('addMonths', () => {
  it('adds whole months, across a year', () => {
    expect(addMonths('2026-03-15', 3)).toBe('2026-06-15');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
  });

  it("clamps to the target month's last day", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});

describe('addMonths, by arithmetic', () => {
  // The same through Date, as it was written before (right from the year 100 on: Date.UTC reads 0–99 as 1900–1999).
  const byDate = (day: string, months: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const target = new Date(Date.UTC(y, m - 1 + months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, last));
    return target.toISOString().slice(0, 10);
  };

  it('lands on the day the calendar gives, for any day and number of months', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -240, max: 240 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10);
          expect(addMonths(day, months)).toBe(byDate(day, months));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
