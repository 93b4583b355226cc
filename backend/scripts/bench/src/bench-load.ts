/**
 * Load benchmark: BENCH_CONNECTIONS connections for BENCH_DURATION seconds on a mix of reads —
 * search (as a member), a listing's page and the home's latest listings (as visitors), the header
 * counters (signed in) — against the built application in its own process, on SQLite then on
 * MariaDB with Redis; and, in the same run, a bare Express hello-world under the same load as
 * the yardstick. Goals: no error, search p99 ≤ 1.5 s, counters p99 ≤ 300 ms. Prints the server's
 * memory (RSS) before and after, and one JSON line per database.
 * Settings: BENCH_CONNECTIONS (200), BENCH_DURATION (60 s), BENCH_LISTINGS (16000 generated
 * listings beside the demo data), BENCH_ONLY=sqlite|mysql, BENCH_MYSQL_URL, BENCH_REDIS_URL,
 * BENCH_LOG_LEVEL (info), BENCH_PROFILE=<dir> (the application runs under --cpu-prof), BENCH_NODE_ARGS
 * (node options of the application, e.g. « --require probe.cjs »), BENCH_SERVER_LOG=<file> (the
 * application's log, one JSON line per request with its server-side time), BENCH_KEEP=1,
 * BENCH_COSTS=<seconds> (first, each route alone on 4 connections: the processor time the application
 * and, on MariaDB, `mariadbd` spend per request).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { createApp } from '../../../dist/app.factory.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { DEMO_PASSWORD } from '../../../dist/seed/demo-data.js';
import { generateListings } from '../../../dist/seed/listing-generator.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { int, SETTINGS } from './harness.js';
import { KINDS, MEMBER } from './kinds.js';
import { Session, startServer, type Server } from './server.js';
import { mysqlTarget, sqliteTarget, type Target } from './targets.js';

const CONNECTIONS = int('BENCH_CONNECTIONS', 200);
const DURATION = int('BENCH_DURATION', 60);
const LISTINGS = int('BENCH_LISTINGS', 16_000);
const WARMUP = Math.min(5, DURATION);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROFILE = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : null;
const HELLO = fileURLToPath(new URL('./hello-server.js', import.meta.url));
const COUNTERS = '/fr/api/user/notifications/count';
const GOALS = { searchP99: 1500, countersP99: 300 };
const COSTS = Number(process.env.BENCH_COSTS ?? 0);

/** One route of the mix and its share of the connections. */
interface Route {
  name: 'recherche' | 'annonce' | 'accueil' | 'compteurs';
  share: number;
  requests: autocannon.Request[];
  headers: Record<string, string>;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  console.log(
    `Banc de charge : ${CONNECTIONS} connexions × ${DURATION} s (+ ${WARMUP} s de chauffe), ${LISTINGS} annonces générées, ` +
      `${cpus().length} cœurs, charge ${load()}.`,
  );
  const hello = await startServer({}, { script: HELLO });
  let baseline: Figures;
  try {
    const route: Route = {
      name: 'compteurs',
      share: 1,
      headers: json(),
      requests: [{ method: 'POST', path: COUNTERS, body: '{}' }],
    };
    await mix(hello.origin, [route], WARMUP);
    baseline = (await mix(hello.origin, [route], DURATION)).all;
  } finally {
    await hello.stop();
  }
  console.log(
    `Express nu : ${Math.round(baseline.rps)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms, ${baseline.errors} erreur(s).`,
  );

