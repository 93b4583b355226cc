/**
 * Saved searches benchmark: for SQLite, then MariaDB/MySQL, a fresh database with the demo
 * data, BENCH_LISTINGS generated listings and BENCH_ALERTS alerts of the demo members, whose
 * marks leave the BENCH_NEW most recently published listings to mail. The alerts' job runs
 * once over all of them (then once more, with nothing new), timed next to one search of the
 * same kind (page 1, as a member) and one alert's own query of new listings.
 * Settings: BENCH_LISTINGS (100000), BENCH_ALERTS (10000), BENCH_NEW (200), BENCH_RUNS (30),
 * BENCH_MYSQL_URL (mariadb://root@127.0.0.1:3306/), BENCH_ONLY=sqlite|mysql, BENCH_KEEP=1.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { RequestType, SwapType } from '@troc/shared';
import { cpus } from 'node:os';
import { DataSource, In, IsNull, LessThanOrEqual, Or } from 'typeorm';
import { createApp } from '../../../dist/app.factory.js';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { JobRecord } from '../../../dist/core/queue/job.entity.js';
import { AlertCriteria } from '../../../dist/modules/alert/alert-criteria.js';
import { AlertJob } from '../../../dist/modules/alert/alert.job.js';
import { Alert } from '../../../dist/modules/alert/entities/alert.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { TrocSearchService } from '../../../dist/modules/troc/troc-search.service.js';
import { generateListings } from '../../../dist/seed/listing-generator.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { MEMBER } from './kinds.js';
import { summarise, timed } from './stats.js';
import { mysqlTarget, sqliteTarget, type Target } from './targets.js';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const LISTINGS = int('BENCH_LISTINGS', 100_000);
const ALERTS = int('BENCH_ALERTS', 10_000);
const NEW = int('BENCH_NEW', 200);
const RUNS = int('BENCH_RUNS', 30);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306/';
const KEEP = process.env.BENCH_KEEP === '1';
const ONLY = process.env.BENCH_ONLY;

/** The criteria people save, in the search page's proportions: mostly a place or a category. */
const CRITERIA: Partial<Alert>[] = [
  { keyword: 'bureau' },
  { keyword: 'fauteuil roulant' },
  { category: 'mobilier' },
  { departement: '69' },
  { departement: '33' },
  { region: 'ile-de-france' },
  { city: 'lyon-69123', distance: 30 },
  { city: 'bordeaux-33063' },
  { category: 'mobilier', region: 'auvergne-rhone-alpes' },
  {},
];
const REQUEST_TYPES = [[RequestType.Offer], [RequestType.Offer, RequestType.Demand]];
const SWAP_TYPES = [[SwapType.Don], [SwapType.Don, SwapType.Pret], Object.values(SwapType)];

async function main(): Promise<void> {
  console.log(
    `Banc des alertes : ${ALERTS} alertes, ${LISTINGS} annonces dont ${NEW} nouvelles, ${cpus().length} cœurs.`,
  );
  if (ONLY !== 'mysql') await bench(sqliteTarget(KEEP));
  if (ONLY !== 'sqlite') {
    const target = await mysqlTarget(MYSQL_URL, KEEP);
    if (typeof target === 'string') console.log(`\nMariaDB/MySQL sauté : ${MYSQL_URL} injoignable (${target}).`);
    else await bench(target);
  }
}

