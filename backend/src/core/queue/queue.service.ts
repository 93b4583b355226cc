import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import { JobRecord } from './job.entity.js';
import type { JobHandler, JobView, QueueDriver } from './queue.types.js';

export const QUEUE_DRIVER = Symbol('QUEUE_DRIVER');

/**
 * The one queue interface of the application. Modules register handlers at start-up and
 * enqueue work; the job's record in the database carries payload, progress and outcome.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, Map<string, JobHandler<never>>>();

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

  async find(id: string): Promise<JobView | null> {
    const record = await this.jobs.findOneBy({ id });
    return record ? toView(record) : null;
  }

  /** Jobs left pending by a stopped in-process worker are dispatched again at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.driver.name !== 'in-process') return;
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return;
    const stale = await this.jobs.find({ where: { status: In(['pending', 'running']), queue: In(queues) } });
    for (const job of stale) {
      const wait = job.status === 'pending' && job.runAt ? job.runAt.getTime() - Date.now() : 0;
      await this.driver.dispatch(job.queue, job.id, Math.max(0, wait));
    }
  }

  /** Before the database closes: running jobs finish their writes, waiting ones stay pending. */
  async beforeApplicationShutdown(): Promise<void> {
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
