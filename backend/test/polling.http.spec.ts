import { fr } from '@troc/shared';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../src/app.factory.js';
import { HttpSession } from '../src/core/auth/session.entity.js';
import { REDIS_CLIENT } from '../src/core/redis/redis.module.js';
import { Organisation } from '../src/modules/identity/entities/organisation.entity.js';
import { UserQueries } from '../src/modules/identity/users.queries.js';
import { CountersService } from '../src/modules/notification/counters.service.js';
import { registerAs } from './support/fixtures.js';
import { targets } from './support/targets.js';
import { startApp, type Client, type TestApp } from './support/test-app.js';

const COUNT = '/fr/api/user/notifications/count';

describe.each(targets())('polling the header counters on $name', (target) => {
  let t: TestApp;
  let ds: DataSource;
  /** Every SQL statement TypeORM runs while `record` is on. */
  const statements: string[] = [];
  let record = false;

  beforeAll(async () => {
    t = await startApp(target);
    ds = t.app.get(DataSource);
    const logQuery = ds.logger.logQuery.bind(ds.logger);
    ds.logger.logQuery = (query, parameters, runner) => {
      if (record) statements.push(query);
      return logQuery(query, parameters, runner);
    };
    // Two sources, as the inbox and the cart will register theirs: one with a parameter of its own.
    const counters = t.app.get(CountersService);
    counters.register(
      'total_messages',
      'SELECT COUNT(*) FROM app_user u WHERE u.organisationId = (SELECT organisationId FROM app_user me WHERE me.id = viewer.id)',
    );
    counters.register('total_in_cart', {
      sql: 'SELECT COUNT(*) + ? FROM app_user u WHERE u.id = viewer.id',
      params: [41],
    });
  });
  afterAll(() => t?.close());

  const signedIn = async (): Promise<{ client: Client; userId: number }> => {
    const client = await t.client();
    const { user } = await registerAs(client);
    return { client, userId: user.id as number };
  };

  /** The queries of one call. */
  const queriesOf = async (call: () => Promise<unknown>): Promise<string[]> => {
    statements.length = 0;
    record = true;
    try {
      await call();
    } finally {
      record = false;
    }
    return [...statements];
  };

  it('answers every registered count with one query and no session write', async () => {
    const { client } = await signedIn();
    await client.post(COUNT).expect(200);
    let body: unknown;
    const queries = await queriesOf(async () => {
      const res = await client.post(COUNT).expect(200);
      body = res.body;
      expect(res.headers['set-cookie']).toBeUndefined();
    });
    expect(body).toEqual({ total_messages: 1, total_notifs_unread: 0, total_in_cart: 42 });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('FROM (SELECT ? AS id) viewer');
  });

  it('takes the token from the form body too, and refuses an unreadable body as everywhere', async () => {
    const { client } = await signedIn();
    const short = await client.post(COUNT).expect(200);
    const form = await client.agent
      .post(COUNT)
      .type('form')
      .send(`form[_token]=${encodeURIComponent(client.csrf)}`)
      .expect(200);
    expect(form.body).toEqual(short.body);
    const unreadable = await client.agent
      .post(COUNT)
      .set('X-CSRF-Token', client.csrf)
      .set('Content-Type', 'application/json')
      .send('{"a": ')
      .expect(400);
    expect(unreadable.body.message).toBe(fr.validation.invalidBody);
    // The page's own call, and other bodies the short way reads once the session is in order: each
    // gets what the body parsers and the input guard give on any route.
    const send = (body: string) =>
      client.agent.post(COUNT).set('X-CSRF-Token', client.csrf).set('Content-Type', 'application/json').send(body);
    expect((await send('{}').expect(200)).body).toEqual(short.body);
    expect((await send(' {"page": 1} ').expect(200)).body).toEqual(short.body);
    expect((await send('"x"').expect(400)).body.message).toBe(fr.validation.invalidBody);
    expect((await send('[1]').expect(400)).body.message).toBe(fr.http.bodyNotForm);
    expect((await send('{"a": "\\ud800"}').expect(422)).body).toEqual({
      errors: { a: [fr.validation.invalidCharacters] },
      code: 'FORM_INVALID',
    });
    // A body in another charset, or larger than a poll's, goes the full way unread.
    const latin1 = await client.agent
      .post(COUNT)
      .set('X-CSRF-Token', client.csrf)
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}');
    expect(latin1.status).toBe(415);
    const large = await send(JSON.stringify({ note: 'x'.repeat(100) })).expect(200);
    expect(large.body).toEqual(short.body);
  });

  it('refuses in French a poll without the CSRF token, with a wrong one, or signed out', async () => {
    const { client } = await signedIn();
    const missing = await client.agent.post(COUNT).send({}).expect(403);
    expect(missing.body.message).toBe(fr.auth.csrf);
    const wrong = await client.agent.post(COUNT).set('X-CSRF-Token', 'faux').send({}).expect(403);
    expect(wrong.body.message).toBe(fr.auth.csrf);
    const visitor = await (await t.client()).post(COUNT).expect(403);
    expect(visitor.body).toEqual({ statusCode: 403, message: fr.auth.notSignedIn, code: 'NOT_SIGNED_IN' });
  });

  it('puts a disabled account out at once, and shows a changed account at once', async () => {
    const { client, userId } = await signedIn();
    await client.post(COUNT).expect(200);
    const users = t.app.get(UserQueries);
    const organisationId = (await users.findById(userId))!.organisationId;

    await users.update(userId, { roles: ['ROLE_USER', 'ROLE_ADMIN'] as never });
    expect((await client.get('/fr/api/auth/me').expect(200)).body.user.roles).toContain('ROLE_ADMIN');
    await ds.getRepository(Organisation).update(organisationId, { name: 'Organisation renommée' });
    expect((await client.get('/fr/api/auth/me').expect(200)).body.user.organisation.name).toBe('Organisation renommée');

    await users.update(userId, { enabled: false });
    const res = await client.post(COUNT).expect(403);
    expect(res.body.message).toBe(fr.auth.notSignedIn);
  });

  it('writes the sliding expiry only when it is a few minutes old', async () => {
    const { client, userId } = await signedIn();
    const sessions = sessionStorage(userId);
    const first = await sessions.expiry();
    await client.post(COUNT).expect(200);
    await client.get('/fr/api/auth/me').expect(200);
    expect(Math.abs((await sessions.expiry()) - first)).toBeLessThan(1500);

    // Ten minutes later (the expiry moved back): the next request writes a new one.
    const short = await client.post(COUNT).expect(200);
    await sessions.shift(-10 * 60_000);
    const before = await sessions.expiry();
    const poll = await client.post(COUNT).expect(200);
    // Renewed by the full stack (the cookie is sent again), with the same answer as the short way.
    expect(String(poll.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(poll.body).toEqual(short.body);
    expect((await sessions.expiry()) - before).toBeGreaterThan(9 * 60_000);
    // And the session still works with the same cookie.
    await client.post(COUNT).expect(200);
  });

  it('puts a disabled account out of the other processes too, through Redis', async () => {
    if (target.name !== 'mysql') return;
    const db = t.config.database as { url: string; flavour: string };
    // A second process: same database, same Redis prefix, same session secret.
    const other = await startApp(target, {
      DATABASE_URL: db.flavour === 'mariadb' ? db.url.replace(/^mysql:/, 'mariadb:') : db.url,
      REDIS_PREFIX: t.config.redis!.prefix,
      SESSION_SECRET: t.config.sessionSecret,
    });
    try {
      const { client, userId } = await signedIn();
      const me = await client.get('/fr/api/auth/me').expect(200);
      const cookie = ([] as string[])
        .concat(me.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      const poll = () =>
        request(other.app.getHttpServer()).post(COUNT).set('Cookie', cookie).set('X-CSRF-Token', client.csrf).send({});
      await poll().expect(200);
      await poll().expect(200);
      await t.app.get(UserQueries).update(userId, { enabled: false });
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await poll()).status;
      }
      expect(status).toBe(403);
    } finally {
      await other.close();
    }
  });

  /** The stored expiry of the user's only session, and a way to move it. */
  function sessionStorage(userId: number) {
    if (target.name === 'sqlite') {
      const repo = ds.getRepository(HttpSession);
      const row = () => repo.findOneByOrFail({ userId });
      return {
        expiry: async () => (await row()).expiresAt.getTime(),
        shift: async (ms: number) => {
          const { id, expiresAt } = await row();
          await repo.update({ id }, { expiresAt: new Date(expiresAt.getTime() + ms) });
        },
      };
    }
    const redis = t.app.get<Redis>(REDIS_CLIENT);
    const key = async () => {
      const [sid] = await redis.smembers(`${t.config.redis!.prefix}:user-sess:${userId}`);
      return `${t.config.redis!.prefix}:sess:${sid}`;
    };
    return {
      expiry: async () => Date.now() + (await redis.pttl(await key())),
      shift: async (ms: number) => {
        const k = await key();
        const sess = JSON.parse((await redis.get(k))!) as { cookie: { expires: string } };
        sess.cookie.expires = new Date(Date.parse(sess.cookie.expires) + ms).toISOString();
        await redis.set(k, JSON.stringify(sess), 'PX', (await redis.pttl(k)) + ms);
      },
    };
  }
});
