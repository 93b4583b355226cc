/**
 * Polling benchmark: the header counters call (POST /fr/api/user/notifications/count, signed
 * in) under autocannon, against the application started as its own process on the embedded
 * SQLite set-up, then with REDIS_URL when Redis answers; and, as the yardstick, a bare Express
 * hello-world started in its own process on the same machine with the same load.
 * Settings: BENCH_CONNECTIONS (10), BENCH_DURATION (10 s), BENCH_REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_ONLY=sqlite|redis, BENCH_LOG_LEVEL (the application's default, info),
 * BENCH_PROFILE=<dir> (the application runs under --cpu-prof and writes its profile there),
 * BENCH_KEEP=1 (keep the seeded SQLite file and reuse it on the next run).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../../dist/app.factory.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { DEMO_PASSWORD } from '../../../dist/seed/demo-data.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { fromTemplate } from './targets.js';
import { Session, startServer, type Server } from './server.js';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const CONNECTIONS = int('BENCH_CONNECTIONS', 10);
const DURATION = int('BENCH_DURATION', 10);
const WARMUP = 2;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ONLY = process.env.BENCH_ONLY;
const PROFILE = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : null;
const KEEP = process.env.BENCH_KEEP === '1';
const MEMBER = 'camille.martin@chu-bordeaux.demo';
const PATH = '/fr/api/user/notifications/count';
const HELLO = fileURLToPath(new URL('./hello-server.js', import.meta.url));

interface Measure {
  label: string;
  rps: number;
  /** CPU time of the server process per request (user + system), in microseconds. */
  cpuUs: number | null;
  p50: number;
  p99: number;
  bad: number;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  console.log(
    `Banc du sondage des compteurs : ${CONNECTIONS} connexions, ${DURATION} s par mesure (+ ${WARMUP} s de chauffe), ` +
      `${cpus().length} cœurs, charge ${load()}.`,
  );
  const dir = join(tmpdir(), KEEP ? 'troc_bench_counters' : `troc_bench_counters_${process.pid}`);
  const reused = KEEP && existsSync(join(dir, 'troc.sqlite'));
  mkdirSync(dir, { recursive: true });
  if (!reused) fromTemplate(dir);
  const sessionSecret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET: sessionSecret,
    TRUST_PROXY: 'false',
    VAR_DIR: dir,
    DATABASE_URL: '',
    REDIS_URL: '',
    PUBLICATION_TICK_SECONDS: '0',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : { LOG_LEVEL: 'info' }),
  };
  const measures: Measure[] = [];
  const redisPrefix = `troc-bench-counters-${process.pid}`;
  try {
    if (reused) console.log('Base conservée d’un passage précédent (BENCH_KEEP=1) : réutilisée.');
    else await seed(env);
    // The yardstick is measured first and last: the mean of both stands for the whole run.
    const helloFirst = await measure('Express nu (hello-world)', {}, { script: HELLO }, false);
    if (ONLY !== 'redis') measures.push(await measure('Troc, SQLite', env));
    if (ONLY !== 'sqlite') {
      const problem = await redisProblem(REDIS_URL);
      if (problem) console.log(`\nRedis sauté : ${REDIS_URL} injoignable (${problem}).`);
      else measures.push(await measure('Troc, SQLite + Redis', { ...env, REDIS_URL, REDIS_PREFIX: redisPrefix }));
    }
    const helloLast = await measure('Express nu (hello-world)', {}, { script: HELLO }, false);
    measures.unshift(mean(helloFirst, helloLast));
  } finally {
    if (!KEEP) rmSync(dir, { recursive: true, force: true });
    await dropRedisKeys(REDIS_URL, redisPrefix).catch(() => undefined);
  }
  const hello = measures[0]!;
  console.log(`\n${table(measures, hello)}`);
  console.log(
    `\nrequêtes/s moyennes, latences en millisecondes ; ratio = req/s ÷ req/s d'Express nu (objectif ≥ 0,5) ;\n` +
      `µs CPU/req : temps processeur du serveur par requête, et ratio CPU = celui d'Express nu ÷ celui-ci,\n` +
      `moins sensibles à la charge de la machine. Charge après : ${load()}.`,
  );
  if (PROFILE) console.log(`Profils CPU de l'application dans ${PROFILE}.`);
}

/** The demo data (accounts, organisations, listings) in the SQLite file the servers will open. */
async function seed(env: Record<string, string>): Promise<void> {
  const started = Date.now();
  const app = await createApp(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' }));
  try {
    await seedIfEmpty(app);
  } finally {
    await app.close();
  }
  console.log(`Données de démo en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function measure(
  label: string,
  env: Record<string, string>,
  options: { script?: string } = {},
  signIn = true,
): Promise<Measure> {
  const nodeArgs = PROFILE && signIn ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const server: Server = await startServer(env, { ...options, nodeArgs });
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signIn) {
      const session = await Session.open(server.origin, { email: MEMBER, password: DEMO_PASSWORD });
      Object.assign(headers, session.headers());
    }
    const check = await fetch(server.origin + PATH, { method: 'POST', headers, body: '{}' });
    const body = await check.text();
    if (check.status !== 200 || !body.includes('total_in_cart')) {
      throw new Error(`${label} : HTTP ${check.status} ${body}`);
    }
    const run = (duration: number) =>
      autocannon({
        url: server.origin + PATH,
        method: 'POST',
        headers,
        body: '{}',
        connections: CONNECTIONS,
        duration,
      });
    await run(WARMUP);
    const cpuBefore = cpuMs(server.pid);
    const result = await run(DURATION);
    const cpuAfter = cpuMs(server.pid);
    const m: Measure = {
      label,
      rps: result.requests.average,
      cpuUs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    };
    console.log(
      `${label} : ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.cpuUs?.toFixed(0) ?? '–'} µs CPU/requête (charge ${load()})`,
    );
    return m;
  } finally {
    await server.stop();
  }
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc; null elsewhere). */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function redisProblem(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    redis.disconnect();
  }
}

async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function mean(a: Measure, b: Measure): Measure {
  const avg = (x: number, y: number) => (x + y) / 2;
  return {
    label: `${a.label}, moyenne`,
    rps: avg(a.rps, b.rps),
    cpuUs: a.cpuUs === null || b.cpuUs === null ? null : avg(a.cpuUs, b.cpuUs),
    p50: avg(a.p50, b.p50),
    p99: avg(a.p99, b.p99),
    bad: a.bad + b.bad,
  };
}

function table(measures: Measure[], yardstick: Measure): string {
  const head = ['', 'req/s', 'p50', 'p99', 'ratio', 'µs CPU/req', 'ratio CPU', 'erreurs'];
  const lines = measures.map((m) => [
    m.label,
    String(Math.round(m.rps)),
    String(m.p50),
    String(m.p99),
    (m.rps / yardstick.rps).toFixed(2),
    m.cpuUs === null ? '–' : m.cpuUs.toFixed(0),
    m.cpuUs === null || yardstick.cpuUs === null ? '–' : (yardstick.cpuUs / m.cpuUs).toFixed(2),
    String(m.bad),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(head), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
