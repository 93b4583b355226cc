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