  const lines: string[] = [];
  if (SETTINGS.only !== 'mysql') lines.push(await onTarget(sqliteTarget(SETTINGS.keep), 'sqlite', {}, baseline));
  if (SETTINGS.only !== 'sqlite') {
    const target = await mysqlTarget(SETTINGS.mysqlUrl, SETTINGS.keep);
    if (typeof target === 'string')
      console.log(`\nMariaDB/MySQL sauté : ${SETTINGS.mysqlUrl} injoignable (${target}).`);
    else {
      const redis = { REDIS_URL, REDIS_PREFIX: `troc-bench-load-${process.pid}` };
      lines.push(await onTarget(target, 'mariadb', redis, baseline));
    }
  }
  console.log(`\nCharge après : ${load()}.${PROFILE ? ` Profils CPU de l'application dans ${PROFILE}.` : ''}`);
  for (const line of lines) console.log(line);
}

async function onTarget(target: Target, db: string, extra: Record<string, string>, baseline: Figures): Promise<string> {
  console.log(`\n━━ ${target.name}${extra.REDIS_URL ? ' + Redis' : ''}`);
  const env = {
    ...target.env,
    ...extra,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
  try {
    if (target.reused) console.log('Base conservée d’un passage précédent (BENCH_KEEP=1) : réutilisée.');
    else await fill(env);
    const nodeArgs = PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`]
      : (process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []);
    const server = await startServer(env, { nodeArgs });
    try {
      return await measure(server, db, baseline);
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

/** The demo data and the generated listings, written by the application in this process. */
async function fill(env: Record<string, string>): Promise<void> {
  const started = Date.now();
  const app = await createApp(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', REDIS_URL: '' }));
  try {
    await seedIfEmpty(app);
    await generateListings(app.get(DataSource), { count: LISTINGS });
  } finally {
    await app.close();
  }
  console.log(`Données en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function measure(server: Server, db: string, baseline: Figures): Promise<string> {
  const member = await Session.open(server.origin, { email: MEMBER, password: DEMO_PASSWORD });
  const visitor = await Session.open(server.origin);
  const found = await visitor.post('/fr/api/troc/search/', { page: 1, size: 50, search_form: {} });
  const slugs = ((await found.json()) as { data: { slug: string }[] }).data.map((c) => c.slug);
  if (slugs.length === 0) throw new Error(`Recherche sans résultat (HTTP ${found.status}).`);
  const searches = KINDS.filter((k) => k.body.page === 1);
  const routes: Route[] = [
    {
      name: 'recherche',
      share: 0.4,
      headers: { ...json(), ...member.headers() },
      requests: searches.map((k) => ({ method: 'POST', path: '/fr/api/troc/search/', body: JSON.stringify(k.body) })),
    },
    {
      name: 'annonce',
      share: 0.2,
      headers: {},
      requests: slugs.map((slug) => ({ method: 'GET', path: `/fr/api/troc/view/${encodeURIComponent(slug)}/` })),
    },
    {
      name: 'accueil',
      share: 0.2,
      headers: json(),
      requests: [{ method: 'POST', path: '/fr/api/troc/last/', body: JSON.stringify({ page: 1, size: 5 }) }],
    },
    {
      name: 'compteurs',
      share: 0.2,
      headers: { ...json(), ...member.headers() },
      requests: [{ method: 'POST', path: COUNTERS, body: '{}' }],
    },
  ];
  if (COSTS > 0) await costs(server, routes, db);
  await mix(server.origin, routes, WARMUP);
  const rssBefore = rssMb(server.pid);
  const result = await mix(server.origin, routes, DURATION);
  const rssAfter = rssMb(server.pid);
  for (const [name, f] of Object.entries(result.routes)) {
    console.log(
      `${name.padEnd(10)} ${String(Math.round(f.rps)).padStart(5)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  erreurs ${f.errors}`,
    );
  }
  const { all } = result;
  const search = result.routes.recherche!;
  const counters = result.routes.compteurs!;
  const ok = (good: boolean) => (good ? 'atteint' : 'MANQUÉ');
  console.log(
    `ensemble   ${String(Math.round(all.rps)).padStart(5)} req/s  p50 ${all.p50} ms  p99 ${all.p99} ms  erreurs ${all.errors} (Express nu : p99 ${baseline.p99} ms)\n` +
      `Objectifs : recherche p99 ≤ ${GOALS.searchP99} ms ${ok(search.p99 <= GOALS.searchP99)}, compteurs p99 ≤ ${GOALS.countersP99} ms ` +
      `${ok(counters.p99 <= GOALS.countersP99)}, 0 erreur ${ok(all.errors === 0)}.\n` +
      `Mémoire du serveur (RSS) : ${rssBefore ?? '–'} Mo avant, ${rssAfter ?? '–'} Mo après ; charge ${load()}.`,
  );
  return JSON.stringify({
    bench: 'load',
    db,
    connections: CONNECTIONS,
    duration_s: DURATION,
    rps: Math.round(all.rps),
    p50_ms: all.p50,
    p99_ms: all.p99,
    search_p99_ms: search.p99,
    counters_p99_ms: counters.p99,
    errors: all.errors,
    baseline_rps: Math.round(baseline.rps),
    baseline_p99_ms: baseline.p99,
    rss_mb_before: rssBefore,
    rss_mb_after: rssAfter,
    load: loadavg()[0]!.toFixed(2),
  });
}

/**
 * The routes at once, each on its share of the connections, for `seconds`: every response's time
 * is kept, so the percentiles are exact per route and over the whole mix.
 */
async function mix(
  origin: string,
  routes: Route[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<{ all: Figures; routes: Record<string, Figures> }> {
  const total = routes.reduce((s, r) => s + r.share, 0);
  const all: number[] = [];
  let allErrors = 0;
  const byRoute: Record<string, Figures> = {};
  await Promise.all(
    routes.map(async (route) => {
      const times: number[] = [];
      const result = await new Promise<autocannon.Result>((done, fail) => {
        const instance = autocannon(
          {
            url: origin,
            connections: Math.max(1, Math.round((connections * route.share) / total)),
            duration: seconds,
            headers: route.headers,
            requests: route.requests,
            timeout: 30,
          },
          (error, result) => (error ? fail(error) : done(result)),
        );
        instance.on('response', (_client, _status, _bytes, time) => times.push(time));
      });
      // autocannon's errors include its timeouts.
      const errors = result.non2xx + result.errors;
      for (const time of times) all.push(time);
      allErrors += errors;
      byRoute[route.name] = { rps: times.length / seconds, ...percentiles(times), errors };
    }),
  );
  return { all: { rps: all.length / seconds, ...percentiles(all), errors: allErrors }, routes: byRoute };
}

function percentiles(ms: number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(ms).sort();
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
  return { p50: at(50), p99: at(99) };
}

const json = (): Record<string, string> => ({ 'content-type': 'application/json' });

/** Each route alone on 4 connections: processor milliseconds per request of the application and of the database server. */
async function costs(server: Server, routes: Route[], db: string): Promise<void> {
  const database = db === 'mariadb' ? pidOf('mariadbd') : null;
  console.log(
    `Coût par requête, chaque route seule (4 connexions × ${COSTS} s) : Node, puis ${database ? 'mariadbd' : 'base'}`,
  );
  for (const route of routes) {
    const alone = { ...route, share: 1 };
    await mix(server.origin, [alone], 2, 4);
    const before = [cpuMs(server.pid), database ? cpuMs(database) : 0];
    const { all } = await mix(server.origin, [alone], COSTS, 4);
    const after = [cpuMs(server.pid), database ? cpuMs(database) : 0];
    const count = all.rps * COSTS;
    const per = (i: number) => ((after[i]! - before[i]!) / count).toFixed(1);
    console.log(
      `${route.name.padEnd(10)} ${String(Math.round(all.rps)).padStart(5)} req/s  Node ${per(0)} ms  ${database ? `base ${per(1)} ms` : ''}`,
    );
  }
}

/** User and system processor time of a process so far, in milliseconds (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function pidOf(name: string): number | null {
  try {
    const pid = Number(execFileSync('pidof', ['-s', name], { encoding: 'utf8' }).trim());
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The resident memory of a process, in megabytes (Linux /proc; null elsewhere). */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
