import Bull from 'bull';
import { Redis } from 'ioredis';
import mysql from 'mysql2';
import request from 'supertest';
import { API, fr, withLocale } from '@troc/shared';
import { DataSource, In } from 'typeorm';
import { JobReconciler } from '../src/core/queue/job-reconciler.js';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { DataExport } from '../src/modules/export/entities/data-export.entity.js';
import { DataImport } from '../src/modules/import/entities/data-import.entity.js';
import { ImportService } from '../src/modules/import/import.service.js';
import { MassAction } from '../src/modules/mass-action/entities/mass-action.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { TRACKER_QUEUE } from '../src/modules/tracker/tracker-timers.js';
import { importPictures, importView, startImport, until } from './support/import-world.js';
import { createWorld, manageFor, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every query of the application fails as if the database server were down, until stopped: those
 * of TypeORM's query runners and, on MySQL, any other connection (the health check's own probe).
 */
function databaseOutage(ds: DataSource) {
  const runner = ds.createQueryRunner();
  const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  void runner.release();
  const original = proto.query;
  const connections = mysql.Connection.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const originalConnection = connections.query;
  let down = false;
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!down) return original.apply(this, args);
    return Promise.reject(refused());
  };
  connections.query = function (this: unknown, ...args: unknown[]) {
    if (!down) return originalConnection.apply(this, args);
    const callback = [...args].reverse().find((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
    if (callback) setImmediate(() => callback(refused()));
    return undefined;
  };
  return {
    start: () => (down = true),
    stop: () => (down = false),
    restore: () => {
      proto.query = original;
      connections.query = originalConnection;
    },
  };
}

describe.each(targets())('every job reaches an end ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let owner: Client;
  let colleague: Client;
  let pictures: Buffer;
  const ds = () => t0.app.get(DataSource);
  // Redis's own scenarios exist only where the queue is Bull (the MariaDB target): nothing to skip elsewhere.
  const onBull = (name: string, fn: jest.ProvidesCallback, timeout?: number): void => {
    if (target.name === 'mysql') it(name, fn, timeout);
  };

  /** The listings an import made, by name: each line's exactly once. */
  async function listingsOf(prefix: string): Promise<{ total: number; distinct: number }> {
    const names = (await ds().getRepository(Troc).findBy({}))
      .map((t) => t.name ?? '')
      .filter((n) => n.startsWith(`${prefix} n°`));
    return { total: names.length, distinct: new Set(names).size };
  }

  const ended = (id: string) =>
    until(
      () => importView(owner, id),
      (d) => d.importStatus.name === 'Terminated' || d.importStatus.name === 'Error',
    );

  /** Blocks the import's worker after line `at` was applied, as a process that died there; `kill` ends it. */
  function freezeAt(at: number) {
    const service = t0.app.get(ImportService);
    let kill!: () => void;
    let frozen = false;
    const gate = new Promise<void>((_, reject) => (kill = () => reject(new Error('processus tué'))));
    gate.catch(() => undefined);
    service.hooks.afterApply = async (processed) => {
      if (processed !== at) return;
      frozen = true;
      await gate;
    };
    return { kill, frozen: () => frozen, thaw: () => delete service.hooks.afterApply };
  }

  /** What Bull does to a job whose worker was killed twice: failed, « job stalled more than allowable limit ». */
  async function bullGaveUp(queue: string, jobId: string): Promise<void> {
    const bull = new Bull(queue, t0.config.redis!.url, { prefix: `${t0.config.redis!.prefix}:bull` });
    try {
      const job = await bull.getJob(jobId);
      await job!.moveToFailed({ message: 'job stalled more than allowable limit' }, true);
      expect(await job!.getState()).toBe('failed');
      // A dead worker renews no lock: it runs out (here at once).
      await bull.client.del(`${t0.config.redis!.prefix}:bull:${queue}:${jobId}:lock`);
    } finally {
      await bull.close();
    }
  }

  beforeAll(async () => {
    t0 = await startApp(target);
    t0.app.get(QueueService).retryDelayMs = 50;
    world = await createWorld(t0);
    owner = await world.as('owner');
    // Signed in before a second process shares this one (passport's strategies are process-wide).
    colleague = await world.as('colleague');
    pictures = await importPictures();
  });
  afterAll(() => t0?.close());

  it('killed twice mid-import: the next process resumes it and every line is accounted for once', async () => {
    const frozen = freezeAt(12);
    const id = await startImport(owner, 'Tabouret', 40, pictures);
    await until(async () => frozen.frozen(), Boolean);
    const { jobId } = await ds().getRepository(DataImport).findOneByOrFail({ id });
    // Two runs died: the row still says running, the queue has given the job up (or lost it).
    await ds().getRepository(JobRecord).update({ id: jobId! }, { attempts: 2 });
    if (target.name === 'mysql') await bullGaveUp('import', jobId!);
    frozen.thaw();

    const next = await startApp(target, {}, { sameAs: t0 });
    try {
      const done = await ended(id);
      expect(done).toMatchObject({ importStatus: { name: 'Terminated' }, nbLines: 40, nbLinesProcessed: 40 });
      expect(done.nbSuccessLines + done.nbToCompleteLines + done.nbErrorLines).toBe(40);
      expect(await listingsOf('Tabouret')).toEqual({ total: 40, distinct: 40 });
    } finally {
      frozen.kill();
      await next.close();
    }
    // The dead worker's last words change nothing: its attempt is not the row's any more.
    await sleep(200);
    expect(await ds().getRepository(JobRecord).findOneByOrFail({ id: jobId! })).toMatchObject({
      status: 'done',
      attempts: 3,
    });
    expect(await listingsOf('Tabouret')).toEqual({ total: 40, distinct: 40 });
  }, 120_000);

  it('lost more times than allowed: failed visibly with a French reason, then deletable', async () => {
    const frozen = freezeAt(5);
    const id = await startImport(owner, 'Guéridon', 20, pictures);
    await until(async () => frozen.frozen(), Boolean);
    const { jobId } = await ds().getRepository(DataImport).findOneByOrFail({ id });
    await ds().getRepository(JobRecord).update({ id: jobId! }, { attempts: t0.config.jobs.maxAttempts });
    if (target.name === 'mysql') await bullGaveUp('import', jobId!);
    frozen.thaw();

    const next = await startApp(target, {}, { sameAs: t0 });
    try {
      const done = await ended(id);
      expect(done).toMatchObject({ importStatus: { name: 'Error' }, message: fr.jobs.lost, nbLinesProcessed: 4 });
      expect((await ds().getRepository(JobRecord).findOneByOrFail({ id: jobId! })).status).toBe('failed');
    } finally {
      frozen.kill();
      await next.close();
    }
    await owner.post(`/fr/api/import/delete/${id}/`).expect(200);
  }, 120_000);

  it('database down during an import, then back: resumed where it stopped, every line once', async () => {
    const outage = databaseOutage(ds());
    const service = t0.app.get(ImportService);
    service.hooks.afterApply = (processed) => {
      if (processed === 12) outage.start();
    };
    try {
      const id = await startImport(owner, 'Banquette', 40, pictures);
      const { jobId } = await until(
        () => ds().getRepository(DataImport).findOneByOrFail({ id }),
        (r) => r.nbLinesProcessed >= 3,
      );
      const queue = t0.app.get(QueueService);
      // The run broke at line 12 and could not even write that it failed.
      await until(
        () => queue.driver.state('import', jobId!),
        (state) => state === 'missing' || state === 'completed',
      );
      const started = Date.now();
      // As the load balancer asks: no session.
      const health = await request(t0.app.getHttpServer()).get('/fr/api/health').expect(503);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(health.body.database.ok).toBe(false);
      delete service.hooks.afterApply;
      outage.stop();

      expect(await ds().getRepository(JobRecord).findOneByOrFail({ id: jobId! })).toMatchObject({ status: 'running' });
      expect((await importView(owner, id)).importStatus.name).toBe('Pending');
      expect((await t0.app.get(JobReconciler).reconcile()).requeued).toBeGreaterThanOrEqual(1);
      const done = await ended(id);
      expect(done).toMatchObject({ importStatus: { name: 'Terminated' }, nbLines: 40, nbLinesProcessed: 40 });
      expect(await listingsOf('Banquette')).toEqual({ total: 40, distinct: 40 });
    } finally {
      delete service.hooks.afterApply;
      outage.restore();
    }
  }, 120_000);

  it('a stuck import is cancelled by its owner from its page, then deleted', async () => {
    const frozen = freezeAt(3);
    const id = await startImport(owner, 'Pouf', 10, pictures);
    await until(async () => frozen.frozen(), Boolean);
    await owner.post(`/fr/api/import/delete/${id}/`).expect(409);
    const cancelled = await owner.post(`/fr/api/import/cancel/${id}/`).expect(200);
    expect(cancelled.body).toMatchObject({
      message: fr.jobs.cancelled,
      data: { importStatus: { name: 'Error' }, message: fr.jobs.cancelled, nbLinesProcessed: 2 },
    });
    frozen.thaw();
    frozen.kill();
    await owner.post(`/fr/api/import/cancel/${id}/`).expect(409);
    await owner.post(`/fr/api/import/delete/${id}/`).expect(200);
    await colleague.post(`/fr/api/import/cancel/${id}/`).expect(404);
  }, 120_000);

  it('a stuck export is cancelled and no longer counts; failed exports are cleaned like the others', async () => {
    const exports = ds().getRepository(DataExport);
    const base = { kind: 'troc-mine', format: 'xlsx' as const, userId: world.users.owner.id, filters: {} };
    const stuck = await Promise.all(
      [1, 2, 3].map(async (n) =>
        exports.save(
          exports.create({
            ...base,
            id: `00000000-0000-4000-8000-00000000000${n}`,
            organisationId: world.users.owner.organisationId,
            actor: { id: world.users.owner.id } as never,
            status: 'pending',
          }),
        ),
      ),
    );
    const refused = await owner.post(withLocale(API.exportStart('troc-mine')), { format: 'xlsx', filters: {} });
    expect(refused.status).toBe(409);
    await owner.post(`/fr/api/export/cancel/${stuck[0]!.id}/`).expect(200);
    const poll = await owner.post(withLocale(API.exportPending(stuck[0]!.id)));
    expect(poll.status).toBe(422);
    expect(poll.body.message).toBe(fr.jobs.cancelled);
    const fresh = await owner
      .post(withLocale(API.exportStart('troc-mine')), { format: 'xlsx', filters: {} })
      .expect(202);
    await until(
      () => exports.findOneByOrFail({ id: fresh.body.data.id }),
      (e) => e.status === 'done',
    );
    await exports.update({ id: In(stuck.slice(1).map((s) => s.id)) }, { status: 'failed', finishedAt: new Date() });
    const { ExportService } = await import('../src/modules/export/export.service.js');
    const later = new Date(Date.now() + (t0.config.exportRetentionHours + 1) * 3600 * 1000);
    await t0.app.get(ExportService).clean(later);
    expect(await exports.countBy({ id: In(stuck.map((s) => s.id)) })).toBe(0);
  }, 120_000);

  onBull(
    'Redis restarted empty with jobs waiting and timers delayed: each one runs once',
    async () => {
      const prefix = t0.config.redis!.prefix;
      const queues = ['import', 'mass-action', 'export', TRACKER_QUEUE].map(
        (name) => new Bull(name, t0.config.redis!.url, { prefix: `${prefix}:bull` }),
      );
      const redis = new Redis(t0.config.redis!.url);
      try {
        await Promise.all(queues.map((q) => q.pause())); // nothing runs: the jobs wait in Redis
        const ids: number[] = [];
        for (const n of [1, 2, 3]) {
          const { slug, id } = (await owner.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
          await owner.post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(world.users.owner)).expect(200);
          await ds()
            .getRepository(Troc)
            .update({ id }, { name: `Étagère ${n}` });
          ids.push(id as number);
        }
        const mass = (
          await owner
            .post('/fr/api/mass-action/troc/edit/', { form: { selection: ids.join(','), swapType: 'Pret' } })
            .expect(202)
        ).body.data.id as string;
        const importId = await startImport(owner, 'Desserte', 15, pictures);
        const exportIds: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          const res = await owner.post(withLocale(API.exportStart('troc-mine')), { format: 'csv', filters: {} });
          expect(res.status).toBe(202);
          exportIds.push(res.body.data.id);
        }
        const queue = t0.app.get(QueueService);
        const timer = await queue.enqueue(TRACKER_QUEUE, 'expire', { trackerId: 0, dueAt: Date.now() + 1_500 }, null, {
          delayMs: 1_500,
        });
        // Redis restarted empty: this test's keys only (the server is shared).
        for (let cursor = '0'; ;) {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:bull:*`, 'COUNT', 1000);
          if (keys.length) await redis.del(...keys);
          cursor = next;
          if (cursor === '0') break;
        }
        expect(await queue.driver.state(TRACKER_QUEUE, timer.id)).toBe('missing');
        const locked = await owner.post(withLocale(API.exportStart('troc-mine')), { format: 'csv', filters: {} });
        expect(locked.status).toBe(409);
        expect(locked.body.message).toBe(fr.exports.errors.tooMany.replace('{count}', '3'));

        const report = await t0.app.get(JobReconciler).reconcile();
        expect(report.requeued).toBeGreaterThanOrEqual(6); // import, mass edit, 3 exports, the timer (and the schedules)
        expect(report.givenUp).toBe(0);
        expect(await ended(importId)).toMatchObject({ importStatus: { name: 'Terminated' }, nbLinesProcessed: 15 });
        expect(await listingsOf('Desserte')).toEqual({ total: 15, distinct: 15 });
        await until(
          () => ds().getRepository(MassAction).findOneByOrFail({ id: mass }),
          (m) => m.status !== 'pending',
        );
        expect(await ds().getRepository(MassAction).findOneByOrFail({ id: mass })).toMatchObject({
          status: 'Terminated',
          nbLinesProcessed: 3,
        });
        await until(
          () =>
            ds()
              .getRepository(DataExport)
              .findBy({ id: In(exportIds) }),
          (rows) => rows.every((r) => r.status === 'done'),
        );
        // The timer fires at its due time (one woken early by the datetime's whole second waits again).
        const timers = () => ds().getRepository(JobRecord).findBy({ queue: TRACKER_QUEUE, name: 'expire' });
        await until(timers, (rows) => rows.some((r) => r.status === 'done' && r.result === 'moved-on'));
        expect((await queue.find(timer.id))!.status).toBe('done');
        await owner.post(withLocale(API.exportStart('troc-mine')), { format: 'csv', filters: {} }).expect(202);
      } finally {
        await Promise.all(queues.map((q) => q.close()));
        redis.disconnect();
      }
    },
    120_000,
  );
});
