import fc from 'fast-check';
import { stringify } from 'qs';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { isCatalogueMessage } from '../../src/core/http/french.js';
import { GOOD_PASSWORD } from '../support/fixtures.js';
import { createWorld, publishedListing, type World } from '../support/listing-world.js';
import { targets } from '../support/targets.js';
import { startApp, type Client, type TestApp } from '../support/test-app.js';
import { badValue, bodyFor, pathSegment, RAW_CASES } from './generators.js';
import { discoverRoutes, type RouteUnderTest } from './routes.js';

/**
 * Generated bad input on every API route, signed in and as a visitor: never a 5xx, every
 * refusal in the error contract and in French, no stack trace, and nothing written by a
 * refused request. ROBUSTNESS_RUNS sets the number of generated requests per database
 * (5,000 by default), ROBUSTNESS_SEED replays a run.
 */
const RUNS = Number(process.env.ROBUSTNESS_RUNS ?? 5000);
const SEED = process.env.ROBUSTNESS_SEED ? Number(process.env.ROBUSTNESS_SEED) : undefined;

/** What an answer breaks of the contract, or null. */
export function contractProblem(res: request.Response): string | null {
  if (res.status >= 500) return `${res.status}`;
  if (res.status < 400) return null;
  const text = res.text ?? '';
  if (/\bat [\w$.<>]+ \(|\.[cm]?[jt]s:\d+:\d+|node_modules/.test(text)) return 'trace de pile dans la réponse';
  let body: { errors?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `réponse ${res.status} qui n'est pas du JSON : ${text.slice(0, 80)}`;
  }
  if (body.errors !== undefined) {
    if (typeof body.errors !== 'object' || body.errors === null) return 'errors n’est pas un objet';
    for (const [field, messages] of Object.entries(body.errors)) {
      if (!Array.isArray(messages) || messages.length === 0) return `errors.${field} n'est pas une liste`;
      for (const m of messages)
        if (typeof m !== 'string' || !isCatalogueMessage(m)) return `message hors catalogue : ${m}`;
    }
    return null;
  }
  if (typeof body.message !== 'string' || !isCatalogueMessage(body.message)) {
    return `message hors catalogue : ${String(body.message)}`;
  }
  return null;
}

/** Records the SQL that changes data while one request runs (sessions excepted: they are not data). */
class WriteRecorder {
  private statements: string[] | null = null;

  constructor(ds: DataSource) {
    const logger = ds.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      this.statements?.push(query);
      return original(query, parameters, runner);
    };
  }

  start(): void {
    this.statements = [];
  }

  /** Writes that stayed: those of a transaction rolled back do not count. */
  stop(): string[] {
    const statements = this.statements ?? [];
    this.statements = null;
    const rolledBack = statements.some((s) => /^\s*ROLLBACK/i.test(s));
    return rolledBack
      ? []
      : statements.filter((s) => /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(s) && !/http_session/i.test(s));
  }
}

const settle = () => new Promise((r) => setImmediate(r));

