/**
 * Export benchmark: for SQLite, then MariaDB/MySQL, a fresh database with one member who manages
 * BENCH_LISTINGS listings (100,000), and the « Mes annonces » export (kind troc-mine, no filter)
 * written as CSV and as XLSX the way the application does it (ExportService.start, then its job
 * in the same process: ids in the list's order, rows read 500 at a time by TrocQueries.fieldsInBatches,
 * category, service and manager filled in, streamed by export-writers.ts), timed from the request
 * to the file done. Next to it, on the same rows: the ids and rows read alone (raw SQL, no entity;
 * then the application's read, entities and references), and the raw rows written with a bare
 * csv-stringify and a bare exceljs streaming writer. Each line runs in a fresh process of its own
 * (this script again, the application started on the same database like a worker), so that its
 * memory is its own. Prints rows per second, the share of the baseline, the file's size and the
 * resident memory (goal: ≥ 30,000 rows/s and < 300 MB).
 * Settings: BENCH_LISTINGS (100000), BENCH_PASSES (1: each line measured that many times, median
 * kept), BENCH_PROFILE=<dir> (--cpu-prof of each child), BENCH_CHILD_ARGS (node options of each
 * child, e.g. --max-old-space-size=128), BENCH_CASES=<text> (only the lines whose label holds it, e.g.
 * xlsx), BENCH_MYSQL_URL, BENCH_ONLY=sqlite|mysql, BENCH_KEEP=1.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { createApp } from '../../../dist/app.factory.js';
import { actorOf, type Actor } from '../../../dist/core/auth/actor.js';
import { APP_CONFIG, type AppConfig, loadConfig } from '../../../dist/core/config/config.js';
import { DataExport } from '../../../dist/modules/export/entities/data-export.entity.js';
import type { ExportPlan } from '../../../dist/modules/export/export.registry.js';
import { ExportService } from '../../../dist/modules/export/export.service.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { MyListingsFormDto } from '../../../dist/modules/troc/dto/search.dto.js';
import { LISTING_EXPORT_FIELDS } from '../../../dist/modules/troc/troc-export-rows.js';
import { checkedFilters } from '../../../dist/core/http/validation.js';
import { TrocExporter } from '../../../dist/modules/troc/troc-exporter.js';
import { TrocQueries } from '../../../dist/modules/troc/troc.queries.js';
import { type Bench, flavourOf, int, onEachTarget, record } from './harness.js';
import { fillListings, MEMBER, perSecond, print, withPeak } from './listing-data.js';

const LISTINGS = int('BENCH_LISTINGS', 100_000);
const PASSES = int('BENCH_PASSES', 1);
const GOAL_RATE = 30_000;
const GOAL_MB = 300;
const BATCH = 500;

/** The raw columns of the baseline: those the export reads of each listing (its id aside). */
const COLUMNS: readonly string[] = LISTING_EXPORT_FIELDS.filter((field) => field !== 'id');

type Cell = string | number | Date | null;

async function main(): Promise<void> {
  console.log(
    `Banc des exports : ${LISTINGS} annonces d’un même gestionnaire, « Mes annonces » en CSV et en XLSX, ` +
      `${PASSES} passage(s) par ligne, ${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)}.`,
  );
  await onEachTarget((app, ds) => fillListings(app, ds, LISTINGS), measure);
}

interface Measure {
  rows: number;
  ms: number;
  peakMb: number;
  startMb: number;
  size: number | null;
}

/** One line of the table: run alone in its own process (a fresh worker), so that its memory is its own. */
interface Case {
  label: string;
  /** The line whose rate is the baseline of this one. */
  base?: string;
  run: (ctx: Context) => Promise<{ rows: number; size: number | null }>;
}

interface Context {
  app: INestApplication;
  ds: DataSource;
  actor: Actor;
  dir: string;
}

const mineIds = async ({ app, actor }: Context) =>
  app.get(TrocQueries).mineIds({ userId: actor.id }, await checkedFilters(MyListingsFormDto, {}));

const CSV_BASE = 'CSV, SQL brut + csv-stringify nu (référence)';
const XLSX_BASE = 'XLSX, SQL brut + exceljs nu en flux (référence)';

