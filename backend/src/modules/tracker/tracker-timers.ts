import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { QueueService } from '../../core/queue/queue.service.js';
import type { Tracker } from './entities/tracker.entity.js';

export const TRACKER_QUEUE = 'tracker';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TimedJob {
  trackerId: number;
  /** When the job is due (ms since epoch): a job woken early waits again. */
  dueAt: number;
}

/**
 * The timed transitions of exchanges, as delayed jobs (Bull's delayed jobs on Redis; timers of
 * the in-process driver, dispatched again at start-up): a request expires, its manager is
 * reminded a day before, an approved exchange not yet recorded reminds both parties. Each job
 * checks the exchange is still where it was when it was scheduled, so a later action makes it
 * a no-op instead of a cancellation.
 */
@Injectable()
export class TrackerTimers {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
  ) {}

  async scheduleRequest(tracker: Tracker): Promise<void> {
    if (!tracker.expiresAt) return;
    const expiry = tracker.expiresAt.getTime();
    await this.at('expire', tracker.id, expiry);
    await this.at('remind-request', tracker.id, expiry - DAY_MS);
  }

  async scheduleRecordReminder(tracker: Tracker): Promise<void> {
    const days = this.config.tracker.recordReminderDays;
    if (days > 0) await this.at('remind-record', tracker.id, Date.now() + days * DAY_MS);
  }

  /** Schedules (again) a job for its due time. */
  async at(name: 'expire' | 'remind-request' | 'remind-record', trackerId: number, dueAt: number): Promise<void> {
    await this.queue.enqueue<TimedJob>(TRACKER_QUEUE, name, { trackerId, dueAt }, null, {
      delayMs: Math.max(0, dueAt - Date.now()),
    });
  }
}
