/**
 * Exchanges benchmark: for SQLite, then MariaDB/MySQL, a fresh database with the demo data,
 * BENCH_LISTINGS generated listings and BENCH_TRACKERS generated exchanges, the application
 * started as its own process, and « Mes échanges » (first and fiftieth page, a keyword, the
 * terminated list) and one exchange's view timed over HTTP next to the same SQL run straight
 * on the driver.
 * Settings: BENCH_LISTINGS (20000), BENCH_TRACKERS (100000), BENCH_RUNS (30), BENCH_MYSQL_URL,
 * BENCH_ONLY=sqlite|mysql, BENCH_EXPLAIN=1, BENCH_KEEP=1.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { cpus } from 'node:os';
import type { DataSource } from 'typeorm';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { TrackerTransitionsService } from '../../../dist/modules/tracker/tracker-transitions.service.js';
import { TrackerViewService } from '../../../dist/modules/tracker/tracker-view.service.js';
import { TrackerQueries } from '../../../dist/modules/tracker/tracker.queries.js';
import { CartService } from '../../../dist/modules/cart/cart.service.js';
import { CartViewService } from '../../../dist/modules/cart/cart-view.service.js';
import { OperationViewService } from '../../../dist/modules/operation/operation-view.service.js';
import { OperationService } from '../../../dist/modules/operation/operation.service.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { TrocOperationsService } from '../../../dist/modules/troc/troc-operations.service.js';
import { PublicationStatus, RequestType, TRACKER_FINAL } from '@troc/shared';
import { DEMO_PASSWORD } from '../../../dist/seed/demo-data.js';
import { generateListings } from '../../../dist/seed/listing-generator.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { generateTrackers } from '../../../dist/seed/tracker-generator.js';
import { type Bench, int, onEachTarget, repeat, replay, seconds, SETTINGS } from './harness.js';
import { Session } from './server.js';
import { capture } from './sql.js';
import { type Row, summarise, table } from './stats.js';

const LISTINGS = int('BENCH_LISTINGS', 20_000);
const TRACKERS = int('BENCH_TRACKERS', 100_000);
/** A manager of many listings (the CHU's purchasing director), who sees both directions. */
const MEMBER = 'camille.martin@chu-bordeaux.demo';
/** A member of another organisation, who fills a cart with the member's listings. */
const BUYER = 'karim.haddad@ressourcerie-lille.demo';
const OPERATION_LISTINGS = int('BENCH_OPERATION_LISTINGS', 500);

interface Kind {
  label: string;
  path: string;
  body: { page: number; size: number; tracker_filter_form: Record<string, unknown> };
  terminated: boolean;
}

const kind = (label: string, form: Record<string, unknown>, page = 1, terminated = false): Kind => ({
  label,
  path: terminated ? '/fr/api/tracker/terminated/mine/' : '/fr/api/tracker/mine/',
  body: { page, size: 20, tracker_filter_form: form },
  terminated,
});

const KINDS: Kind[] = [
  kind('Mes échanges, p. 1', {}),
  kind('Mes échanges, p. 50', {}, 50),
  kind('Mes échanges, cédés, p. 1', { transactionDirection: ['given'] }),
  kind('Mes échanges, mot-clé « bureau »', { keyword: 'bureau' }),
  kind('Échanges terminés, p. 1', {}, 1, true),
  kind('Échanges terminés, p. 50', {}, 50, true),
];

async function main(): Promise<void> {
  console.log(
    `Banc des échanges : ${LISTINGS} annonces et ${TRACKERS} échanges générés, ${SETTINGS.runs} mesures par requête, ${cpus().length} cœurs.`,
  );
  await onEachTarget(fill, measure);
}

