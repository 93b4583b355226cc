import { rmSync } from 'node:fs';
import request from 'supertest';
import type { ImportDetail } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Lifecycle } from '../src/core/health/lifecycle.js';
import { dropDatabase } from '../src/database/mysql-admin.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { startBuilt } from './support/built-app.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { importCsv, importPictures } from './support/import-world.js';
import { createWorld } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LINES = 200;

describe.each(targets())('SIGTERM mid-import ($name)', (target) => {
  let t0: TestApp;
  let email: string;

  beforeAll(async () => {
    t0 = await startApp(target);
    email = (await createWorld(t0)).users.owner.email;
  }, 60_000);
  afterAll(async () => {
    rmSync(t0.config.varDir, { recursive: true, force: true });
    if (target.name === 'mysql')
      await dropDatabase(
        target.mysqlUrl!,
        new URL(t0.config.database.driver === 'mysql' ? t0.config.database.url : '').pathname.slice(1),
      );
  });

  it('health says 503 while stopping', async () => {
    t0.app.get(Lifecycle).stopping = true;
    const res = await request(t0.app.getHttpServer()).get('/fr/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'stopping', down: [] });
    t0.app.get(Lifecycle).stopping = false;
    // The built processes below run the jobs: this one goes away, leaving them its database.
    await t0.app.close();
  });

  it('hands the running import back at a line boundary, exits within the grace, and the next process finishes it: each line once', async () => {
    let server = await startBuilt(t0, { sameDisk: true });
    const client = await server.client();
    await client.post('/fr/api/auth/login', { email, password: GOOD_PASSWORD }).expect(200);
    await client.refreshCsrf();
    const uploaded = await client.agent
      .post('/fr/api/import/upload/troc/')
      .set('X-CSRF-Token', client.csrf)
      .attach('form[file]', importCsv('Lutrin', LINES), 'lutrins.csv')
      .attach('form[images]', await importPictures(), 'photos.zip')
      .expect(201);
    const id = (uploaded.body.data as ImportDetail).id;
    await client.post(`/fr/api/import/start/${id}/`).expect(202);
    let view = async () => (await client.post(`/fr/api/import/view/${id}/`).expect(200)).body.data as ImportDetail;
    for (let d = await view(); d.nbLinesProcessed < 20; d = await view()) await sleep(50);

    // SIGTERM with a signed-in request in flight: it is answered (no « Failed to serialize user »).
    const inFlight = new Promise<request.Response>((done, fail) =>
      client.post(`/fr/api/import/view/${id}/`).end((error, res) => (error ? fail(error) : done(res))),
    );
    await sleep(20);
    const stopped = Date.now();
    const [answer, code] = await Promise.all([inFlight, server.stop()]);
    const stopMs = Date.now() - stopped;
    expect(answer.status).toBe(200);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);

    // Read as it was left, by a bare connection (an application would resume the job at once).
    const { config } = t0;
    const ds = new DataSource(
      config.database.driver === 'mysql'
        ? { type: 'mysql', url: config.database.url }
        : { type: 'better-sqlite3', database: config.database.path },
    );
    await ds.initialize();
    const [handed] = (await ds.query('SELECT status, nbLinesProcessed, jobId FROM data_import WHERE id = ?', [id])) as {
      status: string;
      nbLinesProcessed: number;
      jobId: string;
    }[];
    const [job] = (await ds.query('SELECT status, attempts FROM job WHERE id = ?', [handed!.jobId])) as {
      status: string;
      attempts: number;
    }[];
    await ds.destroy();
    expect(handed!.status).toBe('Pending');
    expect(handed!.nbLinesProcessed).toBeGreaterThanOrEqual(20);
    expect(handed!.nbLinesProcessed).toBeLessThan(LINES);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    console.log(
      `SIGTERM: stopped in ${stopMs} ms with ${handed!.nbLinesProcessed}/${LINES} lines done, job handed back`,
    );

    // The next process resumes it.
    server = await startBuilt(t0, { sameDisk: true });
    const again = await server.client(client);
    view = async () => (await again.post(`/fr/api/import/view/${id}/`).expect(200)).body.data as ImportDetail;
    try {
      for (const limit = Date.now() + 90_000; ;) {
        const d = await view().catch(() => null);
        if (d?.importStatus.name === 'Terminated') {
          expect(d).toMatchObject({ nbLines: LINES, nbLinesProcessed: LINES });
          expect(d.nbSuccessLines + d.nbToCompleteLines + d.nbErrorLines).toBe(LINES);
          break;
        }
        if (Date.now() > limit) throw new Error(`import still ${JSON.stringify(d?.importStatus)}`);
        await sleep(200);
      }
    } finally {
      await server.stop();
    }
    const check = await startApp(target, {}, { sameAs: t0 });
    try {
      const names = (await check.app.get(DataSource).getRepository(Troc).findBy({}))
        .map((t) => t.name ?? '')
        .filter((n) => n.startsWith('Lutrin n°'));
      expect(names).toHaveLength(LINES);
      expect(new Set(names).size).toBe(LINES);
    } finally {
      await check.app.close();
    }
  }, 180_000);
});
