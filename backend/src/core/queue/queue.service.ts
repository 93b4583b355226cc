import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fr } from '@troc/shared';
import { randomUUID } from 'node:crypto';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isUniqueViolation } from '../database/database.options.js';
import { isUnavailable } from '../http/database-errors.js';
import { JobRecord } from './job.entity.js';
import type { JobGiveUp, JobHandler, JobView, NextRun, QueueDriver } from './queue.types.js';

export const QUEUE_DRIVER = Symbol('QUEUE_DRIVER');

/** Thrown by `handBack()`: the run stops at a line boundary, the job stays to be resumed. */
class HandedBack extends Error {
  constructor() {
    super('Job handed back to the queue');
  }
}

interface Registration {
  handler: JobHandler<never>;
  giveUp?: JobGiveUp<never>;
}

/**
 * The one queue interface of the application. Modules register handlers at start-up and
 * enqueue work; the job's record in the database carries payload, progress and outcome, and is
 * the truth the reconciler holds the queue to (job-reconciler.ts). Each run counts an attempt;
 * a run's writes name their attempt, so a worker taken for dead cannot overwrite its successor.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, Map<string, Registration>>();
  private readonly schedules = new Map<string, { queue: string; name: string; next: NextRun }>();
  private bootstrapped = false;
  /** Set once the whole application has started: only then does this process take jobs. */
  private opened = false;
  private closing = false;
  /** Runs of this process, so a stop can wait for them to hand their jobs back. */
  private readonly running = new Set<Promise<void>>();
  /** The queue of each job this process is running now, for health (which instance is busy with what). */
  private readonly active = new Map<string, string>();
  /** First wait before a job whose database or Redis was away is tried again (doubled each time). */
  retryDelayMs = 2_000;

  constructor(
    @InjectRepository(JobRecord) private readonly jobs: Repository<JobRecord>,
    @Inject(QUEUE_DRIVER) readonly driver: QueueDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Registers the handler of one kind of job; call it from a module's onModuleInit. `giveUp`
   * marks the module's own record failed when the job is abandoned.
   */
  register<P>(queue: string, name: string, handler: JobHandler<P>, giveUp?: JobGiveUp<P>): void {
    let byName = this.handlers.get(queue);
    if (!byName) {
      byName = new Map();
      this.handlers.set(queue, byName);
      if (this.opened) this.consume(queue);
    }
    byName.set(name, { handler: handler as JobHandler<never>, giveUp: giveUp as JobGiveUp<never> | undefined });
  }

  /**
   * Starts taking jobs, once every module has started (createApp calls it after init). A job
   * taken earlier could meet a module not ready yet: an import resumed at start-up found the
   * category tree still empty and failed its lines « Catégorie inconnue ». Jobs dispatched
   * before (the reconciler's, the schedules') wait in their queue until then.
   */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    for (const queue of this.handlers.keys()) this.consume(queue);
  }

  private consume(queue: string): void {
    this.driver.consume(queue, (jobId) => this.track(this.run(jobId)));
  }

  get queues(): string[] {
    return [...this.handlers.keys()];
  }

  /** How many jobs of each queue this process is running now. */
  get runningHere(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const queue of this.active.values()) counts[queue] = (counts[queue] ?? 0) + 1;
    return counts;
  }

  get maxAttempts(): number {
    return this.config.jobs.maxAttempts;
  }

  async enqueue<P>(
    queue: string,
    name: string,
    payload: P,
    userId: number | null = null,
    options: { delayMs?: number } = {},
  ): Promise<JobView> {
    if (!this.handlers.get(queue)?.has(name)) throw new Error(`No handler for job ${queue}/${name}`);
    const delayMs = Math.max(0, Math.round(options.delayMs ?? 0));
    const runAt = delayMs > 0 ? new Date(Date.now() + delayMs) : null;
    const record = await this.jobs.save(
      this.jobs.create({ id: randomUUID(), queue, name, payload, status: 'pending', userId, runAt }),
    );
    await this.driver.dispatch(queue, record.id, delayMs);
    return toView(record);
  }

  /**
   * A job for a row of the caller's (an import, a mass action) that only runs if `claim` writes
   * its id on that row first, on the condition that the row still names the job it was read with.
   * The starter and the reconciler of another instance may both see the row without a live job
   * (the starter between its status change and its job): one claim wins, the other job is dropped
   * before it is dispatched, and the row is run once. Null when the claim was lost.
   */
  async enqueueClaimed<P>(
    queue: string,
    name: string,
    payload: P,
    userId: number | null,
    claim: (jobId: string) => Promise<boolean>,
  ): Promise<JobView | null> {
    if (!this.handlers.get(queue)?.has(name)) throw new Error(`No handler for job ${queue}/${name}`);
    const record = await this.jobs.save(
      this.jobs.create({ id: randomUUID(), queue, name, payload, status: 'pending', userId, runAt: null }),
    );
    if (!(await claim(record.id))) {
      await this.jobs.delete({ id: record.id });
      return null;
    }
    await this.driver.dispatch(queue, record.id, 0);
    return toView(record);
  }

  /**
   * Runs `queue/name` again and again, at the times `next` gives (see schedules.ts), with an
   * empty payload. One occurrence is pending at a time, recorded like any job, even when
   * several processes share the database; the next one is planned when a run ends, whether
   * it succeeded or failed. Call it after `register`, from a module's onModuleInit.
   */
  schedule(queue: string, name: string, next: NextRun): void {
    if (!this.handlers.get(queue)?.has(name)) throw new Error(`No handler for job ${queue}/${name}`);
    this.schedules.set(`${queue}/${name}`, { queue, name, next });
    if (this.bootstrapped) void this.plan(queue, name);
  }

  /** The pending occurrence of a repeatable job, if planned. */
  async nextOccurrence(queue: string, name: string): Promise<Date | null> {
    const job = await this.jobs.findOne({
      where: { queue, name, status: 'pending', scheduleKey: Not(IsNull()) },
      order: { runAt: 'ASC' },
    });
    return job?.runAt ?? null;
  }

  async find(id: string): Promise<JobView | null> {
    const record = await this.jobs.findOneBy({ id });
    return record ? toView(record) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.bootstrapped = true;
    for (const { queue, name } of this.schedules.values()) await this.plan(queue, name);
  }

  /** Makes sure the next occurrence of a repeatable job is pending and dispatched. */
  async plan(queue: string, name: string): Promise<void> {
    const schedule = this.schedules.get(`${queue}/${name}`);
    if (!schedule || this.closing) return;
    try {
      const pending = await this.jobs.findOne({
        where: { queue, name, status: In(['pending', 'running']), scheduleKey: Not(IsNull()) },
      });
      if (pending) return; // the reconciler revives an occurrence the queue lost
      const runAt = schedule.next(new Date());
      const record = await this.jobs.save(
        this.jobs.create({
          id: randomUUID(),
          queue,
          name,
          payload: {},
          status: 'pending',
          userId: null,
          runAt,
          scheduleKey: `${queue}/${name}@${runAt.toISOString()}`,
        }),
      );
      await this.driver.dispatch(queue, record.id, waitFor(record));
    } catch (error) {
      if (isUniqueViolation(error)) return; // another process planned the same occurrence
      this.logger.error(`Job ${queue}/${name} could not be planned: ${(error as Error).message}`);
    }
  }

  /** The repeatable jobs, planned again (the reconciler's round ends with it). */
  async planAll(): Promise<void> {
    for (const { queue, name } of this.schedules.values()) await this.plan(queue, name);
  }

  /**
   * Before the database closes: running jobs hand themselves back at their next line (or
   * finish), within the grace the process has; waiting ones stay pending.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stop();
    await Promise.race([
      this.drained(),
      new Promise((resolve) => setTimeout(resolve, this.config.shutdownGraceSeconds * 1000).unref()),
    ]);
    await this.driver.close();
  }

  /** Resolves when the runs of this process have ended (finished or handed back). */
  async drained(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Tells the running jobs to hand back at their next line; nothing new starts here. */
  stop(): void {
    this.closing = true;
  }

  /**
   * Gives a job up: its row failed (with `detail`, or the French `reason`), and its module told
   * with `reason`, once whoever calls.
   */
  async giveUp(record: JobRecord, reason: string, attempts = record.attempts, detail = reason): Promise<void> {
    const result = await this.jobs.update(
      { id: record.id, attempts, status: In(['pending', 'running']) },
      { status: 'failed', error: detail.slice(0, 1000), finishedAt: new Date() },
    );
    if (!result.affected) return;
    this.logger.error(`Job ${record.queue}/${record.name} ${record.id} abandonné : ${detail}`);
    const giveUp = this.handlers.get(record.queue)?.get(record.name)?.giveUp;
    await giveUp?.(record.payload as never, reason);
    if (record.scheduleKey) await this.plan(record.queue, record.name);
  }

  /** A job whose queue entry is gone or failed, dispatched again; false if it moved on meanwhile. */
  async requeue(record: JobRecord): Promise<boolean> {
    if (record.status === 'running') {
      const result = await this.jobs.update(
        { id: record.id, attempts: record.attempts, status: 'running' },
        { status: 'pending' },
      );
      if (!result.affected) return false;
    }
    await this.driver.requeue(record.queue, record.id, waitFor(record));
    return true;
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }

  private async run(jobId: string): Promise<void> {
    const record = await this.jobs.findOneBy({ id: jobId });
    if (!record || record.status === 'done' || record.status === 'failed' || this.closing) return;
    const registration = this.handlers.get(record.queue)?.get(record.name);
    if (!registration) {
      await this.giveUp(record, `Unknown job ${record.name}`);
      return;
    }
    if (record.attempts >= this.maxAttempts) {
      await this.giveUp(record, fr.jobs.lost);
      return;
    }
    const attempt = record.attempts + 1;
    const claimed = await this.jobs.update(
      { id: jobId, attempts: record.attempts, status: In(['pending', 'running']) },
      { status: 'running', startedAt: new Date(), attempts: attempt },
    );
    if (!claimed.affected) return; // another worker took it
    const mine = { id: jobId, attempts: attempt, status: 'running' as const };
    const closing = () => this.closing;
    this.active.set(jobId, record.queue);
    try {
      const result = await registration.handler({
        id: record.id,
        name: record.name,
        payload: record.payload as never,
        get stopping() {
          return closing();
        },
        handBack: () => {
          throw new HandedBack();
        },
        progress: async (processed, total) => {
          await this.jobs.update(mine, total === undefined ? { processed } : { processed, total });
        },
      });
      await this.jobs.update(mine, { status: 'done', result: (result ?? null) as never, finishedAt: new Date() });
    } catch (error) {
      await this.failed(record, attempt, error).catch((cause: Error) =>
        this.logger.error(`Job ${jobId} could not be marked failed: ${cause.message}`),
      );
    } finally {
      this.active.delete(jobId);
      if (record.scheduleKey && !this.closing) await this.plan(record.queue, record.name);
    }
  }

  /**
   * A run that ended on an error: handed back or met a service down or saturated, the job stays pending
   * (tried again after a pause, up to its attempts); any other error gives it up.
   */
  private async failed(record: JobRecord, attempt: number, error: unknown): Promise<void> {
    const mine = { id: record.id, attempts: attempt, status: 'running' as const };
    if (error instanceof HandedBack) {
      await this.jobs.update(mine, { status: 'pending' });
      this.logger.log(`Job ${record.queue}/${record.name} ${record.id} rendu à la file (arrêt du processus)`);
      return;
    }
    const message = String((error as Error)?.message ?? error);
    const unavailable = isUnavailable(error);
    if (unavailable && attempt < this.maxAttempts) {
      this.logger.warn(`Job ${record.queue}/${record.name} ${record.id} interrompu (${message}) : nouvel essai`);
      await this.jobs.update(mine, { status: 'pending', error: message.slice(0, 1000) });
      // Dispatched once this run has left the queue (Bull and this process ignore an id they still hold).
      const retry = setTimeout(
        () => {
          if (this.closing) return;
          this.driver
            .requeue(record.queue, record.id)
            .catch((cause: Error) => this.logger.error(`Job ${record.id} not queued again: ${cause.message}`));
        },
        this.retryDelayMs * 2 ** (attempt - 1),
      );
      retry.unref();
      return;
    }
    this.logger.error(`Job ${record.queue}/${record.name} ${record.id} failed: ${message}`);
    const reason = unavailable ? fr.jobs.lost : fr.jobs.failed;
    await this.giveUp({ ...record, status: 'running' }, reason, attempt, unavailable ? reason : message);
  }
}

function waitFor(job: JobRecord): number {
  return job.status === 'pending' && job.runAt ? Math.max(0, job.runAt.getTime() - Date.now()) : 0;
}

function toView(record: JobRecord): JobView {
  const percent =
    record.total && record.total > 0 ? Math.min(100, Math.round((record.processed / record.total) * 100)) : null;
  return {
    id: record.id,
    queue: record.queue,
    name: record.name,
    status: record.status,
    processed: record.processed,
    total: record.total,
    percent: record.status === 'done' ? 100 : percent,
    result: record.result ?? null,
    error: record.error,
  };
}