const CASES: Case[] = [
  {
    label: 'lecture seule, SQL brut (ids puis lignes par 500)',
    run: async (ctx) => {
      let rows = 0;
      for await (const batch of rawBatches(ctx.ds, await mineIds(ctx))) rows += batch.length;
      return { rows, size: null };
    },
  },
  {
    label: 'lecture seule, application (colonnes exportées, références)',
    run: async ({ app, actor }) => {
      const plan = await planOf(app, actor);
      let rows = 0;
      for await (const batch of plan.sheets[0]!.rows()) rows += batch.length;
      return { rows, size: null };
    },
  },
  {
    label: CSV_BASE,
    run: async (ctx) => {
      const path = join(ctx.dir, 'nu.csv');
      const rows = await bareCsv(rawBatches(ctx.ds, await mineIds(ctx)), path);
      return { rows, size: statSync(path).size };
    },
  },
  { label: 'CSV, export de l’application (tâche)', base: CSV_BASE, run: (ctx) => appExport(ctx, 'csv') },
  {
    label: XLSX_BASE,
    run: async (ctx) => {
      const path = join(ctx.dir, 'nu.xlsx');
      const rows = await bareXlsx(rawBatches(ctx.ds, await mineIds(ctx)), path);
      return { rows, size: statSync(path).size };
    },
  },
  { label: 'XLSX, export de l’application (tâche)', base: XLSX_BASE, run: (ctx) => appExport(ctx, 'xlsx') },
];

interface Result extends Measure {
  /** Processor time of the process (all its threads: zlib included) during the measure. */
  cpuMs: number;
  /** The process's high-water mark since it started (its boot included). */
  maxRssMb: number;
}

/** The parent: each case in a child process of its own, on the target's database, one after the other. */
async function measure({ target, ds }: Bench): Promise<void> {
  const results = new Map<string, Result>();
  const only = process.env.BENCH_CASES?.toLowerCase();
  for (const [index, c] of CASES.entries()) {
    if (only && !c.label.toLowerCase().includes(only)) continue;
    const passes: Result[] = [];
    for (let i = 0; i < PASSES; i++) passes.push(await inChild(index, target.env));
    passes.sort((a, b) => a.ms - b.ms);
    const m = passes[Math.floor((passes.length - 1) / 2)]!;
    results.set(c.label, m);
    console.log(`  ${c.label} : ${m.rows} lignes en ${(m.ms / 1000).toFixed(2)} s, pic ${m.peakMb.toFixed(0)} Mo`);
  }
  const rows = CASES.filter((c) => results.has(c.label)).map(({ label, base }) => {
    const m = results.get(label)!;
    const rate = m.rows / (m.ms / 1000);
    const ref = base ? results.get(base) : undefined;
    const share = ref ? `${((rate / (ref.rows / (ref.ms / 1000))) * 100).toFixed(0)} %` : '';
    const goal = base
      ? [
          rate >= GOAL_RATE ? 'débit atteint' : 'débit manqué',
          m.peakMb < GOAL_MB ? 'mémoire atteint' : 'mémoire manqué',
        ].join(', ')
      : '';
    return [
      label,
      String(m.rows),
      (m.ms / 1000).toFixed(2),
      `${perSecond(m.rows, m.ms)} l/s`,
      share,
      (m.cpuMs / 1000).toFixed(2),
      m.size === null ? '' : `${(m.size / 1024 / 1024).toFixed(1)} Mo`,
      `${m.startMb.toFixed(0)} Mo`,
      `${m.peakMb.toFixed(0)} Mo`,
      `${m.maxRssMb.toFixed(0)} Mo`,
      goal,
    ];
  });
  const rateOf = (label: string) => {
    const m = results.get(label);
    return m ? Math.round(m.rows / (m.ms / 1000)) : null;
  };
  const figure = (label: string, base: string) => {
    const value = rateOf(label);
    const baseline = rateOf(base);
    return {
      value,
      unit: 'rows/s',
      baseline,
      ratio: value !== null && baseline ? Math.round((value / baseline) * 1000) / 1000 : null,
      peak_rss_mb: results.has(label) ? Math.round(results.get(label)!.peakMb) : null,
      rows: results.get(label)?.rows ?? null,
    };
  };
  // The headline: the XLSX export next to bare exceljs (goal ≥ 90 %); the CSV one beside it (goal < 300 MB).
  record({
    bench: 'export',
    db: await flavourOf(ds),
    ...figure('XLSX, export de l’application (tâche)', XLSX_BASE),
    csv: figure('CSV, export de l’application (tâche)', CSV_BASE),
  });
  console.log('');
  print(
    [
      'mesure',
      'lignes',
      's',
      'débit',
      'part de la réf.',
      'CPU s',
      'fichier',
      'RSS départ',
      'RSS pic',
      'maxRSS',
      'objectif',
    ],
    rows,
  );
  console.log(
    `\nObjectif : ≥ ${GOAL_RATE.toLocaleString('fr-FR')} lignes/s et RSS < ${GOAL_MB} Mo pour les exports de l’application.` +
      '\nChaque ligne dans un processus neuf (l’application démarrée sur la même base, comme un worker) ; CPU s : temps' +
      '\nprocesseur du processus pendant la mesure (tous ses fils, zlib compris : moins sensible aux voisins) ; RSS départ :' +
      '\naprès le démarrage et un GC ; RSS pic : relevé toutes les 10 ms pendant la mesure ; maxRSS : le plus haut du' +
      `\nprocessus depuis son lancement (démarrage compris). Charge à la fin : ${loadavg()[0]!.toFixed(1)}.`,
  );
}

