import type { QueueDriver, QueuedState } from './queue.types.js';

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
  /** What this process holds, like Bull's lists: a job dispatched twice runs once. */
  private readonly held = new Map<string, 'waiting' | 'delayed' | 'active'>();
  private closed = false;

  /** Jobs dispatched before their queue was consumed: they wait for it, as in Bull's lists. */
  private readonly early = new Map<string, string[]>();

  consume(queue: string, run: (jobId: string) => Promise<void>): void {
    this.runners.set(queue, run);
    const waiting = this.early.get(queue) ?? [];
    this.early.delete(queue);
    for (const jobId of waiting) this.plan(queue, jobId, 0);
  }

  async dispatch(queue: string, jobId: string, delayMs = 0): Promise<void> {
    if (this.held.has(jobId) || this.closed) return;
    this.plan(queue, jobId, delayMs);
  }

  private plan(queue: string, jobId: string, delayMs: number): void {
    if (delayMs > 0) {
      this.held.set(jobId, 'delayed');
      // Node's timers hold at most 2^31-1 ms (24.8 days): a longer wait is taken in steps.
      const step = Math.min(delayMs, 2_147_000_000);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.plan(queue, jobId, delayMs - step);
      }, step);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    if (this.closed) {
      this.held.delete(jobId); // stays pending in the database; picked up again at start-up
      return;
    }
    this.held.set(jobId, 'waiting');
    const run = this.runners.get(queue);
    if (!run) {
      const early = this.early.get(queue);
      if (early) early.push(jobId);
      else this.early.set(queue, [jobId]);
      return;
    }
    const previous = this.tails.get(queue) ?? Promise.resolve();
    const next = previous.then(
      () =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            this.held.set(jobId, 'active');
            run(jobId)
              .catch(() => undefined)
              .finally(() => {
                this.held.delete(jobId);
                resolve();
              });
          }),
        ),
    );
    this.tails.set(queue, next);
  }

  async state(_queue: string, jobId: string): Promise<QueuedState> {
    return this.held.get(jobId) ?? 'missing';
  }

  async requeue(queue: string, jobId: string, delayMs = 0): Promise<void> {
    await this.dispatch(queue, jobId, delayMs);
  }

  /** One process: the lock is always this one's. */
  async lock(): Promise<boolean> {
    return true;
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.early.clear();
    await Promise.all(this.tails.values());
  }
}
