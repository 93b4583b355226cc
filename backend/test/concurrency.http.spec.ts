import { fr } from '@troc/shared';
import type request from 'supertest';
import { DataSource, In } from 'typeorm';
import { isDatabaseBusy } from '../src/core/database/pool-limits.js';
import { Transactions } from '../src/core/database/transactions.js';
import { Message } from '../src/modules/inbox/entities/message.entity.js';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { completeDetails, createWorld, publishedListing, type World } from './support/listing-world.js';
import { runId, targets } from './support/targets.js';
import { SLOWNESS } from './support/wait.js';
import { startApp, type Client, type TestApp } from './support/test-app.js';

const USERS = 50;
/** A request that has not answered after this long counts as a hang (a loaded 2-core machine stays well below). */
const HANG_MS = 30_000;
/** How long the mixed writers keep going. */
const MIXED_MS = 10_000;
const HEALTH = '/fr/api/health';
const COUNT = '/fr/api/user/notifications/count';

interface Tally {
  ok: number;
  refused: number;
  failed: string[];
  timeouts: number;
}

const tally = (): Tally => ({ ok: 0, refused: 0, failed: [], timeouts: 0 });

/** Sends one request with a hang limit and files its outcome: 2xx, a 4xx refusal, a 5xx, or a timeout. */
async function send(into: Tally, call: request.Test): Promise<request.Response | null> {
  try {
    const res = await call.timeout(HANG_MS);
    if (res.status < 400) into.ok++;
    else if (res.status < 500) into.refused++;
    else into.failed.push(`${res.status} ${JSON.stringify(res.body)}`);
    return res;
  } catch (e) {
    if ((e as { timeout?: number }).timeout) into.timeouts++;
    else into.failed.push(String(e));
    return null;
  }
}

