import { CalendarPeriodStatus, CalendarPeriodType, type CalendarPeriodView } from '@troc/shared';
import { feedToken, readFeedToken, renderFeed } from './calendar-feed.js';

const period = {
  id: 7,
  periodStatus: CalendarPeriodStatus.Validated,
  periodType: CalendarPeriodType.Reservation,
  startDate: '2026-12-03',
  endDate: '2026-12-05',
  itemUsage: 'Salon de l’emploi; stand 12, hall B',
} as CalendarPeriodView;

describe('calendar feed', () => {
  it('signs the user id and refuses a forged or foreign token', () => {
    const token = feedToken(42, 'secret');
    expect(readFeedToken(token, 'secret')).toBe(42);
    expect(readFeedToken(token, 'another')).toBeNull();
    expect(readFeedToken(token.replace(/^42/, '43'), 'secret')).toBeNull();
    expect(readFeedToken('42', 'secret')).toBeNull();
  });

  it('writes all-day events ending the day after the last day, escaped and folded', () => {
    const ics = renderFeed(
      'Troc — mes prêts',
      'troc.test',
      [{ period, summary: 'Emprunt : Fauteuil roulant, pliant', url: 'https://troc.test/fr/tracker/calendar/abc/' }],
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261206\r\n');
    expect(ics).toContain('SUMMARY:Emprunt : Fauteuil roulant\\, pliant\r\n');
    expect(ics).toContain('DESCRIPTION:Salon de l’emploi\\; stand 12\\, hall B\\nhttps://');
    expect(ics).toContain('UID:periode-7@troc.test');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n') && ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
