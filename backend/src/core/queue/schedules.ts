import type { NextRun } from './queue.types.js';

/** Every `ms` milliseconds after the previous run. */
export function every(ms: number): NextRun {
  if (!(ms > 0)) throw new Error(`every(${ms}): the interval must be positive`);
  return (after) => new Date(after.getTime() + ms);
}

/**
 * Every `ms` milliseconds on the clock's grid (…:00, …:05, …:10 for five minutes): instances that
 * start apart plan the same occurrence, so a periodic task runs once per period for the cluster.
 */
export function aligned(ms: number): NextRun {
  if (!(ms > 0)) throw new Error(`aligned(${ms}): the interval must be positive`);
  return (after) => new Date((Math.floor(after.getTime() / ms) + 1) * ms);
}

/**
 * Once a day at hour:minute on the clocks of `timeZone` (French users read their digest at
 * 7:00 Paris time whatever the server's zone), summer time included.
 */
export function dailyAt(hour: number, minute = 0, timeZone = 'Europe/Paris'): NextRun {
  return (after) => {
    for (let day = 0; day <= 2; day += 1) {
      const wall = wallClock(new Date(after.getTime() + day * 86_400_000), timeZone);
      const candidate = zonedTime(wall.year, wall.month, wall.day, hour, minute, timeZone);
      if (candidate.getTime() > after.getTime()) return candidate;
    }
    throw new Error('dailyAt: no next run found');
  };
}

function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The instant whose wall clock in `timeZone` reads the given date and time. */
function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, found by reading the clock there; twice for the day it changes.
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const w = wallClock(new Date(guess), timeZone);
    const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}
