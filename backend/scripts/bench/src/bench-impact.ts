/**
 * Impact benchmark: for SQLite, then MariaDB/MySQL, a fresh database with one organisation of
 * 20 services, nine partners, ten operations, BENCH_TRACKERS completed exchanges over two years
 * (80 % given by the organisation, 10 % received, 10 % between partners; 10 % without CO2) and
 * BENCH_MODELS own models of the partners beside the ADEME library. It times, as a member of the
 * organisation, the savings dashboard (a year, all time, received over a year) in process
 * (SavingsDashboardService.dashboard) and over HTTP (POST /fr/api/savings/dashboard/) next to
 * its GROUP BY statements alone on the driver (the monthly rollup's, and the exchanges' of a
 * month the period cuts) and the four GROUP BYs over the exchanges it read before the rollup, and the model library's search (a few
 * words, a category) in process (ImpactModels.page) and over HTTP (POST /fr/api/impact/library/)
 * next to its statements alone on the driver.
 * Settings: BENCH_TRACKERS (100000), BENCH_MODELS (5000), BENCH_RUNS (30), BENCH_MYSQL_URL,
 * BENCH_ONLY=sqlite|mysql, BENCH_EXPLAIN=1, BENCH_KEEP=1.
 */
import 'reflect-metadata';
import {
  addDays,
  type ImpactLibraryResponse,
  type SavingsDashboardResponse,
  type TransactionDirection,
} from '@troc/shared';
import { cpus, loadavg } from 'node:os';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { Clock } from '../../../dist/core/clock/clock.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { ImpactModels } from '../../../dist/modules/impact/impact-models.service.js';
import { SavingsDashboardService } from '../../../dist/modules/savings/savings-dashboard.service.js';
import { type SavingsGroup, TrackerReads } from '../../../dist/modules/tracker/index.js';
import { type Bench, flavourOf, onEachTarget, record, repeat, replay, SETTINGS } from './harness.js';
import { fillImpact, MEMBER, MODELS, OWN_MODELS, PASSWORD, TRACKERS } from './impact-data.js';
import { Session } from './server.js';
import { capture, type RawDriver, type Statement } from './sql.js';
import { type Summary, summarise } from './stats.js';

async function main(): Promise<void> {
  console.log(
    `Banc de l’impact : ${TRACKERS} échanges terminés, ${MODELS} modèles propres d’autres organisations ` +
      `(+ ${OWN_MODELS} de l’organisation mesurée), ${SETTINGS.runs} mesures par ligne, ${cpus().length} cœurs, ` +
      `charge ${loadavg()[0]!.toFixed(1)}.`,
  );
  await onEachTarget(fillImpact, measure);
}

interface Line {
  label: string;
  /** The case: a period and direction, or a search. */
  subject: string;
  /** Exchanges summed by the dashboard, or models found by the search. */
  count: number;
  measured: Summary;
  /** The statements of the baseline alone on the driver (four GROUP BY, or the search's). */
  base: Summary;
  /** Every statement of the call, replayed one after the other on the driver (not for the baseline itself). */
  call: { sql?: Summary; statements: number; slowest: string };
}

interface DashboardCase {
  subject: string;
  direction: TransactionDirection;
  days: number | null;
}

const DASHBOARDS: DashboardCase[] = [
  { subject: 'cédés, 365 j', direction: 'given', days: 365 },
  { subject: 'cédés, depuis toujours', direction: 'given', days: null },
  { subject: 'reçus, 365 j', direction: 'received', days: 365 },
];

const SEARCHES: { subject: string; form: { query?: string; category?: string } }[] = [
  { subject: 'sans filtre', form: {} },
  { subject: '« chaise »', form: { query: 'chaise' } },
  { subject: '« ordinateur »', form: { query: 'ordinateur' } },
  { subject: '« lave »', form: { query: 'lave' } },
  { subject: 'catégorie divers-ameublement', form: { category: 'divers-ameublement' } },
];

