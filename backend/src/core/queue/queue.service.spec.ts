import { fr } from '@troc/shared';
import { jobTable, queueDriver } from '../../../test/support/job-table.js';
import type { JobRecord } from './job.entity.js';
import { QueueService } from './queue.service.js';
import type { RunningJob } from './queue.types.js';
import { every } from './schedules.js';

// The queue over the job table and the driver held in memory (test/support/job-table.ts): a run and
// its attempts, faults, the hand-back at stop, giving up, requeueing and the repeatable jobs.
// How Bull or this process carries a job (bull.driver.ts, in-process.driver.ts) is plumbing, not here.
const MAX_ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const down = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

function world(rows: Partial<JobRecord>[] = [], { opened = true } = {}) {
  const table = jobTable(rows);
  const driver = queueDriver();
  const config = { jobs: { maxAttempts: MAX_ATTEMPTS, reconcileSeconds: 0 }, shutdownGraceSeconds: 0.2 };
  const queue = new QueueService(...([table, driver, config] as never as ConstructorParameters<typeof QueueService>));
  queue.retryDelayMs = 1;
  if (opened) queue.open();
  const told: [unknown, string][] = [];
  const giveUp = async (payload: unknown, reason: string) => void told.push([payload, reason]);
  return { queue, table, driver, told, giveUp };
}