/** Runs CASES[index] in a child process (this script, BENCH_EXPORT_CASE set) and reads its result. */
async function inChild(index: number, env: Record<string, string>): Promise<Result> {
  const profile = process.env.BENCH_PROFILE;
  const args = [
    '--expose-gc',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ...(process.env.BENCH_CHILD_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...args, fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, BENCH_EXPORT_CASE: String(index) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (code !== 0 || !line) throw new Error(`${CASES[index]!.label} : processus terminé (code ${code})\n${out}`);
  return JSON.parse(line.slice('RESULT '.length)) as Result;
}

/** The child: the application on the target's database (its env), one case, its figures on stdout. */
async function child(index: number): Promise<void> {
  const c = CASES[index]!;
  const app = await createApp(loadConfig({ ...process.env }));
  const dir = mkdtempSync(join(tmpdir(), 'troc-bench-export-'));
  try {
    const ds = app.get(DataSource);
    const actor = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
    const cpu = process.cpuUsage();
    const { value, ms, peakMb, startMb } = await withPeak(() => c.run({ app, ds, actor, dir }));
    const used = process.cpuUsage(cpu);
    const maxRssMb = process.resourceUsage().maxRSS / 1024;
    const result: Result = { ...value, ms, cpuMs: (used.user + used.system) / 1000, peakMb, startMb, maxRssMb };
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  }
}

/** The exporter's plan, as the job builds it (for the read-only line). */
async function planOf(app: INestApplication, actor: Actor) {
  const exporter = app.get(TrocExporter) as unknown as {
    minePlan(form: MyListingsFormDto, actor: Actor): Promise<ExportPlan>;
  };
  return exporter.minePlan(await checkedFilters(MyListingsFormDto, {}), actor);
}

/** The application's export, from the request to the file written (its job runs in this process). */
async function appExport(
  { app, ds, actor }: Context,
  format: 'csv' | 'xlsx',
): Promise<{ rows: number; size: number | null }> {
  const config = app.get<AppConfig>(APP_CONFIG);
  const { id } = await app.get(ExportService).start('troc-mine', format, {}, actor);
  const repo = ds.getRepository(DataExport);
  for (;;) {
    const record = await repo.findOneByOrFail({ id });
    if (record.status === 'failed') throw new Error(`Export ${format} en échec : ${record.error}`);
    if (record.status === 'done') {
      const path = join(config.exportsDir, `${id}.${format}`);
      const size = statSync(path).size;
      rmSync(path, { force: true });
      return { rows: record.nbLines, size };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The rows of these ids, 500 at a time in the ids' order, as the driver returns them (no entity). */
async function* rawBatches(ds: DataSource, ids: number[]): AsyncGenerator<Cell[][]> {
  const q = (name: string) => ds.driver.escape(name);
  const select = `SELECT ${q('id')}, ${COLUMNS.map(q).join(', ')} FROM ${q('troc')} WHERE ${q('id')} IN `;
  for (let start = 0; start < ids.length; start += BATCH) {
    const chunk = ids.slice(start, start + BATCH);
    const found = (await ds.query(`${select}(${chunk.map(() => '?').join(', ')})`, chunk)) as Record<string, Cell>[];
    const byId = new Map(found.map((r) => [Number(r.id), r]));
    yield chunk.flatMap((id) => {
      const r = byId.get(id);
      return r ? [COLUMNS.map((c) => r[c] ?? null)] : [];
    });
  }
}

/** The same CSV settings as the application's writer, nothing else. */
async function bareCsv(batches: AsyncIterable<Cell[][]>, path: string): Promise<number> {
  const out = createWriteStream(path);
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: '\r\n' });
  csv.pipe(out);
  let rows = 0;
  if (!csv.write(COLUMNS)) await once(csv, 'drain');
  for await (const batch of batches) {
    for (const row of batch) if (!csv.write(row)) await once(csv, 'drain');
    rows += batch.length;
  }
  csv.end();
  await once(out, 'finish');
  return rows;
}

/** exceljs's streaming writer with no style, no column, no shared string: rows added and committed. */
async function bareXlsx(batches: AsyncIterable<Cell[][]>, path: string): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Annonces');
  sheet.addRow(COLUMNS).commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(row).commit();
    rows += batch.length;
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

const entry = process.env.BENCH_EXPORT_CASE === undefined ? main() : child(Number(process.env.BENCH_EXPORT_CASE));
entry.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
