import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr, t, TrackerStatus } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { TrackerMails } from './tracker-mails.js';
import { type TimedJob, TRACKER_QUEUE, TrackerTimers } from './tracker-timers.js';
import { TrackerTransitionsService } from './tracker-transitions.service.js';
import { TrackerQueries } from './tracker.queries.js';

/** Runs the timed jobs of exchanges; `now` is the clock (replaced in tests). */
@Injectable()
export class TrackerJobs implements OnModuleInit {
  now: () => number = () => Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly queries: TrackerQueries,
    private readonly transitions: TrackerTransitionsService,
    private readonly mails: TrackerMails,
    private readonly timers: TrackerTimers,
  ) {}

  onModuleInit(): void {
    this.queue.register<TimedJob>(TRACKER_QUEUE, 'expire', (job) => this.expire(job.payload));
    this.queue.register<TimedJob>(TRACKER_QUEUE, 'remind-request', (job) => this.remind(job.payload, 'request'));
    this.queue.register<TimedJob>(TRACKER_QUEUE, 'remind-record', (job) => this.remind(job.payload, 'record'));
  }

  /** Cancels a request still unanswered at its due time; a job woken early waits again. */
  async expire(job: TimedJob): Promise<'expired' | 'moved-on' | 'rescheduled'> {
    if (this.now() < job.dueAt) {
      await this.timers.at('expire', job.trackerId, job.dueAt);
      return 'rescheduled';
    }
    const reason = t(fr.tracker.reasons.expired, { days: this.config.tracker.requestExpiryDays });
    return (await this.transitions.expire(job.trackerId, reason)) ? 'expired' : 'moved-on';
  }

  async remind(job: TimedJob, kind: 'request' | 'record'): Promise<'sent' | 'moved-on' | 'rescheduled'> {
    if (this.now() < job.dueAt) {
      await this.timers.at(kind === 'request' ? 'remind-request' : 'remind-record', job.trackerId, job.dueAt);
      return 'rescheduled';
    }
    const tracker = await this.queries.byId(job.trackerId);
    const waiting = kind === 'request' ? TrackerStatus.ReservationRequested : TrackerStatus.ReservationApproved;
    if (!tracker || tracker.status !== waiting) return 'moved-on';
    await this.mails.remind(tracker, kind === 'request' ? 'reminderRequest' : 'reminderRecord');
    return 'sent';
  }
}