/** Polls the health check until `done`, filing each answer (it must never stop answering). */
async function watchHealth(t0: TestApp, into: Tally, done: () => boolean): Promise<void> {
  const probe = await t0.client();
  while (!done()) {
    await send(into, probe.get(HEALTH));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(targets())('concurrent writers on $name', (target) => {
  let t0: TestApp;
  let ds: DataSource;
  let world: World;
  let listing: string;
  let members: { user: User; client: Client }[];

  beforeAll(async () => {
    // A loaded machine answers late, the database too: its health check waits as much longer as every limit.
    t0 = await startApp(target, { LOGIN_MAX_ATTEMPTS: '1000', HEALTH_CHECK_MS: String(600 * SLOWNESS) });
    ds = t0.app.get(DataSource);
    world = await createWorld(t0);
    listing = await publishedListing(await world.as('owner'), world.users.owner, {
      details: { itemTotalQuantity: 100_000, itemMaxQuantity: 1 },
    });
    // Members of the association outside the hospital, each signed in with a browser of their own.
    const id = runId();
    const { outsider } = world.users;
    const users: User[] = await ds.getRepository(User).save(
      Array.from({ length: USERS }, (_, i): Partial<User> => ({
        ...outsider,
        id: undefined,
        email: `membre${i}.${id}@exemple.fr`,
        slug: `membre-${i}-${id}`,
        firstname: `Membre ${i}`,
      })),
    );
    members = [];
    for (const user of users) {
      const client = await t0.client();
      await client.post('/fr/api/auth/login', { email: user.email, password: GOOD_PASSWORD }).expect(200);
      await client.refreshCsrf();
      members.push({ user, client });
    }
  }, 120_000);
  afterAll(() => t0?.close());

  const messagesOf = async (users: readonly User[], content: (u: User) => string) => {
    const rows = await ds.getRepository(Message).findBy({ userId: In(users.map((u) => u.id)) });
    return users.map((u) => rows.filter((m) => m.content === content(u)).length);
  };

  it('stores 50 messages posted at the same instant, once each, with health answering throughout', async () => {
    const posts = tally();
    const polls = tally();
    const health = tally();
    const text = (u: User) => `Bonjour, je suis ${u.firstname} et ce fauteuil nous intéresse.`;
    let done = false;
    const watching = watchHealth(t0, health, () => done);
    await Promise.all(
      members.map(async ({ user, client }) => {
        await Promise.all([
          send(posts, client.post(`/fr/api/troc/inbox/info/${listing}/`, { message: text(user) })),
          send(polls, client.post(COUNT)),
        ]);
      }),
    );
    done = true;
    await watching;
    await send(health, (await t0.client()).get(HEALTH));

    expect({ posts, polls }).toEqual({
      posts: { ok: USERS, refused: 0, failed: [], timeouts: 0 },
      polls: { ok: USERS, refused: 0, failed: [], timeouts: 0 },
    });
    expect(health).toMatchObject({ refused: 0, failed: [], timeouts: 0 });
    expect(health.ok).toBeGreaterThan(0);
    expect(
      await messagesOf(
        members.map((m) => m.user),
        text,
      ),
    ).toEqual(members.map(() => 1));
  }, 120_000);

  it('keeps every writer and the health check answering while messages, requests and edits mix', async () => {
    const writes = tally();
    const health = tally();
    const sent = new Map<number, string[]>();
    const until = Date.now() + MIXED_MS;
    let done = false;
    const watching = watchHealth(t0, health, () => done);
    const owner = await world.as('owner');
    const writers = members.map(async ({ user, client }, i) => {
      for (let round = 0; Date.now() < until; round++) {
        const kind = (i + round) % 3;
        if (kind === 0) {
          const message = `Message ${round} de ${user.firstname}.`;
          const res = await send(writes, client.post(`/fr/api/troc/inbox/info/${listing}/`, { message }));
          if (res?.status === 201 || res?.status === 200) sent.set(user.id, [...(sent.get(user.id) ?? []), message]);
        } else if (kind === 1) {
          await send(
            writes,
            client.post(`/fr/api/troc/inbox/reservation/${listing}/`, { message: 'Réservation.', quantity: 1 }),
          );
        } else await send(writes, client.post(COUNT));
      }
    });
    const editor = (async () => {
      for (let round = 0; Date.now() < until; round++) {
        await send(
          writes,
          owner.post(`/fr/api/troc/edit/${listing}/details/`, {
            ...completeDetails,
            itemTotalQuantity: 100_000,
            itemMaxQuantity: 1,
            description: `${completeDetails.description} Révision ${round}.`,
          }),
        );
      }
    })();
    await Promise.all([...writers, editor]);
    done = true;
    await watching;

    expect(writes).toMatchObject({ failed: [], timeouts: 0 });
    expect(writes.ok).toBeGreaterThan(USERS);
    expect(health).toMatchObject({ refused: 0, failed: [], timeouts: 0 });
    const rows = await ds.getRepository(Message).findBy({ userId: In([...sent.keys()]) });
    for (const [userId, messages] of sent) {
      const stored = rows.filter((m) => m.userId === userId).map((m) => m.content);
      for (const message of messages) expect(stored.filter((c) => c === message)).toHaveLength(1);
    }
  }, 120_000);
});

describe.each(targets())('a saturated database on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let listing: string;

  beforeAll(async () => {
    t0 = await startApp(target, { DB_POOL_SIZE: '2', DB_ACQUIRE_TIMEOUT_MS: '500', DB_QUERY_TIMEOUT_MS: '1000' });
    world = await createWorld(t0);
    listing = await publishedListing(await world.as('owner'), world.users.owner);
  }, 60_000);
  afterAll(() => t0?.close());

  it('answers 503 in French, soon, when no connection or turn to write comes free', async () => {
    const outsider = await world.as('outsider');
    // Every connection (MySQL) or the turn to write (SQLite) held by work that does not end.
    const ds = t0.app.get(DataSource);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders =
      target.name === 'mysql'
        ? await Promise.all(
            [1, 2].map(async () => {
              const runner = ds.createQueryRunner();
              await runner.connect();
              return runner;
            }),
          )
        : [];
    const writing = target.name === 'sqlite' ? t0.app.get(Transactions).run(() => held) : null;
    try {
      const started = Date.now();
      const res = await outsider
        .post(`/fr/api/troc/inbox/info/${listing}/`, { message: 'Bonjour, est-il encore disponible ?' })
        .timeout(HANG_MS);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, message: fr.http.unavailable, code: 'UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(HANG_MS);
      // Busy is not down: the health check asks on a connection of its own.
      const health = await (await t0.client()).get(HEALTH).timeout(HANG_MS);
      expect({ status: health.status, database: health.body.database.ok }).toEqual({ status: 200, database: true });
      if (target.name === 'sqlite') {
        // Searches read on their own connection: the writer's turn does not hold them up.
        const found = await outsider.post('/fr/api/troc/search/', { search_form: {} }).timeout(HANG_MS);
        expect(found.status).toBe(200);
        expect(found.body.total).toBeGreaterThan(0);
      }
    } finally {
      release();
      await writing;
      await Promise.all(holders.map((runner) => runner.release()));
    }
    // Once free again, the same request goes through.
    await outsider
      .post(`/fr/api/troc/inbox/info/${listing}/`, { message: 'Bonjour, est-il encore disponible ?' })
      .expect(201);
  });

  it('stops a statement that runs past the query timeout (MySQL)', async () => {
    if (target.name !== 'mysql') return;
    const ds = t0.app.get(DataSource);
    const error = await ds.query('SELECT SLEEP(5) AS s FROM app_user LIMIT 1').then(
      (rows: unknown) => rows,
      (e: unknown) => e,
    );
    expect(isDatabaseBusy(error)).toBe(true);
  });
});
