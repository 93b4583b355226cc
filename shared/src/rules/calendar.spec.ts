import fc from 'fast-check';
import { CalendarPeriodType } from '../enums/marketplace.js';
import {
  addDays,
  dailyAvailability,
  dayNumber,
  displayDay,
  overbooked,
  parisDay,
  periodDuration,
  readDay,
  shortfalls,
  validateCalendarPeriod,
  validateCalendarHours,
  validateLoanReturn,
} from './calendar.js';

describe('calendar days', () => {
  it('reads ISO and dd/mm/yyyy days and refuses impossible ones', () => {
    expect(readDay('2026-12-03')).toBe('2026-12-03');
    expect(readDay('03/12/2026')).toBe('2026-12-03');
    expect(readDay('')).toBeNull();
    expect(readDay(undefined)).toBeNull();
    expect(readDay('2026-02-30')).toBeUndefined();
    expect(readDay('2026-13-01')).toBeUndefined();
    expect(readDay('31/04/2026')).toBeUndefined();
    expect(readDay('1e308')).toBeUndefined();
    expect(readDay(['2026-12-03'])).toBeUndefined();
  });

  it('counts both ends of a period and crosses months and years', () => {
    expect(periodDuration('2026-12-03', '2026-12-05')).toBe(3);
    expect(periodDuration('2026-12-31', '2026-12-31')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(displayDay('2026-12-03')).toBe('03/12/2026');
  });

  it('reads today on Paris clocks (23:30 UTC on 31 December is already the new year there)', () => {
    expect(parisDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDay(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

describe('availability', () => {
  const spans = [
    { start: '2026-12-03', end: '2026-12-05', quantity: 1 },
    { start: '2026-12-05', end: '2026-12-06', quantity: 2 },
  ];

  it('takes every overlapping period off the total, day by day', () => {
    const days = dailyAvailability(3, spans, '2026-12-02', '2026-12-07');
    expect([...days.values()]).toEqual([3, 2, 2, 0, 1, 3]);
  });

  it('names the days a candidate would overbook as ranges', () => {
    expect(shortfalls(3, spans, { start: '2026-12-04', end: '2026-12-06', quantity: 2 })).toEqual([
      { start: '2026-12-05', end: '2026-12-06', available: 0 },
    ]);
    expect(shortfalls(3, spans, { start: '2026-12-07', end: '2026-12-09', quantity: 3 })).toEqual([]);
  });

  it('agrees with counting each day by hand on generated periods', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-11-01', n));
    const span = fc
      .tuple(day, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 4 }))
      .map(([start, length, quantity]) => ({ start, end: addDays(start, length), quantity }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), fc.integer({ min: 0, max: 50 }), (list, total) => {
        const days = dailyAvailability(total, list, '2026-11-01', '2026-12-31');
        for (const [d, left] of days) {
          const held = list.filter((s) => s.start <= d && d <= s.end).reduce((sum, s) => sum + s.quantity, 0);
          if (left !== total - held) return false;
        }
        return days.size === dayNumber('2026-12-31') - dayNumber('2026-11-01') + 1;
      }),
      { numRuns: 200 },
    );
  });
});

describe('calendar modal', () => {
  const ctx = { manager: false, today: '2026-11-24', window: { start: null, end: null }, total: 3 };

  it('requires both days and keeps them in order', () => {
    expect(validateCalendarPeriod({}, ctx).errors).toEqual({
      startDate: ['Veuillez choisir la date de début.'],
      endDate: ['Veuillez choisir la date de fin.'],
    });
    const reversed = validateCalendarPeriod({ startDate: '05/12/2026', endDate: '03/12/2026' }, ctx);
    expect(reversed.errors.endDate).toEqual(['La date de fin doit être postérieure ou égale à la date de début.']);
  });

  it('refuses a requester a past start and a usage over 500 characters', () => {
    const { errors } = validateCalendarPeriod(
      { startDate: '2026-11-20', endDate: '2026-11-25', itemUsage: 'x'.repeat(501) },
      ctx,
    );
    expect(errors.startDate).toEqual(['La date de début ne peut pas être passée.']);
    expect(errors.itemUsage).toEqual(['Cette valeur est trop longue. Elle doit contenir au plus 500 caractères.']);
  });

  it('reads a reservation for a requester whatever type is sent, and asks a manager for the type', () => {
    const read = validateCalendarPeriod({ startDate: '2026-12-03', endDate: '2026-12-05', type: 'Maintenance' }, ctx);
    expect(read.period).toMatchObject({ type: CalendarPeriodType.Reservation, quantity: 1 });
    const manager = validateCalendarPeriod(
      { startDate: '2026-12-03', endDate: '2026-12-05' },
      { ...ctx, manager: true },
    );
    expect(manager.errors.type).toEqual(['Veuillez choisir le type de période.']);
  });

  it('holds the whole stock for a maintenance unless a quantity is given', () => {
    const read = validateCalendarPeriod(
      { startDate: '2026-12-03', endDate: '2026-12-05', type: 'Maintenance' },
      { ...ctx, manager: true },
    );
    expect(read.period).toMatchObject({ type: CalendarPeriodType.Maintenance, quantity: 3 });
  });

  it('keeps a reservation inside the listing’s availability window', () => {
    const { errors } = validateCalendarPeriod(
      { startDate: '2026-12-01', endDate: '2027-02-01' },
      { ...ctx, window: { start: '2026-12-02', end: '2027-01-31' } },
    );
    expect(errors.startDate).toEqual(['Le bien n’est disponible qu’à partir du 02/12/2026.']);
    expect(errors.endDate).toEqual(['Le bien n’est disponible que jusqu’au 31/01/2027.']);
  });
});

describe('loan return', () => {
  it('takes a day between the loan’s start and today, and a condition', () => {
    const ctx = { start: '2026-12-03', today: '2026-12-04' };
    expect(validateLoanReturn({ returnDate: '2026-12-04', condition: 'Good' }, ctx).value).toEqual({
      date: '2026-12-04',
      condition: 'Good',
      note: null,
    });
    expect(validateLoanReturn({ returnDate: '2026-12-05', condition: 'Nope' }, ctx).errors).toEqual({
      returnDate: ['La date du retour ne peut pas être dans le futur.'],
      condition: ["La valeur choisie n'est pas valide."],
    });
  });
});

describe('hand-over hours', () => {
  it('takes HH:MM hours, either may be left empty, the end after the start', () => {
    expect(validateCalendarHours({ timeStart: '09:00', timeEnd: '17:30' }).hours).toEqual({
      timeStart: '09:00',
      timeEnd: '17:30',
    });
    expect(validateCalendarHours({ timeStart: '', timeEnd: undefined }).hours).toEqual({
      timeStart: null,
      timeEnd: null,
    });
    expect(validateCalendarHours({ timeStart: '25:00', timeEnd: ['09:00'] }).errors).toEqual({
      timeStart: ['Indiquez une heure au format HH:MM (par exemple 09:30).'],
      timeEnd: ['Indiquez une heure au format HH:MM (par exemple 09:30).'],
    });
    expect(validateCalendarHours({ timeStart: '14:00', timeEnd: '09:00' }).errors.timeEnd).toEqual([
      'L’heure de fin doit suivre l’heure de début.',
    ]);
  });
});

describe('overbooked: the days a lowered loan quantity would leave more lent than there is', () => {
  const span = (start: string, end: string, quantity: number) => ({ start, end, quantity });

  it('names the consecutive days held beyond the total, with the most held', () => {
    const spans = [
      span('2026-12-26', '2026-12-28', 1),
      span('2026-12-27', '2026-12-27', 1),
      span('2026-12-28', '2026-12-30', 2),
    ];
    expect(overbooked(1, spans)).toEqual([{ start: '2026-12-27', end: '2026-12-30', held: 3 }]);
    expect(overbooked(2, spans)).toEqual([{ start: '2026-12-28', end: '2026-12-28', held: 3 }]);
    expect(overbooked(3, spans)).toEqual([]);
    expect(overbooked(0, [])).toEqual([]);
  });

  it('finds a day over the total exactly when the daily availability goes below zero', () => {
    const day = fc.integer({ min: 0, max: 20 }).map((n) => addDays('2026-12-01', n));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (raw, total) => {
          const spans = raw.map(([start, length, quantity]) => span(start, addDays(start, length), quantity));
          const days = dailyAvailability(total, spans, '2026-12-01', '2027-01-31');
          const over = [...days].filter(([, left]) => left < 0).map(([d]) => d);
          const named = overbooked(total, spans).flatMap((r) => {
            const list = [];
            for (let d = r.start; d <= r.end; d = addDays(d, 1)) list.push(d);
            return list;
          });
          expect(named).toEqual(over);
        },
      ),
    );
  });
});
