import Bull from 'bull';
import type { QueueDriver } from './queue.types.js';

/** Bull on Redis: jobs carry only the id of their database record. */
export class BullQueueDriver implements QueueDriver {
  readonly name = 'bull' as const;
  private readonly queues = new Map<string, Bull.Queue<{ jobId: string }>>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly concurrency = 1,
  ) {}

  private queue(name: string): Bull.Queue<{ jobId: string }> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Bull<{ jobId: string }>(name, this.redisUrl, { prefix: `${this.prefix}:bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  consume(queue: string, run: (jobId: string) => Promise<void>): void {
    void this.queue(queue).process(this.concurrency, async (job) => run(job.data.jobId));
  }

  async dispatch(queue: string, jobId: string, delayMs = 0): Promise<void> {
    await this.queue(queue).add(
      { jobId },
      { jobId, removeOnComplete: true, removeOnFail: 100, attempts: 1, ...(delayMs > 0 ? { delay: delayMs } : {}) },
    );
  }

  async ping(): Promise<boolean> {
    const [first] = this.queues.values();
    const probe = first ?? this.queue('health');
    try {
      return (await probe.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
