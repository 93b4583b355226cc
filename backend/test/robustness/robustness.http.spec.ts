import { IMPACT_MODES, IMPORT_KINDS, MASS_ACTIONS, Role } from '@troc/shared';
import fc from 'fast-check';
import { stringify } from 'qs';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { hashPassword } from '../../src/modules/identity/password-hasher.js';
import { GOOD_PASSWORD } from '../support/fixtures.js';
import { createWorld, publishedListing, type World } from '../support/listing-world.js';
import { targets } from '../support/targets.js';
import { startApp, type Client, type TestApp } from '../support/test-app.js';
import { bodyFor, pathSegmentFor, queryFor } from './generators.js';
import { contractProblem, defects, ErrorLog, WriteRecorder } from './harness.js';
import { RAW_CASES } from './raw-cases.js';
import { discoverRoutes, undocumentedRoutes, type RouteUnderTest } from './routes.js';

/**
 * Generated bad input on every operation of the OpenAPI document, as a member, as an
 * organisation admin and as a visitor: never a 5xx, every refusal French JSON from the
 * catalogue, no stack trace, no « Défaut » in the server's log (bad input that reached the
 * database), and nothing written by a refused request.
 *
 * Each route gets, per actor, a request derived from its request schema; then generated
 * requests fill the time left. ROBUSTNESS_TIME_MS bounds the time per database (30 s),
 * ROBUSTNESS_RUNS the generated requests (5,000), ROBUSTNESS_SEED replays a run and
 * ROBUSTNESS_ROUTES (a pattern of the documented path) keeps to some routes.
 */
const RUNS = Number(process.env.ROBUSTNESS_RUNS ?? 5000);
const SEED = process.env.ROBUSTNESS_SEED ? Number(process.env.ROBUSTNESS_SEED) : Date.now() % 2 ** 31;
const TIME_MS = Number(process.env.ROBUSTNESS_TIME_MS ?? 30_000);
const MIN_GENERATED_MS = 10_000;
const ACTORS = ['member', 'admin', 'visitor'] as const;
/** A replay can keep to the routes whose documented path matches this pattern. */
const ONLY = process.env.ROBUSTNESS_ROUTES ? new RegExp(process.env.ROBUSTNESS_ROUTES) : null;
type Actor = (typeof ACTORS)[number];

const replay = `ROBUSTNESS_SEED=${SEED}`;

interface Generated {
  body: unknown;
  query: Record<string, unknown>;
  segments: string[];
  encoding: 'json' | 'form';
  token: boolean;
}
const settle = () => new Promise((r) => setImmediate(r));

