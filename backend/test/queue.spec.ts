import { connect, createServer, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { BullQueueDriver } from '../src/core/queue/bull.driver.js';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { every } from '../src/core/queue/schedules.js';
import type { JobView } from '../src/core/queue/queue.types.js';
import { REDIS_OPTIONS } from '../src/core/redis/redis-options.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const waitFor = async (read: () => Promise<JobView | null>, done: (j: JobView) => boolean, timeoutMs = 10_000) => {
  const start = Date.now();
  for (;;) {
    const job = await read();
    if (job && done(job)) return job;
    if (Date.now() - start > timeoutMs) throw new Error(`Job not finished: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(targets())('queue on $name', (target) => {
  let t0: TestApp;
  let queue: QueueService;
  const seen: number[][] = [];

  beforeAll(async () => {
    t0 = await startApp(target);
    queue = t0.app.get(QueueService);
    queue.register<{ items: number[] }>('test-import', 'sum', async (job) => {
      let total = 0;
      for (const [i, value] of job.payload.items.entries()) {
        total += value;
        await job.progress(i + 1, job.payload.items.length);
      }
      seen.push(job.payload.items);
      return { total };
    });
    queue.register('test-import', 'explode', async () => {
      throw new Error('Ligne 3 illisible');
    });
  });
  afterAll(() => t0?.close());

  it('uses the driver of its configuration', () => {
    expect(queue.driver.name).toBe(target.name === 'mysql' ? 'bull' : 'in-process');
  });

  it('runs a job and records its progress and result in the database', async () => {
    const queued = await queue.enqueue('test-import', 'sum', { items: [1, 2, 3, 4] }, 42);
    expect(queued).toMatchObject({ status: 'pending', processed: 0, percent: null });
    const done = await waitFor(
      () => queue.find(queued.id),
      (j) => j.status === 'done',
    );
    expect(done).toMatchObject({ processed: 4, total: 4, percent: 100, result: { total: 10 }, error: null });
    expect(seen).toContainEqual([1, 2, 3, 4]);
  });

  it('runs jobs of one queue in order and records failures', async () => {
    const a = await queue.enqueue('test-import', 'sum', { items: [10] });
    const b = await queue.enqueue('test-import', 'explode', {});
    const c = await queue.enqueue('test-import', 'sum', { items: [20] });
    const failed = await waitFor(
      () => queue.find(b.id),
      (j) => j.status === 'failed',
    );
    expect(failed.error).toBe('Ligne 3 illisible');
    await waitFor(
      () => queue.find(c.id),
      (j) => j.status === 'done',
    );
    expect((await queue.find(a.id))!.status).toBe('done');
    expect(seen.slice(-2)).toEqual([[10], [20]]);
  });

  it('refuses a job nobody handles', async () => {
    await expect(queue.enqueue('test-import', 'inconnu', {})).rejects.toThrow('No handler');
    expect(await queue.find('00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('repeats a scheduled job, one occurrence pending at a time, even when planned twice at once', async () => {
    const runs: string[] = [];
    queue.register('test-repeat', 'tick', async (job) => {
      runs.push(job.id);
      if (runs.length === 2) throw new Error('Une exécution en échec ne coupe pas la série');
    });
    // Two plans racing for the same first occurrence: the unique key keeps one.
    const next = every(150);
    queue.schedule('test-repeat', 'tick', next);
    queue.schedule('test-repeat', 'tick', next);
    const start = Date.now();
    while (runs.length < 4 && Date.now() - start < 15_000) await new Promise((r) => setTimeout(r, 25));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(runs).size).toBe(runs.length);
    const records = await t0.app.get(DataSource).getRepository(JobRecord).findBy({ queue: 'test-repeat' });
    expect(records.filter((r) => r.status === 'pending' || r.status === 'running').length).toBeLessThanOrEqual(1);
    expect(records.filter((r) => r.status === 'failed')).toHaveLength(1);
    expect(records.every((r) => r.scheduleKey?.startsWith('test-repeat/tick@'))).toBe(true);
    // Between two runs the next occurrence is planned a moment after the last one ends.
    let planned: Date | null = null;
    for (let i = 0; i < 100 && !planned; i++) {
      planned = await queue.nextOccurrence('test-repeat', 'tick');
      if (!planned) await new Promise((r) => setTimeout(r, 10));
    }
    expect(planned).toBeInstanceOf(Date);
  });
});

/**
 * A way to Redis that lets its first connection through at once and holds the others' traffic
 * for `holdMs`: the queue's command connection is ready while its blocking one is still waiting.
 */
async function slowRedis(redisUrl: string, holdMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    const forward = () => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      sockets.add(upstream);
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
    };
    socket.on('error', () => undefined);
    if (count++ === 0) forward();
    else setTimeout(forward, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(targets().filter((t) => t.name === 'mysql'))('Bull on Redis ($name)', (target) => {
  it('stops cleanly while its blocking connection is still opening', async () => {
    const redis = await slowRedis(target.redisUrl!, 1_000);
    const errors: Error[] = [];
    const driver = new BullQueueDriver(redis.url, `troc-test-${runId()}`, REDIS_OPTIONS, (e) => errors.push(e));
    try {
      driver.consume('import', async () => {});
      // The command connection answers; the worker's blocking one is still held back.
      expect(await driver.state('import', 'none')).toBe('missing');
      // A rejection left unhandled by the stop fails this test (in production, it ended the process).
      await driver.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).toEqual([]);
    } finally {
      await redis.close();
    }
  });
});
