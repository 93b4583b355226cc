import type { QueueDriver } from './queue.types.js';

/**
 * Runs jobs in this process, one at a time per queue, in order: the embedded mode needs no Redis.
 * A delayed job waits on a timer; its row stays pending, so a restart dispatches it again
 * with what is left of its delay.
 */
export class InProcessQueueDriver implements QueueDriver {
  readonly name = 'in-process' as const;
  private readonly runners = new Map<string, (jobId: string) => Promise<void>>();
  private readonly tails = new Map<string, Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  consume(queue: string, run: (jobId: string) => Promise<void>): void {
    this.runners.set(queue, run);
  }

  async dispatch(queue: string, jobId: string, delayMs = 0): Promise<void> {
    if (delayMs > 0) {
      // Node's timers hold at most 2^31-1 ms (24.8 days): a longer wait is taken in steps.
      const step = Math.min(delayMs, 2_147_000_000);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.dispatch(queue, jobId, delayMs - step);
      }, step);
      timer.unref();
      this.timers.add(timer);
      return;
    }
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
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.tails.values());
  }
}