async function measure({ app, ds, raw, server, target }: Bench): Promise<void> {
  const today = app.get(Clock).today();
  const actor = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
  const session = await Session.open(server.origin, { email: MEMBER, password: PASSWORD });
  const dashboards = app.get(SavingsDashboardService);
  const lines: Line[] = [];
  const trackers = app.get(TrackerReads);
  const figures: Record<string, unknown>[] = [];
  for (const c of DASHBOARDS) {
    const filter = { direction: c.direction, from: c.days === null ? null : addDays(today, -c.days), to: null };
    const statements = await capture(ds, () => dashboards.dashboard(actor, filter));
    for (const s of statements) s.label = labelOf(s);
    // Its own GROUP BYs: on the monthly rollup, and on the exchanges for the days of a cut month.
    const groupBys = statements.filter((s) => /GROUP BY/i.test(s.sql));
    const { sql: base, slowest } = await replay(groupBys, raw);
    if (SETTINGS.explain) await explain(`${target.name}, tableau ${c.subject}`, groupBys, raw);
    // What the dashboard read before the rollup: four GROUP BYs over the period's exchanges.
    const by = ['month', c.direction === 'given' ? 'serviceId' : 'userId', 'categoryId', 'operationId'] as const;
    const scanned: SavingsGroup[][] = [];
    const scans = await capture(ds, async () => {
      for (const key of by)
        scanned.push(await trackers.savingsGroups(key, actor.organisationId, c.direction, filter.from, null));
    });
    for (const s of scans) s.label = labelOf(s);
    const scan = await replay(scans, raw);
    const call = { ...(await replay(statements, raw)), statements: statements.length };
    let inProcess: SavingsDashboardResponse | null = null;
    const proc = await repeat(async () => void (inProcess = await dashboards.dashboard(actor, filter)));
    const count = (inProcess as SavingsDashboardResponse | null)?.totals.nbTrackers ?? 0;
    const scannedCount = scanned[0]!.reduce((n, g) => n + g.count, 0);
    if (scannedCount !== count)
      throw new Error(`tableau ${c.subject} : ${count} échanges au cumul, ${scannedCount} au balayage`);
    const form = { direction: c.direction, ...(filter.from ? { from: filter.from } : {}) };
    let body: SavingsDashboardResponse | null = null;
    const http = await repeat(async () => {
      const res = await session.post('/fr/api/savings/dashboard/', { dashboard_form: form });
      if (res.status !== 200) throw new Error(`tableau ${c.subject} : HTTP ${res.status} ${await res.text()}`);
      body = (await res.json()) as SavingsDashboardResponse;
    });
    const got = (body as SavingsDashboardResponse | null)?.totals.nbTrackers;
    if (got !== count) throw new Error(`tableau ${c.subject} : ${got} échanges en HTTP, ${count} en processus`);
    const subject = `tableau, ${c.subject}`;
    const measuredHttp = summarise(http);
    lines.push(
      {
        label: 'avant : balayage des échanges (4 GROUP BY, pilote)',
        subject,
        count,
        measured: scan.sql,
        base,
        call: { statements: scans.length, slowest: scan.slowest },
      },
      {
        label: `SQL seul (${groupBys.length} GROUP BY, cumul et jours, pilote)`,
        subject,
        count,
        measured: base,
        base,
        call: { statements: groupBys.length, slowest },
      },
      { label: 'en processus (dashboard)', subject, count, measured: summarise(proc), base, call },
      { label: 'HTTP (membre)', subject, count, measured: measuredHttp, base, call },
    );
    figures.push({
      case: c.subject,
      p50_ms: round(measuredHttp.p50),
      p95_ms: round(measuredHttp.p95),
      sql_p50_ms: round(base.p50),
      scan_p50_ms: round(scan.sql.p50),
      rows: count,
    });
  }
  // The headline: « depuis toujours » over HTTP, the goal (≤ 50 ms p50 at a million exchanges).
  const always = figures.find((f) => f.case === 'cédés, depuis toujours')!;
  record({ bench: 'impact', db: await flavourOf(ds), exchanges: TRACKERS, ...always, cases: figures });

  const models = app.get(ImpactModels);
  for (const s of SEARCHES) {
    const filter = {
      query: s.form.query ?? null,
      owner: 'all' as const,
      scope: 'all' as const,
      disabled: false,
      category: s.form.category ?? null,
    };
    const run = () => models.page(actor, filter, 1, 20);
    const statements = await capture(ds, run);
    for (const st of statements) st.label = labelOf(st);
    const page = /FROM [`"]impact_model[`"]/;
    const own = statements.filter((st) => page.test(st.sql));
    const { sql: base, slowest } = await replay(own, raw);
    if (SETTINGS.explain) await explain(`${target.name}, recherche ${s.subject}`, own, raw);
    const call = { ...(await replay(statements, raw)), statements: statements.length };
    let count = 0;
    const proc = await repeat(async () => void (count = (await run()).total));
    let body: ImpactLibraryResponse | null = null;
    const http = await repeat(async () => {
      const res = await session.post('/fr/api/impact/library/', { library_form: s.form, page: 1, size: 20 });
      if (res.status !== 200) throw new Error(`recherche ${s.subject} : HTTP ${res.status} ${await res.text()}`);
      body = (await res.json()) as ImpactLibraryResponse;
    });
    const got = (body as ImpactLibraryResponse | null)?.total;
    if (got !== count) throw new Error(`recherche ${s.subject} : ${got} modèles en HTTP, ${count} en processus`);
    const subject = `modèles, ${s.subject}`;
    lines.push(
      {
        label: `SQL seul (${own.length} sur impact_model, pilote)`,
        subject,
        count,
        measured: base,
        base,
        call: { statements: own.length, slowest },
      },
      { label: 'en processus (ImpactModels.page)', subject, count, measured: summarise(proc), base, call },
      { label: 'HTTP (membre)', subject, count, measured: summarise(http), base, call },
    );
  }
  console.log(`\n${table(lines)}`);
  console.log(
    '\nMillisecondes. SQL seul : pour le tableau, ses quatre GROUP BY (mois, service ou repreneur, catégorie,' +
      '\nopération), pour la recherche, le compte et la page de impact_model, relevés dans le journal de TypeORM et' +
      '\nrejoués sur le pilote (la base de comparaison) ; × SQL : médiane de la ligne / médiane du SQL seul ;' +
      '\nSQL de l’appel : toutes ses requêtes (noms des services, opérations, catégories) rejouées l’une après l’autre ;' +
      `\nlignes : échanges additionnés, ou modèles trouvés. Charge de la machine à la fin : ${loadavg()[0]!.toFixed(1)}.`,
  );
}

/** Prints each statement with its plan, and its median alone on the driver. */
async function explain(title: string, statements: Statement[], raw: RawDriver): Promise<void> {
  console.log(`\n── EXPLAIN, ${title}`);
  for (const s of statements) {
    const { sql } = await replay([s], raw);
    console.log(`\n[${s.label}] p50 ${ms(sql.p50)} ms, p95 ${ms(sql.p95)} ms\n${s.sql}\n${await raw.explain(s)}`);
  }
}

/** A GROUP BY by its key (mois, serviceId …), another statement by the table it reads first. */
function labelOf(s: Statement): string {
  const group = /GROUP BY\s+(.+?)\s+(?:HAVING|ORDER BY)/is.exec(s.sql)?.[1];
  const table = /FROM [`"](\w+)[`"]/.exec(s.sql)?.[1] === 'savings_rollup' ? 'cumul' : 'échanges';
  if (group) {
    const key = /strftime|DATE_FORMAT|month/i.test(group) ? 'mois' : (/[`"](\w+)[`"]\s*$/.exec(group)?.[1] ?? group);
    return `${key} (${table})`;
  }
  const from = /FROM [`"](\w+)[`"]/.exec(s.sql)?.[1] ?? 'autre';
  if (from !== 'impact_model') return from;
  return /COUNT\(/i.test(s.sql) ? 'compte' : 'page';
}

const round = (v: number) => Math.round(v * 100) / 100;

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 1 ? v.toFixed(2) : v < 10 ? v.toFixed(1) : v.toFixed(0));

function table(lines: Line[]): string {
  const head = [
    'cas',
    'mesure',
    'lignes',
    'p50',
    'p95',
    'moy.',
    'SQL seul p50',
    'p95',
    '× SQL',
    'SQL de l’appel p50',
    'p95',
    'requêtes',
    'plus lente',
  ];
  const rows = lines.map((l) => {
    const ratio = l.measured.p50 / l.base.p50;
    return [
      l.subject,
      l.label,
      String(l.count),
      ms(l.measured.p50),
      ms(l.measured.p95),
      ms(l.measured.mean),
      ms(l.base.p50),
      ms(l.base.p95),
      ratio.toFixed(ratio < 10 ? 2 : 0),
      l.call.sql ? ms(l.call.sql.p50) : '',
      l.call.sql ? ms(l.call.sql.p95) : '',
      String(l.call.statements),
      l.call.slowest,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const left = new Set([0, 1, head.length - 1]);
  const format = (cells: string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(format)].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
