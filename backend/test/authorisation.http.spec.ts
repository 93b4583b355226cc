import { DataSource } from 'typeorm';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { discoverRoutes, type RouteUnderTest } from './robustness/routes.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { runId, targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

/**
 * Issue 23's authorisation sweep: private resources of the hospital (a draft, a private listing, a
 * listing of its group with an exchange and its conversation, an operation, a mass action, an
 * export) carry a distinctive name; a member of an organisation outside the group and a visitor
 * call every API route with those resources' ids and slugs (and every search or autocomplete with
 * the name), and never read the name nor the private addresses in any answer.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Routes that would end the session the sweep relies on, not resource routes. */
const SKIPPED = /^\/fr\/api\/(auth|logout)\b|\/profile\/(password|email|delete)/;

describe.each(targets())('authorisation sweep on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let routes: RouteUnderTest[];
  const secret = `Zq${runId()}`;
  const secretEmail = `invite.${secret.toLowerCase()}@exemple.fr`;
  /** A member of the hospital: the person autocompletes may name them, never give their address. */
  const memberEmail = `${secret.toLowerCase()}@chu.exemple.fr`;
  const segments: string[] = [];
  /** What the resources say: a search echoes the bare word it was given, never these. */
  const markers = [`Description ${secret}`, `Message ${secret}`, `Opération ${secret}`, secretEmail, memberEmail];

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    const named = (what: string) => {
      markers.push(`${what} ${secret}`);
      return { name: `${what} ${secret}`, description: `Description ${secret} ${what}.` };
    };
    const draft = await publishedListing(owner, world.users.owner, { details: named('Brouillon'), publish: false });
    const privateSlug = await publishedListing(owner, world.users.owner, {
      details: named('Privée'),
      manage: { visibility: ['Private'], invitations: [secretEmail] },
    });
    const group = await publishedListing(owner, world.users.owner, {
      details: named('Groupe'),
      manage: { visibility: ['Group', 'Internal'] },
    });
    // An exchange of the group, and its conversation.
    const member = await world.as('groupMember');
    const reserved = (
      await member
        .post(`/fr/api/troc/inbox/reservation/${group}/`, { message: `Message ${secret} du repreneur.`, quantity: 1 })
        .expect(201)
    ).body as { tracker: string; thread: string };
    const operation = (await owner.post('/fr/api/operation/create/', { name: `Opération ${secret}` }).expect(201)).body;
    const users = t0.app.get(DataSource).getRepository(User);
    await users.save({ ...world.users.colleague, id: undefined, email: memberEmail, slug: `membre-${secret}` });
    const trocs = t0.app.get(DataSource).getRepository(Troc);
    const ids = await Promise.all(
      [draft, privateSlug, group].map(async (slug) => (await trocs.findOneByOrFail({ slug })).id),
    );
    const mass = (
      await owner
        .post('/fr/api/mass-action/troc/edit/', {
          form: { selection: ids.join(','), availabilityEndDate: '2099-06-30' },
        })
        .expect(202)
    ).body.data.id as string;
    const exportId = (await owner.post('/fr/api/export/start/troc-mine/', { format: 'xlsx' }).expect(202)).body.data
      .id as string;
    // Both finish before the sweep: their reports and files then name the listings.
    for (const path of [`/fr/api/mass-action/pending/${mass}/`, `/fr/api/export/pending/${exportId}/`]) {
      const until = Date.now() + 60_000;
      while ((await owner.post(path).expect(200)).text.includes('Pending') && Date.now() < until) await sleep(100);
    }
    const thread = (await member.get(`/fr/api/tracker/info/${reserved.tracker}/`).expect(200)).body;
    segments.push(
      draft,
      privateSlug,
      group,
      reserved.tracker,
      reserved.thread,
      operation.slug,
      String(operation.id ?? ''),
      ...ids.map(String),
      String(thread.id ?? ''),
      mass,
      exportId,
      String(world.users.owner.id),
      world.users.owner.slug,
    );
    ({ routes } = await discoverRoutes((await world.visitor()).agent));
  }, 120_000);
  afterAll(() => t0?.close());

  /** A fresh member of the association (outside the hospital's group), signed in. */
  const outsider = async (): Promise<Client> => {
    const client = await t0.client();
    await client.post('/fr/api/auth/login', { email: world.users.outsider.email, password: GOOD_PASSWORD }).expect(200);
    await client.refreshCsrf();
    return client;
  };

  it('never names a private resource to a member of another organisation nor to a visitor', async () => {
    const started = Date.now();
    const who = { outsider: await outsider(), visitor: await world.visitor() };
    const leaks: string[] = [];
    let sent = 0;
    const search = { form: { query: secret }, search_form: { keyword: secret }, keyword: secret, query: secret };
    for (const route of routes.filter((r) => !SKIPPED.test(r.path))) {
      const paths =
        route.params.length === 0
          ? [route.path]
          : segments.filter(Boolean).map((value) => {
              let path = route.path;
              route.params.forEach((p, i) => (path = path.replace(`:${p.name}`, i === 0 ? value : '0')));
              return path;
            });
      for (const path of paths) {
        for (const [name, client] of Object.entries(who)) {
          const res =
            route.method === 'get'
              ? await client.agent.get(
                  route.params.length ? path : `${path}?q=${secret}&search_form[keyword]=${secret}`,
                )
              : await client.agent.post(path).set('X-CSRF-Token', client.csrf).send(search);
          sent++;
          const text = `${res.text ?? ''}${res.body instanceof Buffer ? res.body.toString('latin1') : ''}`;
          const leaked = markers.find((marker) => text.toLowerCase().includes(marker.toLowerCase()));
          if (leaked) leaks.push(`${route.method.toUpperCase()} ${path} (${name}) → ${res.status} : ${leaked}`);
        }
      }
    }
    // The sweep really ran as the outsider: its session lived to the end.
    expect((await who.outsider.agent.get('/fr/api/auth/me').expect(200)).body.user?.id).toBe(world.users.outsider.id);
    expect(leaks).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    if (process.env.SWEEP_LOG) console.log(`${sent} requests in ${Date.now() - started} ms`);
  }, 180_000);

  it('shows the same resources to their owner (the sweep looks where the names are)', async () => {
    const owner = await world.as('owner');
    for (const slug of segments.slice(0, 3)) {
      expect((await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).text).toContain(secret);
    }
    expect((await owner.get(`/fr/api/tracker/info/${segments[3]}/`).expect(200)).text).toContain(secret);
  });
});
