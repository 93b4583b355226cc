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
import { cpus, loadavg } from 'node:os';
import type { DataSource } from 'typeorm';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { SearchDto } from '../../../dist/modules/troc/dto/search.dto.js';
import { TrocSearchService } from '../../../dist/modules/troc/troc-search.service.js';
import { DEMO_PASSWORD } from '../../../dist/seed/demo-data.js';
import { generateListings } from '../../../dist/seed/listing-generator.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { type Bench, flavourOf, int, onEachTarget, record, repeat, replay, seconds, SETTINGS } from './harness.js';
import { describe, KINDS, MEMBER } from './kinds.js';
import { Session } from './server.js';
import { capture, type RawDriver, type Statement } from './sql.js';
import { type Row, summarise, table } from './stats.js';

const LISTINGS = int('BENCH_LISTINGS', 100_000);

async function main(): Promise<void> {
  console.log(
    `Banc de la recherche : ${LISTINGS} annonces générées, ${SETTINGS.runs} mesures par requête, ${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)}.`,
  );
  await onEachTarget(fill, measure);
}

async function measure({ app, ds, raw, server }: Bench): Promise<void> {
  const listings = Number((await ds.query('SELECT COUNT(*) AS n FROM troc'))[0].n);
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
      await freshReads(ds);
      const begun = performance.now();
      const res = await session.post('/fr/api/troc/search/', kind.body);
      if (res.status !== 200) throw new Error(`${describe(kind)} : HTTP ${res.status} ${await res.text()}`);
      results = ((await res.json()) as { total_results: number }).total_results;
      return performance.now() - begun;
    });
    rows.push({ kind: describe(kind), results, http: summarise(http), ...(await replay(statements, raw)) });
    if (SETTINGS.explain) await explain(describe(kind), statements, raw);
  }
  console.log(`\n${table(rows)}`);
  // The headline: the kind furthest from its SQL alone (the goal is ≤ 1.5× at p50 and p95).
  const worst = rows.reduce((a, b) => (b.http.p50 / b.sql.p50 > a.http.p50 / a.sql.p50 ? b : a));
  const r2 = (v: number) => Math.round(v * 100) / 100;
  record({
    bench: 'search',
    db: await flavourOf(ds),
    listings,
    case: worst.kind,
    p50_ms: r2(worst.http.p50),
    p95_ms: r2(worst.http.p95),
    sql_p50_ms: r2(worst.sql.p50),
    sql_p95_ms: r2(worst.sql.p95),
    rows: worst.results,
    kinds: rows.map((r) => ({
      case: r.kind,
      p50_ms: r2(r.http.p50),
      p95_ms: r2(r.http.p95),
      sql_p50_ms: r2(r.sql.p50),
      sql_p95_ms: r2(r.sql.p95),
      rows: r.results,
    })),
  });
  console.log(
    '\nMillisecondes. HTTP : POST /fr/api/troc/search/ de bout en bout ; SQL : les mêmes requêtes (page, comptes, cartes)' +
      '\nexécutées l’une après l’autre sur le pilote ; app : écart des médianes (Nest, session, TypeORM, cartes, JSON).' +
      '\nSur MySQL, l’application lance la page et les comptes en parallèle : l’écart peut y être négatif.' +
      ` Charge à la fin : ${loadavg()[0]!.toFixed(1)}.`,
  );
}

let tick = 0;

/**
 * On SQLite the server's reader gives a search's rows again until the next commit: each measure
 * follows a commit (the file's header, nothing the search reads), so each is a first search.
 */
async function freshReads(ds: DataSource): Promise<void> {
  if (ds.options.type === 'better-sqlite3') await ds.query(`PRAGMA user_version = ${++tick}`);
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  await seedIfEmpty(app);
  const seeded = Date.now();
  await generateListings(ds, { count: LISTINGS });
  console.log(
    `Données de démo en ${seconds(seeded, started)} s, ${LISTINGS} annonces en ${seconds(Date.now(), seeded)} s.`,
  );
}

async function explain(kind: string, statements: Statement[], raw: RawDriver): Promise<void> {
  console.log(`\n· ${kind}`);
  for (const s of statements.filter((st) => st.label !== 'cartes')) {
    const params = JSON.stringify(s.params, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    console.log(`  [${s.label}] ${s.sql}\n  ${params}\n${await raw.explain(s)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
