import { Inject, Injectable } from '@nestjs/common';
import { type Day, parisDay } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/**
 * The time the calendars run on. CLOCK_START (outside production) starts it at another
 * instant and lets it run from there, so that a demonstration or a browser journey can
 * reach a loan's first day without waiting for it; tests may replace `now`.
 */
@Injectable()
export class Clock {
  private readonly offset: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.offset = config.clockStart === null ? 0 : config.clockStart - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  /** Today on the clocks of Paris. */
  today(): Day {
    return parisDay(this.now());
  }
}