describe.each(targets())('robustness on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let routes: RouteUnderTest[];
  let recorder: WriteRecorder;
  let realSegments: string[];
  const identities: Record<'visitor' | 'member', Client> = {} as never;
  const statuses = new Map<number, number>();

  /** Fresh sessions: the member signed in anew (world.as would hand back a session already used). */
  const signIn = async () => {
    const member = await t0.client();
    await member.post('/fr/api/auth/login', { email: world.users.owner.email, password: GOOD_PASSWORD }).expect(200);
    await member.refreshCsrf();
    identities.member = member;
    identities.visitor = await world.visitor();
  };

  const keepIdentities = async () => {
    const member = await identities.member.agent.get('/fr/api/auth/me');
    const visitor = await identities.visitor.agent.get('/fr/api/auth/me');
    if (
      member.body.user?.id !== world.users.owner.id ||
      member.body.csrfToken !== identities.member.csrf ||
      visitor.body.user !== null ||
      visitor.body.csrfToken !== identities.visitor.csrf
    ) {
      await signIn();
    }
  };

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    const published = await publishedListing(owner, world.users.owner);
    const draft = await publishedListing(owner, world.users.owner, { publish: false });
    realSegments = [published, draft, '0', '1', String(world.users.owner.id)];
    await signIn();
    routes = await discoverRoutes(t0.app, identities.visitor.agent);
    recorder = new WriteRecorder(t0.app.get(DataSource));
  }, 120_000);

  afterAll(() => t0?.close());

  /** Sends one request and returns what it broke, if anything. */
  const attempt = async (
    route: RouteUnderTest,
    who: 'visitor' | 'member',
    send: (path: string, client: Client) => request.Test,
    segments: string[],
  ): Promise<string | null> => {
    const client = identities[who];
    let path = route.path;
    route.params.forEach((name, i) => (path = path.replace(`:${name}`, segments[i % segments.length]!)));
    recorder.start();
    let res: request.Response;
    try {
      res = await send(path, client);
    } catch (error) {
      recorder.stop();
      return `pas de réponse : ${(error as Error).message}`;
    }
    await settle();
    const writes = recorder.stop();
    const where = `${route.method.toUpperCase()} ${path} (${who}) → ${res.status}`;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (process.env.ROBUSTNESS_LOG) console.log(where, res.text.slice(0, 160));
    const problem = contractProblem(res);
    if (problem) return `${where} : ${problem}`;
    if (res.status >= 400 && writes.length > 0) return `${where} : écrit malgré le refus : ${writes[0]}`;
    // A change that succeeded may have ended a session (sign-out, new password, sign-in):
    // both identities must stay what they are for the rest of the sweep.
    if ((res.status < 400 && route.method === 'post') || (who === 'member' && res.status === 403)) {
      await keepIdentities();
    }
    return null;
  };

  it('finds the API routes in the application and their fields in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.find((r) => r.path === '/fr/api/troc/search')?.fields).toEqual(
      expect.arrayContaining(['page', 'search_form', 'search_form.keyword']),
    );
  });

  it('answers every unreadable or oversized body with a French 4xx, before any check, on every route', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method === 'post')) {
      for (const raw of RAW_CASES) {
        for (const who of ['visitor', 'member'] as const) {
          const problem = await attempt(
            route,
            who,
            (path, client) => {
              const req = client.agent.post(path).set('X-CSRF-Token', client.csrf).set('Content-Type', raw.contentType);
              for (const [name, value] of Object.entries(raw.headers ?? {})) req.set(name, value);
              return req.send(raw.body);
            },
            realSegments,
          );
          if (problem) problems.push(`${raw.name} : ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it(`answers ${RUNS} generated bad requests without a 5xx, in French, writing nothing when refused`, async () => {
    const requestArb = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        who: fc.constantFrom('visitor' as const, 'member' as const),
        body: bodyFor(route.fields),
        query: fc.dictionary(fc.constantFrom('page', 'size', 'q', 'search_form'), badValue, { maxKeys: 2 }),
        segments: fc.array(pathSegment(realSegments), { minLength: 2, maxLength: 2 }),
        encoding: fc.constantFrom('json', 'form', 'form'),
        token: fc.constantFrom(true, true, true, true, true, true, true, false),
      }),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ route, who, body, query, segments, encoding, token }) => {
        sent++;
        const problem = await attempt(
          route,
          who,
          (path, client) => {
            const queryString = safeStringify(query);
            const url = queryString ? `${path}?${queryString}` : path;
            if (route.method === 'get') return client.agent.get(url);
            const req = client.agent.post(url);
            if (token) req.set('X-CSRF-Token', client.csrf);
            const form = encoding === 'form' ? safeStringify(body) : null;
            return form !== null
              ? req.set('Content-Type', 'application/x-www-form-urlencoded').send(form)
              : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
          },
          segments,
        );
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 1_800_000);
});

/** qs-encodes a body; one holding a lone surrogate cannot be percent-encoded, and goes as JSON. */
function safeStringify(value: object): string | null {
  try {
    return stringify(value);
  } catch {
    return null;
  }
}
