import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays, type CalendarPeriodView } from '@troc/shared';

/**
 * The private address of a user's iCalendar feed: their id signed with the server's secret,
 * so that an agenda can read it without a session and nobody can guess another's.
 */
export function feedToken(userId: number, secret: string): string {
  return `${userId}.${signature(userId, secret)}`;
}

export function readFeedToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(userId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

function signature(userId: number, secret: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}`).digest('base64url').slice(0, 32);
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compact = (day: string) => day.replaceAll('-', '');

export interface FeedEvent {
  period: CalendarPeriodView;
  summary: string;
  url: string;
}

/** The feed: one all-day event per period (DTEND is the day after its last, as the RFC says). */
export function renderFeed(name: string, host: string, events: FeedEvent[], now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Troc//Calendrier des prêts//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escape(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
  ];
  for (const { period, summary, url } of events) {
    const description = [period.itemUsage, url].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:periode-${period.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(period.startDate)}`,
      `DTEND;VALUE=DATE:${compact(addDays(period.endDate, 1))}`,
      `SUMMARY:${escape(summary)}`,
      `DESCRIPTION:${escape(description)}`,
      `URL:${url}`,
      `STATUS:${period.periodStatus === 'None' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
