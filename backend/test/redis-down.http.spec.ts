import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import request from 'supertest';
import { fr } from '@troc/shared';
import { freePort } from './support/built-app.js';
import { createWorld, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';
import { SLOWNESS } from './support/wait.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A Redis of this test's own, so it can be stopped without touching the shared one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    await sleep(25);
  }
  throw new Error('redis-server did not start');
}

/** A killed process has a signal code and no exit code. */
const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (gone(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const mysql = targets().filter((t) => t.name === 'mysql');
const suite = mysql.length ? describe.each(mysql) : describe.skip.each([{ name: 'mysql' }]);

suite('with Redis down ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let owner: Client;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t0 = await startApp(target as never, { REDIS_URL: `redis://127.0.0.1:${port}` });
    world = await createWorld(t0);
    owner = await world.as('owner');
  });
  afterAll(async () => {
    // Closed with its Redis up (a close waits for Redis to take the connections' goodbyes).
    if (redis && gone(redis)) redis = await startRedis(port);
    await t0?.close();
    await stopRedis(redis);
  }, 60_000);

  it('answers 503 in French (never a 500, never a hang), health names redis within a second, the visitor searches', async () => {
    await owner.get('/fr/api/auth/me').expect(200);
    const visitor = await t0.client();
    await stopRedis(redis);

    const timed = async (req: request.Test) => {
      const started = Date.now();
      const res = await req;
      return { res, ms: Date.now() - started };
    };
    const health = await timed(request(t0.app.getHttpServer()).get('/fr/api/health'));
    expect(health.res.status).toBe(503);
    // Within a second (HEALTH_CHECK_MS, 600 ms, bounds each check); a loaded machine stretches it like every limit.
    expect(health.ms).toBeLessThan(1_000 * SLOWNESS);
    expect(health.res.body).toMatchObject({ status: 'degraded', down: ['redis'], database: { ok: true } });

    const signedIn = await timed(owner.get('/fr/api/auth/me'));
    expect(signedIn.res.status).toBe(503);
    expect(signedIn.res.body.message).toBe(fr.http.unavailable);
    expect(signedIn.ms).toBeLessThan(5_000);

    const login = await visitor.post('/fr/api/auth/login', {
      email: world.users.owner.email,
      password: 'Reemploi-2026!',
    });
    expect(login.status).toBe(503);
    expect(login.body.message).toBe(fr.http.unavailable);

    const search = await timed(request(t0.app.getHttpServer()).post('/fr/api/troc/search/').send({}));
    expect(search.res.status).toBe(200);
    expect(search.ms).toBeLessThan(5_000);

    // Back: the same session works again, health says ok.
    redis = await startRedis(port);
    const back = async () => (await request(t0.app.getHttpServer()).get('/fr/api/health')).status;
    for (let i = 0; i < 200 && (await back()) !== 200; i += 1) await sleep(50);
    expect(await back()).toBe(200);
    await owner.get('/fr/api/auth/me').expect(200);
  }, 90_000);
});