describe('queueing a job', () => {
  it('refuses a job nobody handles, recording nothing', async () => {
    const { queue, table, driver } = world();
    queue.register('import', 'run', async () => undefined);
    await expect(queue.enqueue('import', 'inconnu', {})).rejects.toThrow('No handler for job import/inconnu');
    await expect(queue.enqueue('autre', 'run', {})).rejects.toThrow('No handler');
    expect([table.rows, driver.dispatched]).toEqual([[], []]);
  });

  it('records a pending row with its payload and owner, dispatched at once or after its delay', async () => {
    const { queue, table, driver } = world();
    queue.register('tracker', 'expire', async () => undefined);
    const now = await queue.enqueue('tracker', 'expire', { trackerId: 4 }, 7);
    expect(now).toMatchObject({ queue: 'tracker', name: 'expire', status: 'pending', processed: 0, percent: null });
    expect(table.row(now.id)).toMatchObject({ payload: { trackerId: 4 }, userId: 7, runAt: null, attempts: 0 });
    const before = Date.now();
    const later = await queue.enqueue('tracker', 'expire', { trackerId: 5 }, null, { delayMs: 60_000 });
    expect(table.row(later.id).runAt!.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(driver.dispatched).toEqual([
      ['tracker', now.id, 0],
      ['tracker', later.id, 60_000],
    ]);
  });
});

describe('queueing a job claimed on its row', () => {
  it('dispatches the job once its claim is won; a lost claim leaves no job and dispatches nothing', async () => {
    const { queue, table, driver } = world();
    queue.register('import', 'run', async () => undefined);
    const claimed: string[] = [];
    const won = await queue.enqueueClaimed('import', 'run', { importId: 'a' }, 3, async (id) => {
      // The row is claimed with the job already recorded, before it can run.
      expect(table.row(id)).toMatchObject({ status: 'pending', payload: { importId: 'a' } });
      claimed.push(id);
      return true;
    });
    expect(won).toMatchObject({ id: claimed[0], status: 'pending' });
    const lost = await queue.enqueueClaimed('import', 'run', { importId: 'a' }, 3, async () => false);
    expect(lost).toBeNull();
    expect(table.rows.map((r) => r.id)).toEqual(claimed);
    expect(driver.dispatched).toEqual([['import', claimed[0], 0]]);
  });
});

describe('taking jobs', () => {
  it('takes none before the application has started, then every registered queue', async () => {
    const { queue, driver } = world([], { opened: false });
    queue.register('import', 'run', async () => undefined);
    queue.register('export', 'write', async () => undefined);
    await queue.enqueue('import', 'run', {});
    expect(driver.consumed).toEqual([]);
    queue.open();
    queue.open();
    queue.register('tracker', 'expire', async () => undefined);
    expect(driver.consumed).toEqual(['import', 'export', 'tracker']);
  });
});

describe('a run', () => {
  it('counts an attempt, records the progress and ends done with the result; a finished job never runs again', async () => {
    const { queue, table, driver } = world();
    const seen: RunningJob<{ items: number[] }>[] = [];
    queue.register<{ items: number[] }>('import', 'sum', async (job) => {
      seen.push(job);
      await job.progress(1, 4);
      expect(table.row(job.id)).toMatchObject({ status: 'running', attempts: 1, processed: 1, total: 4 });
      await job.progress(3);
      return { total: 10 };
    });
    const { id } = await queue.enqueue('import', 'sum', { items: [1, 2, 3, 4] });
    await driver.run('import', id);
    expect(seen.map((job) => [job.id, job.name, job.payload])).toEqual([[id, 'sum', { items: [1, 2, 3, 4] }]]);
    expect(await queue.find(id)).toMatchObject({
      status: 'done',
      processed: 3,
      total: 4,
      // Done reads 100 % whatever the last progress said.
      percent: 100,
      result: { total: 10 },
    });
    expect(table.row(id).attempts).toBe(1);
    await driver.run('import', id);
    expect(seen).toHaveLength(1);
  });

  it('fails a job whose handler throws, with its message, and tells its module « échoué »', async () => {
    const { queue, table, driver, told, giveUp } = world();
    queue.register('export', 'write', async () => Promise.reject(new Error('Ligne 3 illisible')), giveUp);
    const { id } = await queue.enqueue('export', 'write', { exportId: 'e1' });
    await driver.run('export', id);
    expect(table.row(id)).toMatchObject({ status: 'failed', error: 'Ligne 3 illisible', attempts: 1 });
    expect(told).toEqual([[{ exportId: 'e1' }, fr.jobs.failed]]);
  });

  it('keeps a job the database interrupted pending and queues it again; at its last attempt it is lost', async () => {
    const { queue, table, driver, told, giveUp } = world();
    queue.register('import', 'run', async () => Promise.reject(down()), giveUp);
    const { id } = await queue.enqueue('import', 'run', { importId: 'i1' });
    await driver.run('import', id);
    expect(table.row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'connect ECONNREFUSED 127.0.0.1:3306',
    });
    await sleep(20);
    expect(driver.requeued).toEqual([['import', id, 0]]);
    expect(told).toEqual([]);
    await driver.run('import', id);
    await driver.run('import', id);
    expect(table.row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, error: fr.jobs.lost });
    expect(told).toEqual([[{ importId: 'i1' }, fr.jobs.lost]]);
  });

  it('gives up without running a job past its attempts, and one of a name nobody handles', async () => {
    const { queue, table, driver, told, giveUp } = world([
      {
        id: 'usé',
        queue: 'import',
        name: 'run',
        status: 'running',
        attempts: MAX_ATTEMPTS,
        payload: { importId: 'i1' },
      },
      { id: 'orphelin', queue: 'import', name: 'ancien', status: 'pending', payload: {} },
    ]);
    const runs: string[] = [];
    queue.register('import', 'run', async (job) => void runs.push(job.id), giveUp);
    await driver.run('import', 'usé');
    await driver.run('import', 'orphelin');
    expect(runs).toEqual([]);
    expect(table.row('usé')).toMatchObject({ status: 'failed', error: fr.jobs.lost, attempts: MAX_ATTEMPTS });
    expect(told).toEqual([[{ importId: 'i1' }, fr.jobs.lost]]);
    expect(table.row('orphelin')).toMatchObject({ status: 'failed', error: 'Unknown job ancien' });
  });

  it('lets a worker taken for dead write nothing once its attempt is no longer the row’s', async () => {
    const { queue, table, driver } = world();
    let release!: () => void;
    queue.register('import', 'run', async (job) => {
      await new Promise<void>((resolve) => (release = resolve));
      await job.progress(9, 10);
      return 'fini';
    });
    const { id } = await queue.enqueue('import', 'run', {});
    const dying = driver.run('import', id);
    await sleep(5);
    // Its successor claimed the job meanwhile.
    Object.assign(table.row(id), { attempts: 2, processed: 3 });
    release();
    await dying;
    expect(table.row(id)).toMatchObject({ status: 'running', attempts: 2, processed: 3, result: null });
  });
});

