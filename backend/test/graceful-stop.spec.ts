import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/core/config/paths.js';
import request from 'supertest';
import type { ImportDetail } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Lifecycle } from '../src/core/health/lifecycle.js';
import { dropDatabase } from '../src/database/mysql-admin.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { importCsv, importPictures } from './support/import-world.js';
import { createWorld } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const ROOT = PROJECT_ROOT;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LINES = 400;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** The built application (backend/dist) as production runs it, on the test app's database, Redis prefix and files. */
async function startBuilt(t0: TestApp, port: number): Promise<ChildProcess> {
  const { config } = t0;
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.CHILD_LOGS ?? 'warn',
      SEED_DEMO: 'false',
      VAR_DIR: config.varDir,
      FRONTENDS_DIR: config.frontendsDir,
      SESSION_SECRET: config.sessionSecret,
      SHUTDOWN_GRACE_SECONDS: '10',
      DATABASE_URL: config.database.driver === 'mysql' ? config.database.url : '',
      REDIS_URL: config.redis?.url ?? '',
      REDIS_PREFIX: config.redis?.prefix ?? '',
      SMTP_URL: '',
    },
    stdio: ['ignore', process.env.CHILD_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  for (const limit = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/fr/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > limit) {
      child.kill('SIGKILL');
      throw new Error('the built application did not answer');
    }
    await sleep(100);
  }
}

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
    const port = await freePort();
    let server = await startBuilt(t0, port);
    const client = request.agent(`http://127.0.0.1:${port}`);
    let csrf = (await client.get('/fr/api/auth/me').expect(200)).body.csrfToken as string;
    await client
      .post('/fr/api/auth/login')
      .set('X-CSRF-Token', csrf)
      .send({ email, password: GOOD_PASSWORD })
      .expect(200);
    csrf = (await client.get('/fr/api/auth/me').expect(200)).body.csrfToken as string;
    const uploaded = await client
      .post('/fr/api/import/upload/troc/')
      .set('X-CSRF-Token', csrf)
      .attach('form[file]', importCsv('Lutrin', LINES), 'lutrins.csv')
      .attach('form[images]', await importPictures(), 'photos.zip')
      .expect(201);
    const id = (uploaded.body.data as ImportDetail).id;
    await client.post(`/fr/api/import/start/${id}/`).set('X-CSRF-Token', csrf).expect(202);
    const view = async () =>
      (await client.post(`/fr/api/import/view/${id}/`).set('X-CSRF-Token', csrf).expect(200)).body.data as ImportDetail;
    for (let d = await view(); d.nbLinesProcessed < 20; d = await view()) await sleep(50);

    // SIGTERM with a signed-in request in flight: it is answered (no « Failed to serialize user »).
    const inFlight = new Promise<request.Response>((done, fail) =>
      client
        .post(`/fr/api/import/view/${id}/`)
        .set('X-CSRF-Token', csrf)
        .end((error, res) => (error ? fail(error) : done(res))),
    );
    await sleep(20);
    const stopped = Date.now();
    server.kill('SIGTERM');
    const [answer, code] = await Promise.all([inFlight, new Promise((r) => server.once('exit', r))]);
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
    server = await startBuilt(t0, port);
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
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
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
