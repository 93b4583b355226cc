import Bull from 'bull';
import { Redis, type RedisOptions } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { BoundedRedis } from '../redis/bounded-redis.js';
import { withTimeout } from '../redis/redis-options.js';
import type { QueueDriver, QueuedState } from './queue.types.js';

/** Bull on Redis: jobs carry only the id of their database record. */
export class BullQueueDriver implements QueueDriver {
  readonly name = 'bull' as const;
  private readonly queues = new Map<string, Bull.Queue<{ jobId: string }>>();
  private readonly token = randomUUID();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly clientOptions: RedisOptions,
    private readonly onError: (error: Error) => void,
    private readonly concurrency = 1,
  ) {}

  private queue(name: string): Bull.Queue<{ jobId: string }> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Bull<{ jobId: string }>(name, {
        prefix: `${this.prefix}:bull`,
        // The command connection fails fast while Redis is away; the blocking ones (BRPOPLPUSH for
        // seconds, the subscriber) have no command timeout and wait for it, as Bull requires.
        createClient: (type) => {
          if (type === 'client') return new BoundedRedis(this.redisUrl, this.clientOptions);
          const { commandTimeout: _unbounded, ...blocking } = this.clientOptions;
          return new Redis(this.redisUrl, { ...blocking, maxRetriesPerRequest: null, enableReadyCheck: false });
        },
      });
      queue.on('error', this.onError);
      // Bull names its blocking connection (CLIENT SETNAME) when a worker starts without waiting
      // for the answer: a queue closed while that connection is still opening (a stop right after
      // start-up) would leave the rejection unhandled, and the process would end on it.
      const setWorkerName = queue.setWorkerName.bind(queue);
      queue.setWorkerName = () =>
        setWorkerName().catch((error: Error) => {
          if (error.message !== 'Connection is closed.') this.onError(error);
        });
      this.queues.set(name, queue);
    }
    return queue;
  }

  consume(queue: string, run: (jobId: string) => Promise<void>): void {
    this.queue(queue)
      .process(this.concurrency, async (job) => run(job.data.jobId))
      .catch(this.onError);
  }

  async dispatch(queue: string, jobId: string, delayMs = 0): Promise<void> {
    await this.queue(queue).add(
      { jobId },
      { jobId, removeOnComplete: true, removeOnFail: 100, attempts: 1, ...(delayMs > 0 ? { delay: delayMs } : {}) },
    );
  }

  async state(queue: string, jobId: string): Promise<QueuedState> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job) return 'missing';
    const state = await job.getState();
    // A live worker renews its lock every 15 s; without one, the worker died with the job.
    if (state === 'active' && !(await this.queue(queue).client.exists(job.lockKey()))) return 'orphaned';
    return state === 'stuck' || state === 'paused' ? 'waiting' : state;
  }

  async requeue(queue: string, jobId: string, delayMs = 0): Promise<void> {
    // Bull ignores an id it still holds: a failed, finished or orphaned entry gives way first
    // (Bull's remove takes the job's lock, so it refuses while a worker still holds it).
    const job = await this.queue(queue).getJob(jobId);
    if (job && ['failed', 'completed', 'orphaned'].includes(await this.state(queue, jobId))) await job.remove();
    await this.dispatch(queue, jobId, delayMs);
  }

  async lock(name: string, ttlMs: number): Promise<boolean> {
    const key = `${this.prefix}:lock:${name}`;
    const client = this.queue('health').client;
    if ((await client.set(key, this.token, 'PX', ttlMs, 'NX')) === 'OK') return true;
    // Held by this process already (a longer round than the period): extended.
    return (await client.get(key)) === this.token && (await client.pexpire(key, ttlMs)) === 1;
  }

  async ping(timeoutMs = 500): Promise<boolean> {
    const [first] = this.queues.values();
    const probe = first ?? this.queue('health');
    return withTimeout(probe.client.ping(), timeoutMs)
      .then((pong) => pong === 'PONG')
      .catch(() => false);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