describe.each(targets())('robustness on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let admin: User;
  let routes: RouteUnderTest[];
  let undocumented: string[];
  let recorder: WriteRecorder;
  let errorLog: ErrorLog;
  let real: Record<string, string[]>;
  let deadline: number;
  const clients = {} as Record<Actor, Client>;
  const reached = new Map<string, Set<Actor>>();
  const statuses = new Map<number, number>();
  let sent = 0;

  const signIn = async (email: string) => {
    const client = await t0.client();
    await client.post('/fr/api/auth/login', { email, password: GOOD_PASSWORD }).expect(200);
    await client.refreshCsrf();
    return client;
  };
  const expected: Record<Actor, () => number | null> = {
    member: () => world.users.owner.id,
    admin: () => admin.id,
    visitor: () => null,
  };
  const signInAll = async () => {
    clients.member = await signIn(world.users.owner.email);
    clients.admin = await signIn(admin.email);
    clients.visitor = await world.visitor();
  };

  /** A change that succeeded may have ended a session: each actor stays who it is. */
  const keepIdentities = async () => {
    for (const who of ACTORS) {
      const me = await clients[who].agent.get('/fr/api/auth/me');
      if ((me.body.user?.id ?? null) !== expected[who]() || me.body.csrfToken !== clients[who].csrf) {
        await signInAll();
        return;
      }
    }
  };

  beforeAll(async () => {
    deadline = Date.now() + TIME_MS;
    t0 = await startApp(target);
    world = await createWorld(t0);
    admin = await t0.app
      .get(DataSource)
      .getRepository(User)
      .save({
        email: `admin.${world.users.owner.slug}@exemple.fr`,
        slug: `admin-${world.users.owner.slug}`,
        passwordHash: await hashPassword(GOOD_PASSWORD),
        firstname: 'Admin',
        lastname: 'Test',
        roles: [Role.User, Role.OrganisationAdmin],
        organisationId: world.users.owner.organisationId,
        serviceId: world.services.direction.id,
        emailValidatedAt: new Date(),
        termsAcceptedAt: new Date(),
        personalDataAcceptedAt: new Date(),
      });
    const owner = await world.as('owner');
    const published = await publishedListing(owner, world.users.owner);
    const draft = await publishedListing(owner, world.users.owner, { publish: false });
    // A listing of another organisation of the group: the one the member and the admin ask for.
    const clinic = await world.as('groupMember');
    const foreign = await publishedListing(clinic, world.users.groupMember);
    // An exchange the member manages and one they asked for, with their conversations; an operation.
    const reserve = async (client: Client, slug: string) =>
      (
        await client
          .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: 'Bonjour, nous en aurions besoin.', quantity: 1 })
          .expect(201)
      ).body as { tracker: string; thread: string };
    const managed = await reserve(clinic, published);
    const asked = await reserve(owner, foreign);
    // Approved: its recording form, its bilan and its convention are open to the member.
    await owner.post(`/fr/api/tracker/approve/${managed.tracker}/`).expect(200);
    const operation = (await owner.post('/fr/api/operation/create/', { name: 'Déménagement' }).expect(201)).body as {
      slug: string;
      id?: number;
    };
    const ids = [
      '1',
      String(world.users.owner.id),
      String(world.services.achats.id),
      String(world.users.groupMember.id),
    ];
    const listings = [published, foreign, draft];
    real = {
      default: [...listings, managed.tracker, ...ids],
      ids,
      slug: [...listings, world.users.owner.slug],
      id: ids,
      'tracker:slug': [managed.tracker, asked.tracker],
      'calendar:slug': [published, managed.tracker],
      'loan:slug': [managed.tracker, asked.tracker],
      'operation:slug': [operation.slug],
      'operation:id': [String(operation.id ?? 1), ...ids],
      'user:slug': [managed.thread, asked.thread, world.users.owner.slug],
      thread: [managed.thread, asked.thread],
      mode: [...IMPACT_MODES],
      kind: [...IMPORT_KINDS, 'savings', 'troc-mine', 'search'],
      action: [...MASS_ACTIONS, 'approve', 'deny', 'cancel'],
      form: ['details', 'manage', 'address', 'calendar'],
      format: ['csv', 'xlsx'],
      slot: ['0', '1', '5'],
    };
    await signInAll();
    const discovered = await discoverRoutes(clients.visitor.agent);
    undocumented = undocumentedRoutes(t0.app, discovered.doc);
    routes = discovered.routes.filter((r) => !ONLY || ONLY.test(r.documented));
    recorder = new WriteRecorder(t0.app);
    errorLog = new ErrorLog(t0.app);
  }, 120_000);

  afterAll(async () => {
    const reachedByAll = [...reached.values()].filter((who) => who.size === ACTORS.length).length;
    const answers = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `robustesse ${target.name} : ${reached.size}/${routes?.length} routes atteintes (${reachedByAll} par les 3 acteurs), ` +
        `${sent} requêtes, ${replay} ; réponses ${answers.join(' ')}`,
    );
    await t0?.close();
  });

  /** Sends one request and returns what it broke, if anything. */
  const attempt = async (
    route: RouteUnderTest,
    who: Actor,
    send: (path: string, client: Client) => request.Test,
    segments: string[],
  ): Promise<string | null> => {
    const client = clients[who];
    let path = route.path;
    route.params.forEach((p, i) => (path = path.replace(`:${p.name}`, segments[i]!)));
    errorLog.take();
    recorder.start();
    let res: request.Response;
    sent++;
    try {
      res = await send(path, client);
    } catch (error) {
      recorder.stop();
      return `${route.method.toUpperCase()} ${path} (${who}) : pas de réponse : ${(error as Error).message}`;
    }
    await settle();
    const writes = recorder.stop();
    const where = `${route.method.toUpperCase()} ${path.slice(0, 200)} (${who}) → ${res.status}`;
    const key = `${route.method} ${route.documented}`;
    reached.set(key, (reached.get(key) ?? new Set()).add(who));
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (process.env.ROBUSTNESS_LOG) console.log(where, res.text.slice(0, 160));
    const problem = contractProblem(res);
    if (problem) return `${where} : ${problem}`;
    const [defect] = defects(errorLog.take());
    if (defect) return `${where} : ${defect}`;
    if (res.status >= 400 && writes.length > 0) return `${where} : écrit malgré le refus : ${writes[0]}`;
    if ((res.status < 400 && route.method === 'post') || (who !== 'visitor' && res.status === 403)) {
      await keepIdentities();
    }
    return null;
  };

  const realSegments = (route: RouteUnderTest) =>
    route.params.map((p) => (real[`${areaOf(route)}:${p.name}`] ?? real[p.name] ?? real.default!)[0]!);

  it('attacks every operation of the OpenAPI document, which describes every route the server serves', () => {
    expect(routes.length).toBeGreaterThanOrEqual(ONLY ? 1 : 180);
    expect(undocumented).toEqual([]);
    if (ONLY) return;
    const search = routes.find((r) => r.documented === '/fr/api/troc/search' && r.method === 'post');
    expect(Object.keys(search?.body?.properties?.search_form?.properties ?? {})).toEqual(
      expect.arrayContaining(['keyword', 'swapType']),
    );
  });

  it('answers unreadable or oversized bodies with a French 4xx, before any check, on every POST route', async () => {
    const problems: string[] = [];
    const posts = routes.filter((r) => r.method === 'post');
    for (const [r, route] of posts.entries()) {
      // The parsers run before any route: each JSON route gets a third of the cases (each case
      // reaches a third of the routes, each actor in turn); a route of its own type gets them all.
      const cases = RAW_CASES.filter((_, c) => route.contentType !== 'application/json' || (r + c) % 3 === SEED % 3);
      for (const [c, raw] of cases.entries()) {
        const who = ACTORS[(r + c) % ACTORS.length]!;
        const problem = await attempt(
          route,
          who,
          (path, client) => {
            const req = client.agent.post(path).set('X-CSRF-Token', client.csrf).set('Content-Type', raw.contentType);
            for (const [name, value] of Object.entries(raw.headers ?? {})) req.set(name, value);
            return req.send(raw.body);
          },
          realSegments(route),
        );
        if (problem) problems.push(`${raw.name} : ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  /** One generated request for a route. */
  const requestFor = (route: RouteUnderTest): fc.Arbitrary<Generated> =>
    fc.record({
      body: bodyFor(route.body, real.ids),
      query: queryFor(route.query),
      segments: fc.tuple(...route.params.map((p) => pathSegmentFor(p, real, areaOf(route)))),
      encoding: fc.constantFrom('json', 'json', 'form'),
      token: fc.constantFrom(true, true, true, true, true, true, true, false),
    });

  const sendGenerated = (route: RouteUnderTest, who: Actor, g: Generated) =>
    attempt(
      route,
      who,
      (path, client) => {
        const queryString = safeStringify(g.query);
        const url = queryString ? `${path}?${queryString}` : path;
        if (route.method === 'get') return client.agent.get(url);
        const req = client.agent.post(url);
        if (g.token) req.set('X-CSRF-Token', client.csrf);
        const form =
          g.encoding === 'form' && typeof g.body === 'object' && g.body !== null ? safeStringify(g.body) : null;
        return form !== null
          ? req.set('Content-Type', 'application/x-www-form-urlencoded').send(form)
          : req.set('Content-Type', 'application/json').send(JSON.stringify(g.body) ?? 'null');
      },
      g.segments,
    );

  it('answers a request derived from its schema on every route, as each actor, without a fault', async () => {
    const problems: string[] = [];
    for (const [r, route] of routes.entries()) {
      for (const [a, who] of ACTORS.entries()) {
        const [generated] = fc.sample(requestFor(route), { seed: SEED + r * ACTORS.length + a, numRuns: 1 });
        const problem = await sendGenerated(route, who, generated!);
        if (problem) problems.push(`${problem} (${replay})`);
      }
    }
    expect(problems).toEqual([]);
    expect(reached.size).toBe(routes.length);
  }, 600_000);

  it(`answers up to ${RUNS} generated bad requests in the time left, without a fault`, async () => {
    const arbitrary = fc
      .constantFrom(...routes)
      .chain((route) => fc.tuple(fc.constant(route), fc.constantFrom(...ACTORS), requestFor(route)));
    const before = sent;
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async ([route, who, generated]) => {
        const problem = await sendGenerated(route, who, generated);
        if (problem) throw new Error(problem);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
        // A loaded machine may spend the whole budget on the per-route pass: still send some.
        interruptAfterTimeLimit: Math.max(MIN_GENERATED_MS, deadline - Date.now()),
        markInterruptAsFailure: false,
      },
    );
    console.log(`robustesse ${target.name} : ${sent - before} requêtes générées en plus des requêtes par route`);
    expect(sent - before).toBeGreaterThan(0);
    // fast-check also reports « failed » for a run interrupted before its first request: only a counterexample is a fault.
    if (details.failed && details.counterexample) {
      throw new Error(`${String((details.errorInstance as Error)?.message ?? details.errorInstance)} (${replay})`);
    }
  }, 600_000);
});

/** The module a route belongs to: /fr/api/tracker/... → tracker. */
const areaOf = (route: RouteUnderTest) => route.documented.split('/')[3] ?? '';

/** qs-encodes a body; one holding a lone surrogate cannot be percent-encoded, and goes as JSON. */
function safeStringify(value: object): string | null {
  try {
    return stringify(value);
  } catch {
    return null;
  }
}
