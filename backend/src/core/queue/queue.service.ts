import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { isUniqueViolation } from '../database/database.options.js';
import { JobRecord } from './job.entity.js';
import type { JobHandler, JobView, NextRun, QueueDriver } from './queue.types.js';

export const QUEUE_DRIVER = Symbol('QUEUE_DRIVER');

/**
 * The one queue interface of the application. Modules register handlers at start-up and
 * enqueue work; the job's record in the database carries payload, progress and outcome.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, Map<string, JobHandler<never>>>();
  private readonly schedules = new Map<string, { queue: string; name: string; next: NextRun }>();
  private bootstrapped = false;
  private closing = false;

  constructor(
    @InjectRepository(JobRecord) private readonly jobs: Repository<JobRecord>,
    @Inject(QUEUE_DRIVER) readonly driver: QueueDriver,
  ) {}

  /** Registers the handler of one kind of job; call it from a module's onModuleInit. */
  register<P>(queue: string, name: string, handler: JobHandler<P>): void {
    let byName = this.handlers.get(queue);
    if (!byName) {
      byName = new Map();
      this.handlers.set(queue, byName);
      this.driver.consume(queue, (jobId) => this.run(jobId));
    }
    byName.set(name, handler as JobHandler<never>);
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

  /** Jobs left pending by a stopped in-process worker are dispatched again at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    const queues = [...this.handlers.keys()];
    if (this.driver.name === 'in-process' && queues.length > 0) {
      const stale = await this.jobs.find({ where: { status: In(['pending', 'running']), queue: In(queues) } });
      for (const job of stale) await this.driver.dispatch(job.queue, job.id, this.waitFor(job));
    }
    this.bootstrapped = true;
    for (const { queue, name } of this.schedules.values()) await this.plan(queue, name);
  }

  /** Makes sure the next occurrence of a repeatable job is pending and dispatched. */
  private async plan(queue: string, name: string): Promise<void> {
    const schedule = this.schedules.get(`${queue}/${name}`);
    if (!schedule) return;
    try {
      const pending = await this.jobs.findOne({
        where: { queue, name, status: 'pending', scheduleKey: Not(IsNull()) },
      });
      if (pending) {
        // Bull ignores a job id it already holds: this only revives an occurrence Redis lost.
        if (this.driver.name === 'bull') await this.driver.dispatch(queue, pending.id, this.waitFor(pending));
        return;
      }
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
      await this.driver.dispatch(queue, record.id, this.waitFor(record));
    } catch (error) {
      if (isUniqueViolation(error)) return; // another process planned the same occurrence
      this.logger.error(`Job ${queue}/${name} could not be planned: ${(error as Error).message}`);
    }
  }

  private waitFor(job: JobRecord): number {
    return job.status === 'pending' && job.runAt ? Math.max(0, job.runAt.getTime() - Date.now()) : 0;
  }

  /** Before the database closes: running jobs finish their writes, waiting ones stay pending. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.driver.close();
  }

  private async run(jobId: string): Promise<void> {
    const record = await this.jobs.findOneBy({ id: jobId });
    if (!record || record.status === 'done' || record.status === 'failed') return;
    const handler = this.handlers.get(record.queue)?.get(record.name);
    if (!handler) {
      await this.jobs.update(jobId, { status: 'failed', error: `Unknown job ${record.name}`, finishedAt: new Date() });
      return;
    }
    await this.jobs.update(jobId, { status: 'running', startedAt: new Date() });
    try {
      const result = await handler({
        id: record.id,
        name: record.name,
        payload: record.payload as never,
        progress: async (processed, total) => {
          await this.jobs.update(jobId, total === undefined ? { processed } : { processed, total });
        },
      });
      await this.jobs.update(jobId, { status: 'done', result: (result ?? null) as never, finishedAt: new Date() });
    } catch (error) {
      this.logger.error(`Job ${record.queue}/${record.name} ${jobId} failed: ${(error as Error).message}`);
      await this.jobs
        .update(jobId, {
          status: 'failed',
          error: String((error as Error).message ?? error).slice(0, 1000),
          finishedAt: new Date(),
        })
        .catch((cause: Error) => this.logger.error(`Job ${jobId} could not be marked failed: ${cause.message}`));
    } finally {
      if (record.scheduleKey && !this.closing) await this.plan(record.queue, record.name);
    }
  }
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
