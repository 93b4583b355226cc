import type { QueueDriver } from './queue.types.js';

/** Runs jobs in this process, one at a time per queue, in order: the embedded mode needs no Redis. */
export class InProcessQueueDriver implements QueueDriver {
  readonly name = 'in-process' as const;
  private readonly runners = new Map<string, (jobId: string) => Promise<void>>();
  private readonly tails = new Map<string, Promise<void>>();
  private closed = false;

  consume(queue: string, run: (jobId: string) => Promise<void>): void {
    this.runners.set(queue, run);
  }

  async dispatch(queue: string, jobId: string): Promise<void> {
    const run = this.runners.get(queue);
    if (!run || this.closed) return; // stays pending in the database; picked up again at start-up
    const previous = this.tails.get(queue) ?? Promise.resolve();
    const next = previous.then(() => new Promise<void>((resolve) => setImmediate(() => run(jobId).finally(resolve))));
    this.tails.set(queue, next);
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.tails.values());
  }
}