describe('stopping the process', () => {
  it('has a running job hand itself back, pending, and starts nothing new; the driver closes once it is done', async () => {
    const { queue, table, driver, told, giveUp } = world();
    let atLine!: () => void;
    const line = new Promise<void>((resolve) => (atLine = resolve));
    const runs: string[] = [];
    queue.register(
      'import',
      'run',
      async (job) => {
        runs.push(job.id);
        await line;
        if (job.stopping) job.handBack();
        return 'fini';
      },
      giveUp,
    );
    const first = await queue.enqueue('import', 'run', {});
    const second = await queue.enqueue('import', 'run', {});
    const running = driver.run('import', first.id);
    await sleep(5);
    const stopped = queue.beforeApplicationShutdown();
    const refused = driver.run('import', second.id);
    await sleep(5);
    expect(driver.closed).toBe(false);
    atLine();
    await Promise.all([running, refused, stopped]);
    expect(driver.closed).toBe(true);
    expect(runs).toEqual([first.id]);
    expect(table.row(first.id)).toMatchObject({ status: 'pending', attempts: 1, error: null });
    expect(table.row(second.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(told).toEqual([]);
  });

  it('closes after the grace delay when a run does not end', async () => {
    const { queue, driver } = world();
    queue.register('import', 'run', () => new Promise(() => undefined));
    const { id } = await queue.enqueue('import', 'run', {});
    void driver.run('import', id);
    await sleep(5);
    await queue.beforeApplicationShutdown();
    expect(driver.closed).toBe(true);
  });
});

describe('giving up and requeueing', () => {
  it('gives a job up once, whoever calls, with the detail on the row and the reason to its module', async () => {
    const { queue, table, told, giveUp } = world([
      { id: 'j1', queue: 'import', name: 'run', status: 'running', attempts: 2, payload: { importId: 'i1' } },
    ]);
    queue.register('import', 'run', async () => undefined, giveUp);
    const record = { ...table.row('j1') };
    await queue.giveUp(record, fr.jobs.failed, 2, 'Timeout');
    await queue.giveUp(record, fr.jobs.lost);
    expect(table.row('j1')).toMatchObject({ status: 'failed', error: 'Timeout' });
    expect(told).toEqual([[{ importId: 'i1' }, fr.jobs.failed]]);
  });

  it('puts a running job back to pending and dispatches it again, a timer for what is left of its delay', async () => {
    const runAt = new Date(Date.now() + 30_000);
    const { queue, table, driver } = world([
      { id: 'running', queue: 'import', name: 'run', status: 'running', attempts: 1 },
      { id: 'timer', queue: 'tracker', name: 'expire', status: 'pending', runAt },
    ]);
    expect(await queue.requeue({ ...table.row('running') })).toBe(true);
    expect(await queue.requeue({ ...table.row('timer') })).toBe(true);
    expect(table.row('running').status).toBe('pending');
    expect(driver.requeued.map(([q, id]) => [q, id])).toEqual([
      ['import', 'running'],
      ['tracker', 'timer'],
    ]);
    expect(driver.requeued[0]![2]).toBe(0);
    expect(driver.requeued[1]![2]).toBeGreaterThan(29_000);
    expect(driver.requeued[1]![2]).toBeLessThanOrEqual(30_000);
  });

  it('leaves a job that moved on since it was read: no requeue', async () => {
    const { queue, table, driver } = world([
      { id: 'j1', queue: 'import', name: 'run', status: 'running', attempts: 1 },
    ]);
    const read = { ...table.row('j1') };
    table.row('j1').attempts = 2;
    expect(await queue.requeue(read)).toBe(false);
    expect([table.row('j1').status, driver.requeued]).toEqual(['running', []]);
  });
});

describe('repeatable jobs', () => {
  /** Each call a later hour: two plans never share an occurrence by chance. */
  const hourly = () => {
    let hours = 0;
    return () => new Date(Date.UTC(2030, 0, 1, ++hours));
  };
  const scheduled = (table: ReturnType<typeof jobTable>) => table.rows.filter((row) => row.scheduleKey !== null);

  it('refuses a schedule without handler, and plans nothing before start-up', () => {
    const { queue, table } = world();
    expect(() => queue.schedule('export', 'clean', every(1000))).toThrow('No handler for job export/clean');
    queue.register('export', 'clean', async () => undefined);
    queue.schedule('export', 'clean', every(1000));
    expect(table.rows).toEqual([]);
  });

  it('plans one pending occurrence at start-up, under its key, and no second while it waits', async () => {
    const { queue, table, driver } = world();
    queue.register('export', 'clean', async () => undefined);
    queue.schedule('export', 'clean', hourly());
    await queue.onApplicationBootstrap();
    await queue.planAll();
    const [occurrence] = scheduled(table);
    expect(scheduled(table)).toHaveLength(1);
    expect(occurrence).toMatchObject({ status: 'pending', payload: {}, userId: null });
    expect(occurrence!.runAt).toEqual(new Date(Date.UTC(2030, 0, 1, 1)));
    expect(occurrence!.scheduleKey).toBe(`export/clean@${occurrence!.runAt!.toISOString()}`);
    expect(driver.dispatched).toHaveLength(1);
    // Dispatched to wait until its time.
    expect(occurrence!.runAt!.getTime() - Date.now() - driver.dispatched[0]![2]).toBeLessThan(1000);
    expect(await queue.nextOccurrence('export', 'clean')).toEqual(occurrence!.runAt);
  });

  it('plans the next occurrence once a run ends, whether it succeeded or failed', async () => {
    const { queue, table, driver } = world();
    let runs = 0;
    queue.register('export', 'clean', async () => {
      if ((runs += 1) === 1) throw new Error('disque plein');
    });
    queue.schedule('export', 'clean', hourly());
    await queue.onApplicationBootstrap();
    const pending = () => scheduled(table).filter((row) => row.status === 'pending');
    const [first] = pending();
    await driver.run('export', first!.id);
    expect(table.row(first!.id)).toMatchObject({ status: 'failed', error: 'disque plein' });
    const [second] = pending();
    expect(second!.runAt).toEqual(new Date(Date.UTC(2030, 0, 1, 2)));
    await driver.run('export', second!.id);
    expect(table.row(second!.id).status).toBe('done');
    expect(pending().map((row) => row.runAt)).toEqual([new Date(Date.UTC(2030, 0, 1, 3))]);
  });

  it('plans the next occurrence of a repeatable job given up outside a run (by the reconciler)', async () => {
    const { queue, table } = world();
    queue.register('export', 'clean', async () => undefined);
    queue.schedule('export', 'clean', hourly());
    await queue.onApplicationBootstrap();
    const [lost] = scheduled(table);
    await queue.giveUp({ ...lost! }, fr.jobs.lost);
    expect(table.row(lost!.id)).toMatchObject({ status: 'failed', error: fr.jobs.lost });
    const pending = scheduled(table).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.runAt)).toEqual([new Date(Date.UTC(2030, 0, 1, 2))]);
  });

  it('takes an occurrence another process recorded first as planned, and plans nothing once stopping', async () => {
    const next = () => new Date('2030-01-01T00:00:00Z');
    const { queue, table, driver } = world([
      {
        id: 'autre',
        queue: 'export',
        name: 'clean',
        status: 'done',
        scheduleKey: `export/clean@${next().toISOString()}`,
      },
    ]);
    queue.register('export', 'clean', async () => undefined);
    queue.schedule('export', 'clean', next);
    await queue.onApplicationBootstrap();
    expect([table.rows.length, driver.dispatched]).toEqual([1, []]);
    const stopping = world();
    stopping.queue.register('export', 'clean', async () => undefined);
    stopping.queue.schedule('export', 'clean', every(1000));
    stopping.queue.stop();
    await stopping.queue.onApplicationBootstrap();
    expect(stopping.table.rows).toEqual([]);
  });
});
