import { aligned, dailyAt, every } from './schedules.js';

describe('schedules', () => {
  it('every: the interval after the previous run', () => {
    expect(every(3_600_000)(new Date('2026-11-24T10:15:00Z')).toISOString()).toBe('2026-11-24T11:15:00.000Z');
    expect(() => every(0)).toThrow('positive');
  });

  it('aligned: the next tick of the grid, the same for instances started apart', () => {
    const fiveMinutes = aligned(300_000);
    expect(fiveMinutes(new Date('2026-11-24T10:15:00Z')).toISOString()).toBe('2026-11-24T10:20:00.000Z');
    expect(fiveMinutes(new Date('2026-11-24T10:17:42Z')).toISOString()).toBe('2026-11-24T10:20:00.000Z');
    expect(fiveMinutes(new Date('2026-11-24T10:19:59.999Z')).toISOString()).toBe('2026-11-24T10:20:00.000Z');
    expect(() => aligned(0)).toThrow('positive');
  });

  it('dailyAt: the next 7:00 in Paris, winter (UTC+1) and summer (UTC+2)', () => {
    const seven = dailyAt(7);
    expect(seven(new Date('2026-11-24T05:59:00Z')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(seven(new Date('2026-11-24T06:00:00Z')).toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(seven(new Date('2026-07-01T04:00:00Z')).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(seven(new Date('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-02T05:00:00.000Z');
  });

  it('dailyAt: across the change to summer time (29 March 2026)', () => {
    expect(dailyAt(7)(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(dailyAt(7, 30, 'UTC')(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T07:30:00.000Z');
  });
});