async function bench(target: Target): Promise<void> {
  console.log(`\n━━ ${target.name}`);
  // The job is run here, not on its schedule; mails are queued as in production.
  const config = loadConfig({ ...process.env, ...target.env, ALERT_INTERVAL_MS: '0' });
  const app = await createApp(config);
  try {
    const ds = app.get(DataSource);
    if (
      !(await ds.query('SELECT 1 FROM alert LIMIT 1').then(
        () => true,
        () => false,
      ))
    ) {
      console.log('Table alert absente de cette base (sa migration n’est pas encore générée) : sauté.');
      return;
    }
    if (target.reused) console.log('Base conservée d’un passage précédent (BENCH_KEEP=1) : réutilisée.');
    else await fill(app, ds);
    await ensureAlerts(ds);
    const mark = await placeMarks(ds);

    const job = app.get(AlertJob);
    let first: Awaited<ReturnType<AlertJob['run']>> | null = null;
    const firstMs = await timed(async () => (first = await job.run()));
    // The mails leave through the queue, in the background of the run: how long until all have.
    const drainMs = await timed(() => drained(ds));
    let second: Awaited<ReturnType<AlertJob['run']>> | null = null;
    const secondMs = await timed(async () => (second = await job.run()));

    const search = app.get(TrocSearchService);
    const criteria = app.get(AlertCriteria);
    const member = await app.get(UsersService).findByEmail(MEMBER);
    if (!member) throw new Error(`${MEMBER} absent des données de démo`);
    const actor = actorOf(member);
    const sample = await ds.getRepository(Alert).findOneByOrFail({ category: 'mobilier', region: IsNull() });
    const form = criteria.searchForm(sample);
    const searchMs = await repeat(() => search.search(form, 1, 20, actor));
    const newSinceMs = await repeat(() => search.newSince(form, actor, mark, 10));
    const fresh = (await search.publishedSince(mark.publishedAt)).map((t) => t.id);
    const amongMs = await repeat(() => search.newSince(form, actor, mark, 10, fresh));

    const r1 = first!;
    const r2 = second!;
    const rate = (n: number, ms: number) => Math.round((n / ms) * 1000);
    console.log(
      [
        `Passage avec ${NEW} nouvelles annonces : ${r1.alerts} alertes en ${(firstMs / 1000).toFixed(2)} s` +
          ` → ${rate(r1.alerts, firstMs)} alertes/s (${r1.searched} recherches lancées, ${r1.mailed} e-mails).`,
        `File des e-mails vidée ${(drainMs / 1000).toFixed(2)} s après la fin du passage.`,
        `Passage suivant, rien de nouveau depuis : ${secondMs.toFixed(0)} ms pour ${ALERTS} alertes` +
          ` (${r2.alerts === 0 ? 'une requête suffit' : `${r2.alerts} lues`}).`,
        `Une recherche du même type (catégorie mobilier, membre, p. 1) : p50 ${searchMs.p50.toFixed(1)} ms,` +
          ` p95 ${searchMs.p95.toFixed(1)} ms.`,
        `La requête d’une alerte (nouvelles annonces depuis sa marque) : p50 ${newSinceMs.p50.toFixed(1)} ms,` +
          ` p95 ${newSinceMs.p95.toFixed(1)} ms.`,
        `La même, parmi les ${fresh.length} nouvelles lues par identifiant : p50 ${amongMs.p50.toFixed(1)} ms,` +
          ` p95 ${amongMs.p95.toFixed(1)} ms.`,
        `Sans regroupement ni marque, ${ALERTS} recherches prendraient ≈ ${((ALERTS * searchMs.p50) / 1000).toFixed(1)} s.`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await target.dispose();
  }
}

async function drained(ds: DataSource): Promise<void> {
  const jobs = ds.getRepository(JobRecord);
  // The demo's delayed exchange timers (reminders, expiries) are not the alerts' mails: only due jobs count.
  const due = () =>
    jobs.countBy({
      status: In(['pending', 'running']),
      scheduleKey: IsNull(),
      runAt: Or(IsNull(), LessThanOrEqual(new Date())),
    });
  while ((await due()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function repeat(fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
  return summarise(times);
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  await seedIfEmpty(app);
  await generateListings(ds, { count: LISTINGS });
  console.log(`Données de démo et ${LISTINGS} annonces en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** BENCH_ALERTS alerts spread over the demo members, unless a kept base already holds them. */
async function ensureAlerts(ds: DataSource): Promise<void> {
  if ((await ds.getRepository(Alert).count()) >= ALERTS) return;
  await ds.getRepository(Alert).clear();
  const users = await ds
    .getRepository(User)
    .find({ select: { id: true }, where: { enabled: true }, order: { id: 'ASC' } });
  const rows: Partial<Alert>[] = [];
  for (let i = 0; i < ALERTS; i++) {
    rows.push({
      slug: `bench${i.toString(36).padStart(6, '0')}`,
      userId: Number(users[i % users.length]!.id),
      keyword: null,
      city: null,
      departement: null,
      region: null,
      distance: null,
      category: null,
      ...CRITERIA[i % CRITERIA.length],
      requestTypes: REQUEST_TYPES[i % REQUEST_TYPES.length]!,
      swapTypes: SWAP_TYPES[i % SWAP_TYPES.length]!,
      nbSent: 0,
      active: true,
      markPublishedAt: new Date(),
      markTrocId: 0,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await ds.getRepository(Alert).insert(rows.slice(i, i + 500));
}

/** Every alert's mark just before the NEW most recently published listings. */
async function placeMarks(ds: DataSource): Promise<{ id: number; publishedAt: Date }> {
  const rows = await ds
    .getRepository(Troc)
    .createQueryBuilder('t')
    .select(['t.id', 't.publishedAt'])
    .where("t.publicationStatus = 'Published'")
    .orderBy('t.publishedAt', 'DESC')
    .addOrderBy('t.id', 'DESC')
    .offset(NEW)
    .limit(1)
    .getMany();
  const found = rows[0];
  if (!found?.publishedAt) throw new Error('Pas assez d’annonces publiées');
  const mark = { id: found.id, publishedAt: found.publishedAt };
  await ds
    .createQueryBuilder()
    .update(Alert)
    .set({ markPublishedAt: mark.publishedAt, markTrocId: mark.id, active: true })
    .execute();
  return mark;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
