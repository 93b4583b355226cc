/**
 * Search benchmark: for SQLite, then MariaDB/MySQL, a fresh database with the demo data and
 * BENCH_LISTINGS generated listings, the application started as its own process, and each
 * kind of search timed over HTTP next to the same SQL run straight on the driver.
 * Settings: BENCH_LISTINGS (100000), BENCH_RUNS (30), BENCH_MYSQL_URL (mariadb://root@127.0.0.1:3306/),
 * BENCH_ONLY=sqlite|mysql, BENCH_EXPLAIN=1 (query plans), BENCH_KEEP=1 (keep and reuse the databases).
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { cpus } from 'node:os';
import { DataSource } from 'typeorm';
import { createApp } from '../../../dist/app.factory.js';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { SearchDto } from '../../../dist/modules/troc/dto/search.dto.js';
import { TrocSearchService } from '../../../dist/modules/troc/troc-search.service.js';
import { DEMO_PASSWORD } from '../../../dist/seed/demo-data.js';
import { generateListings } from '../../../dist/seed/listing-generator.js';
import { seedDemo } from '../../../dist/seed/seed.js';
import { describe, KINDS, MEMBER } from './kinds.js';
import { startServer, Session } from './server.js';
import { capture, mysqlDriver, type RawDriver, sqliteDriver, type Statement } from './sql.js';
import { type Row, summarise, table, timed } from './stats.js';
import { mysqlTarget, sqliteTarget, type Target } from './targets.js';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const LISTINGS = int('BENCH_LISTINGS', 100_000);
const RUNS = int('BENCH_RUNS', 30);
const WARMUP = 3;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306/';
const KEEP = process.env.BENCH_KEEP === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const ONLY = process.env.BENCH_ONLY;

async function main(): Promise<void> {
  console.log(
    `Banc de la recherche : ${LISTINGS} annonces générées, ${RUNS} mesures par requête, ${cpus().length} cœurs.`,
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
  const config = loadConfig({ ...process.env, ...target.env });
  const app = await createApp(config);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let raw: RawDriver | null = null;
  try {
    const ds = app.get(DataSource);
    if (target.reused) console.log('Base conservée d’un passage précédent (BENCH_KEEP=1) : réutilisée.');
    else await fill(app, ds);
    raw = config.database.driver === 'sqlite' ? sqliteDriver(ds) : await mysqlDriver(target.env.DATABASE_URL!);
    server = await startServer(target.env);
    const visitor = await Session.open(server.origin);
    const member = await Session.open(server.origin, { email: MEMBER, password: DEMO_PASSWORD });
    const memberUser = await app.get(UsersService).findByEmail(MEMBER);
    const search = app.get(TrocSearchService);

    const rows: Row[] = [];
    for (const kind of KINDS) {
      const dto = plainToInstance(SearchDto, kind.body);
      const user = kind.signedIn && memberUser ? actorOf(memberUser) : null;
      const statements = await capture(ds, () => search.search(dto.search_form, dto.page, dto.size, user));
      const session = kind.signedIn ? member : visitor;
      let results = 0;
      const http = await repeat(async () => {
        const res = await session.post('/fr/api/troc/search/', kind.body);
        if (res.status !== 200) throw new Error(`${describe(kind)} : HTTP ${res.status} ${await res.text()}`);
        results = ((await res.json()) as { total_results: number }).total_results;
      });
      const perStatement = statements.map(() => [] as number[]);
      const sql = await repeat(async () => {
        let sum = 0;
        for (const [i, s] of statements.entries()) {
          const ms = await timed(() => raw!.run(s));
          perStatement[i]!.push(ms);
          sum += ms;
        }
        return sum;
      });
      const medians = perStatement.map((ms) => summarise(ms.slice(WARMUP)).p50);
      const worst = medians.indexOf(Math.max(...medians));
      const slowest = `${statements[worst]?.label ?? '–'} ${medians[worst]?.toFixed(1) ?? ''} ms`;
      rows.push({ kind: describe(kind), results, http: summarise(http), sql: summarise(sql), slowest });
      if (EXPLAIN) await explain(describe(kind), statements, raw);
    }
    console.log(`\n${table(rows)}`);
    console.log(
      '\nMillisecondes. HTTP : POST /fr/api/troc/search/ de bout en bout ; SQL : les mêmes requêtes (page, comptes, cartes)' +
        '\nexécutées l’une après l’autre sur le pilote ; app : écart des médianes (Nest, session, TypeORM, cartes, JSON).' +
        '\nSur MySQL, l’application lance la page et les comptes en parallèle : l’écart peut y être négatif.',
    );
  } finally {
    await server?.stop();
    await raw?.close();
    await app.close();
    await target.dispose();
  }
}

/** WARMUP untimed calls, then RUNS timings; `fn` may return its own measure (else the wall time). */
async function repeat(fn: () => Promise<number | void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    let own: number | void = undefined;
    const wall = await timed(async () => (own = await fn()));
    if (i >= WARMUP) times.push(typeof own === 'number' ? own : wall);
  }
  return times;
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  await seedDemo(app);
  const seeded = Date.now();
  await generateListings(ds, { count: LISTINGS });
  const seconds = (to: number, from: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `Données de démo en ${seconds(seeded, started)} s, ${LISTINGS} annonces en ${seconds(Date.now(), seeded)} s.`,
  );
}

async function explain(kind: string, statements: Statement[], raw: RawDriver): Promise<void> {
  console.log(`\n· ${kind}`);
  for (const s of statements.filter((st) => st.label !== 'cartes')) {
    console.log(`  [${s.label}] ${s.sql}\n  ${JSON.stringify(s.params)}\n${await raw.explain(s)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
