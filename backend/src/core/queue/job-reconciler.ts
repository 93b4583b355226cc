import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fr } from '@troc/shared';
import { In, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobRecord } from './job.entity.js';
import { QueueService } from './queue.service.js';

export interface ReconcileReport {
  /** Rows pending or running that were looked at. */
  checked: number;
  /** Dispatched again: their queue entry was missing, failed or finished. */
  requeued: number;
  /** Failed for good after their attempts. */
  givenUp: number;
}

/**
 * Holds the queue to the database's job rows: a row pending or running whose queue entry is
 * missing (Redis lost it), failed (Bull's « job stalled more than allowable limit ») or finished
 * without its row (the database was away when the run ended) is dispatched again, where the job
 * resumes from what its rows say, or given up with a French reason after its attempts. The
 * delayed timers of exchanges are rows like any other: a lost one is dispatched again for what is
 * left of its delay. Runs at start-up, then every JOB_RECONCILE_SECONDS by one process of the
 * cluster (a Redis lock); modules whose own records point at jobs join each round.
 */
@Injectable()
export class JobReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly participants: (() => Promise<unknown>)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<unknown> | null = null;

  constructor(
    @InjectRepository(JobRecord) private readonly jobs: Repository<JobRecord>,
    private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A module's own check (its records whose job ended without them), run after the rows'. */
  join(check: () => Promise<unknown>): void {
    this.participants.push(check);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Unlocked at start-up (every step is conditional): a restarted process resumes at once.
    await this.reconcile().catch((error: Error) => this.logger.error(`Rapprochement des tâches : ${error.message}`));
    const seconds = this.config.jobs.reconcileSeconds;
    if (seconds > 0) {
      this.timer = setInterval(() => void this.periodic(seconds * 1000), seconds * 1000);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }

  private async periodic(periodMs: number): Promise<void> {
    if (this.round) return;
    this.round = (async () => {
      try {
        if (await this.queue.driver.lock('reconcile', Math.max(periodMs - 1_000, 1_000))) await this.reconcile();
      } catch (error) {
        this.logger.error(`Rapprochement des tâches : ${(error as Error).message}`);
      }
    })();
    await this.round;
    this.round = null;
  }

  async reconcile(): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, requeued: 0, givenUp: 0 };
    const queues = this.queue.queues;
    if (queues.length > 0) {
      const rows = await this.jobs.find({
        where: { status: In(['pending', 'running']), queue: In(queues) },
        order: { createdAt: 'ASC' },
      });
      for (const row of rows) {
        report.checked += 1;
        try {
          const state = await this.queue.driver.state(row.queue, row.id);
          if (state === 'waiting' || state === 'delayed' || state === 'active') continue;
          if (row.attempts >= this.queue.maxAttempts) {
            await this.queue.giveUp(row, fr.jobs.lost);
            report.givenUp += 1;
          } else if (await this.queue.requeue(row)) report.requeued += 1;
        } catch (error) {
          // One row that cannot be handled now (its entry still locked by a dying worker) waits for the next round.
          this.logger.warn(`Tâche ${row.id} non rapprochée : ${(error as Error).message}`);
        }
      }
      await this.queue.planAll();
    }
    for (const check of this.participants) await check();
    if (report.requeued + report.givenUp > 0) {
      this.logger.warn(
        `Rapprochement des tâches : ${report.requeued} relancée(s), ${report.givenUp} abandonnée(s) sur ${report.checked}`,
      );
    }
    return report;
  }
}