async function measure({ app, ds, raw, server }: Bench): Promise<void> {
  const session = await Session.open(server.origin, { email: MEMBER, password: DEMO_PASSWORD });
  const user = (await app.get(UsersService).findByEmail(MEMBER))!;
  const actor = actorOf(user);
  const queries = app.get(TrackerQueries);
  const views = app.get(TrackerViewService);
  const rows: Row[] = [];
  let sample = '';
  for (const k of KINDS) {
    const form = {
      trackerStatus: [],
      swapType: [],
      transactionDirection: [],
      ...k.body.tracker_filter_form,
      terminated: k.terminated,
    };
    const statements = await capture(ds, async () => {
      const found = await queries.mine(
        { userId: user.id, delegatedTrocIds: [] },
        form as never,
        k.body.page,
        k.body.size,
      );
      sample ||= found.rows[0]?.slug ?? '';
      await views.cards(found.rows, actor);
    });
    let results = 0;
    const http = await repeat(async () => {
      const res = await session.post(k.path, k.body);
      if (res.status !== 200) throw new Error(`${k.label} : HTTP ${res.status} ${await res.text()}`);
      results = ((await res.json()) as { total_results: number }).total_results;
    });
    rows.push({ kind: k.label, results, http: summarise(http), ...(await replay(statements, raw)) });
    if (SETTINGS.explain) for (const s of statements) console.log(`\n${s.sql}\n${await raw.explain(s)}`);
  }
  const { operation, cart } = await groups(app, ds, user);
  const buyer = await Session.open(server.origin, { email: BUYER, password: DEMO_PASSWORD });
  const buyerActor = actorOf((await app.get(UsersService).findByEmail(BUYER))!);
  const operations = app.get(OperationService);
  const operationViews = app.get(OperationViewService);
  const listings = app.get(TrocOperationsService);
  const cartViews = app.get(CartViewService);
  const extra: { label: string; call: () => Promise<Response>; same: () => Promise<unknown> }[] = [
    {
      label: `Vue d’une opération (${operation.listings} annonces)`,
      call: () => session.get(`/fr/api/operation/view/${operation.slug}/`),
      same: async () => {
        const found = await operations.visible(operation.slug, actor);
        await operations.publicationErrors(found);
        await operationViews.view(found, actor, true);
      },
    },
    {
      label: 'Échanges terminés d’une opération, p. 1',
      call: () => session.post(`/fr/api/operation/trackers/terminated/${operation.slug}/`, {}),
      same: async () => {
        const found = await operations.managed(operation.slug, actor);
        const ids = await listings.listingIdsOf(found.id);
        const page = await queries.ofListings(ids, TRACKER_FINAL, 1, 20);
        await views.cards(page.rows, actor);
      },
    },
    {
      label: 'Page du panier (10 lignes)',
      call: () => buyer.get(`/fr/api/cart/view/${cart}/`),
      same: async () => cartViews.view(await cartViews.readable(cart, buyerActor), buyerActor),
    },
  ];
  for (const item of extra) {
    const statements = await capture(ds, item.same);
    const http = await repeat(async () => {
      const res = await item.call();
      if (!res.bodyUsed) await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${item.label} : HTTP ${res.status}`);
    });
    rows.push({ kind: item.label, results: 1, http: summarise(http), ...(await replay(statements, raw)) });
  }
  if (sample) {
    const transitions = app.get(TrackerTransitionsService);
    const statements = await capture(ds, async () => views.view(await transitions.load(sample, actor), actor));
    const http = await repeat(async () => {
      const res = await session.get(`/fr/api/tracker/info/${sample}/`);
      if (res.status !== 200) throw new Error(`fiche : HTTP ${res.status}`);
    });
    rows.push({ kind: 'Fiche d’un échange', results: 1, http: summarise(http), ...(await replay(statements, raw)) });
  }
  console.log(`\n${table(rows)}`);
  console.log(
    '\nMillisecondes. HTTP : l’appel de bout en bout ; SQL : les mêmes requêtes (page, compte, cartes, fil)' +
      '\nexécutées l’une après l’autre sur le pilote ; app : écart des médianes.',
  );
}

/** An operation holding OPERATION_LISTINGS of the member's listings, and a 10-line cart of another member. */
async function groups(app: INestApplication, ds: DataSource, user: { id: number }) {
  const manager = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
  const operations = app.get(OperationService);
  const operation = await operations.create(manager, 'Banc : opération chargée');
  const listings = await ds.getRepository(Troc).find({
    where: { managerId: user.id, publicationStatus: PublicationStatus.Published, requestType: RequestType.Offer },
    take: OPERATION_LISTINGS,
  });
  await app.get(TrocOperationsService).assign(
    manager,
    operation,
    listings.map((t) => t.slug),
  );
  const buyer = actorOf((await app.get(UsersService).findByEmail(BUYER))!);
  const carts = app.get(CartService);
  let cart = '';
  for (const troc of listings.filter((t) => t.visExternal && (t.itemMinQuantity ?? 1) <= 1).slice(0, 10)) {
    cart = (await carts.add(troc.slug, buyer, { quantity: 1 }).catch(() => ({ cart }))).cart;
  }
  return { operation: { slug: operation.slug, listings: listings.length }, cart };
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  await seedIfEmpty(app);
  const seeded = Date.now();
  await generateListings(ds, { count: LISTINGS });
  const listed = Date.now();
  await generateTrackers(ds, { count: TRACKERS });
  console.log(
    `Démo en ${seconds(seeded, started)} s, ${LISTINGS} annonces en ${seconds(listed, seeded)} s, ${TRACKERS} échanges en ${seconds(Date.now(), listed)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
