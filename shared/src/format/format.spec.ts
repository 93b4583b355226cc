import dayjs from 'dayjs';
import fc from 'fast-check';
import {
  formatCents,
  formatDate,
  formatEuros,
  formatServiceName,
  padPostalCode,
  truncate,
  truncateCardDescription,
  truncatePersonName,
} from './index.js';

describe('formatters', () => {
  it('writes euros with a comma and two decimals', () => {
    expect(formatEuros(12.5)).toBe('12,50\u00a0€');
    expect(formatEuros(1234567.891)).toBe('1\u00a0234\u00a0567,89\u00a0€');
    expect(formatEuros(-3)).toBe('-3,00\u00a0€');
    expect(formatEuros(null)).toBe('N/A');
    expect(formatCents(1999)).toBe('19,99\u00a0€');
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatDate('2026-03-09T10:00:00')).toBe('09/03/2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
    expect(formatDate('pas une date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-11-28')).toBe('28/11/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('writes dates and day strings as dayjs does, without it', () => {
    const viaDayjs = (value: string | Date) => {
      const d = dayjs(value);
      return d.isValid() ? d.format('DD/MM/YYYY') : '';
    };
    fc.assert(
      fc.property(fc.date({ min: new Date(-70_000_000_000_000), max: new Date(300_000_000_000_000) }), (date) => {
        expect(formatDate(date)).toBe(viaDayjs(date));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(formatDate(day)).toBe(viaDayjs(day));
        },
      ),
    );
  });

  it('pads postal codes to five digits', () => {
    expect(padPostalCode(1000)).toBe('01000');
    expect(padPostalCode('6000')).toBe('06000');
    expect(padPostalCode('75001')).toBe('75001');
    expect(padPostalCode('2A004')).toBe('2A004');
  });

  it('truncates with an ellipsis only when something is cut', () => {
    expect(truncate('court', 20)).toBe('court');
    expect(truncate('a'.repeat(21), 20)).toBe(`${'a'.repeat(20)}…`);
    expect(truncateCardDescription('x'.repeat(200))).toHaveLength(200);
    expect(truncateCardDescription('x'.repeat(201))).toHaveLength(201);
    expect(truncatePersonName('Marie-Charlotte de La Rochefoucauld')).toBe('Marie-Charlotte de L…');
  });

  it('upper-cases and cuts service names at 30', () => {
    expect(formatServiceName('Direction des achats')).toBe('DIRECTION DES ACHATS');
    expect(formatServiceName('Service départemental d’incendie et de secours')).toBe('SERVICE DÉPARTEMENTAL D’INCEND…');
  });
});
