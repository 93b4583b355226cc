/**
 * Import benchmark: for SQLite, then MariaDB/MySQL, BENCH_LINES listing lines (demands: no
 * picture to process) written as a CSV (UTF-8, `;`) and as an XLSX, each imported the way « Mes
 * imports » does it (upload: header and line count; « Tester »: every line checked; the job: every
 * line written then applied through the listing forms' rules and the publication machine), next
 * to the baseline of the same process: the same listings bulk-inserted as rows, without any rule.
 * Prints lines per second, the ratio to the baseline (goal ≥ 20 %) and the peak memory of each.
 * Each measure is taken BENCH_IMPORT_RUNS times (3; the baseline's rows removed after each) and
 * its median kept: one run of a few seconds on a shared machine varies by a third.
 * Settings: BENCH_LINES (10000), BENCH_MYSQL_URL, BENCH_ONLY=sqlite|mysql, BENCH_PROFILE=<dir> (a CPU
 * profile of each job alone, from its start to its end, written there as <db>-<format>.cpuprofile).
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  ORGANISATION_KIND_BY_ORGANISM_TYPE,
  OrganismType,
  PublicationStatus,
  RequestType,
  Role,
  Visibility,
} from '@troc/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { type DataSource, Like, Not } from 'typeorm';
import { actorOf, type Actor } from '../../../dist/core/auth/actor.js';
import { Organisation } from '../../../dist/modules/identity/entities/organisation.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../../dist/modules/identity/organisations.service.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { DataImport } from '../../../dist/modules/import/entities/data-import.entity.js';
import { ImportLine } from '../../../dist/modules/import/entities/import-line.entity.js';
import { importTemplate } from '../../../dist/modules/import/import-columns.js';
import { ImportService } from '../../../dist/modules/import/import.service.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { setVisibility } from '../../../dist/core/database/visibility.columns.js';
import { applyDetails } from '../../../dist/modules/troc/troc-form-mapping.js';
import { readListingRow } from '../../../dist/modules/troc/troc-import.js';
import { bulkInsert, nextId } from '../../../dist/seed/bulk-insert.js';
import { onEachTarget, int, printFigures, recordResult } from './harness.js';
import { importLines } from './import-data.js';
import { capture } from './sql.js';

const LINES = int('BENCH_LINES', 10_000);
const RUNS = int('BENCH_IMPORT_RUNS', 3);
const MEMBER = 'import@banc-import.bench';
async function writeFiles(dir: string): Promise<{ csv: string; xlsx: string }> {
  const rows = importLines(LINES);
  const csv = join(dir, 'inventaire.csv');
  writeFileSync(csv, stringify(rows, { delimiter: ';', bom: true }));
  const xlsx = join(dir, 'inventaire.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsx, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Annonces');
  for (const row of rows) sheet.addRow(row).commit();
  await workbook.commit();
  return { csv, xlsx };
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const organisations = app.get(OrganisationsService);
  await ds.transaction(async (em) => {
    const org = await em.getRepository(Organisation).save({
      name: 'Banc des imports',
      organismType: OrganismType.Gouv,
      kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[OrganismType.Gouv],
      identifier: null,
      groupId: null,
    });
    const service = await organisations.addService(em, org.id, null, { name: 'Logistique' });
    const now = new Date();
    await em.getRepository(User).save({
      email: MEMBER,
      slug: 'banc-import',
      passwordHash: 'x',
      firstname: 'Import',
      lastname: 'Banc',
      roles: [Role.User],
      organisationId: org.id,
      serviceId: service.id,
      emailValidatedAt: now,
      termsAcceptedAt: now,
      personalDataAcceptedAt: now,
      postalCode: '33000',
      city: 'Bordeaux',
      cityCode: '33063',
    });
  });
}

/** Peak resident memory while `fn` runs, sampled every 20 ms, above what it was before. */
async function withPeak<T>(fn: () => Promise<T>): Promise<{ value: T; peakMb: number; ms: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, peakMb: (peak - before) / 1024 / 1024, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

/** The baseline: the same listings as rows, bulk-inserted with no rule, no machine, no report. */
async function baseline(ds: DataSource, actor: Actor): Promise<number> {
  const rows: Partial<Troc>[] = [];
  const { headers } = importTemplate('troc');
  let id = await nextId(ds.manager, Troc);
  const now = new Date();
  for (const cells of importLines(LINES).slice(1)) {
    const row = Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
    const read = readListingRow({
      requestType: row['Type de demande']!,
      name: row.Nom!,
      description: row.Description!,
      itemRequestQuantity: row['Quantité demandée']!,
      itemState: row['État']!,
      itemWeight: row['Poids (kg)']!,
      itemHeight: row['Hauteur (cm)']!,
    });
    const troc = ds.getRepository(Troc).create({
      id: id++,
      slug: `banc-base-${id}`,
      requestType: RequestType.Demand,
      ownerId: actor.id,
      managerId: actor.id,
      serviceId: actor.serviceId,
      organisationId: actor.organisationId,
      organisationName: actor.organisationName,
      publicationStatus: PublicationStatus.Published,
      availabilityStartDate: '2026-01-01',
      availabilityEndDate: '2026-12-31',
      postal: '33000',
      cityCode: '33063',
      cityName: 'Bordeaux',
      createdAt: now,
      updatedAt: now,
    });
    applyDetails(troc, read.details, 102);
    setVisibility(troc, [Visibility.External, Visibility.Group, Visibility.Internal]);
    rows.push(troc);
  }
  const started = performance.now();
  await ds.transaction((em) => bulkInsert(em, Troc, rows));
  const ms = performance.now() - started;
  await ds.getRepository(Troc).delete({ slug: Like('banc-base-%') });
  return ms;
}

/** `measure` run RUNS times: the run of median duration. */
async function median<T extends { ms: number }>(measure: () => Promise<T>): Promise<T> {
  const runs: T[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  return runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

/** The import once ended, asked every 10 ms: a coarser poll would add up to its period to a job of 1–2 s. */
async function waitFor(ds: DataSource, id: string): Promise<DataImport> {
  for (;;) {
    const record = await ds.getRepository(DataImport).findOneByOrFail({ id });
    if (record.status === 'Terminated' || record.status === 'Error') return record;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main(): Promise<void> {
  console.log(`Banc des imports : ${LINES} lignes, ${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)}.`);
  const dir = mkdtempSync(join(tmpdir(), 'troc-bench-import-'));
  const files = await writeFiles(dir);
  console.log(
    `Fichiers : CSV ${(statSync(files.csv).size / 1024 / 1024).toFixed(1)} Mo, XLSX ${(statSync(files.xlsx).size / 1024 / 1024).toFixed(1)} Mo.`,
  );
  try {
    await onEachTarget(fill, async ({ app, ds, target }) => {
      const actor = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
      const imports = app.get(ImportService);
      const table: string[][] = [];
      const rates: number[] = [];
      const base = await median(async () => {
        const measured = await withPeak(() => baseline(ds, actor));
        return { ...measured, ms: measured.value };
      });
      const baseRate = LINES / (base.ms / 1000);
      table.push(['insertion brute (référence)', fmt(baseRate), '100 %', `${base.peakMb.toFixed(0)} Mo`, '']);
      for (const [format, path] of Object.entries(files)) {
        const { upload, test, run, statements } = await median(() =>
          importOnce(ds, imports, actor, target, format, path, dir),
        );
        const record = run.value;
        if (record.nbSuccessLines !== LINES) await explainMisses(ds, record);
        const rate = LINES / (run.ms / 1000);
        rates.push(rate);
        table.push([
          `import ${format.toUpperCase()} (tâche)`,
          fmt(rate),
          `${((rate / baseRate) * 100).toFixed(1)} %`,
          `${run.peakMb.toFixed(0)} Mo`,
          `envoi ${upload.ms.toFixed(0)} ms, test ${fmt(LINES / (test.ms / 1000))}, ${(statements / LINES).toFixed(1)} requêtes par ligne`,
        ]);
      }
      print(table);
      // The slower of the two formats, next to the bulk insert.
      recordResult('import', target, Math.min(...rates), 'lines/s', baseRate);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printFigures();
}

/** One import of the file as « Mes imports » runs it: upload, « Tester », then the job, each measured. */
async function importOnce(
  ds: DataSource,
  imports: ImportService,
  actor: Actor,
  target: { name: string },
  format: string,
  path: string,
  dir: string,
) {
  const copy = join(dir, `envoi.${format}`);
  copyFileSync(path, copy);
  const file = { path: copy, originalname: `inventaire.${format}`, size: statSync(copy).size } as UploadedFile;
  const upload = await withPeak(() => imports.upload('troc', { file }, '', actor));
  const test = await withPeak(() => imports.test(upload.value.id, null, actor));
  let statements = 0;
  const run = await withPeak(async () => {
    const work = async () => {
      await imports.start(upload.value.id, null, actor);
      await waitFor(ds, upload.value.id);
    };
    if (process.env.BENCH_DUMP !== '1') {
      statements = await countStatements(ds, () => profiled(`${target.name.toLowerCase()}-${format}`, work));
    } else {
      // The statements kept with their parameters: for a short run (BENCH_LINES=100), not for the figures.
      const counted = (await capture(ds, work)).filter((s) => !/data_import/.test(s.sql) || !/^SELECT/i.test(s.sql));
      statements = counted.length;
      const histogram = new Map<string, number>();
      for (const s of counted) {
        const head = s.sql.replace(/\s+/g, ' ').slice(0, 90);
        histogram.set(head, (histogram.get(head) ?? 0) + 1);
      }
      for (const [head, n] of [...histogram].sort((a, b) => b[1] - a[1]))
        console.log(`${(n / LINES).toFixed(2)}  ${head}`);
    }
    return ds.getRepository(DataImport).findOneByOrFail({ id: upload.value.id });
  });
  const record = run.value;
  if (record.nbLinesProcessed !== LINES) {
    throw new Error(`Import ${format} : ${record.nbLinesProcessed}/${LINES} lignes traitées (${record.status})`);
  }
  // The next run finds the table as this one did: the member owns only what the bench imports.
  await ds.getRepository(Troc).delete({ ownerId: actor.id });
  return { upload, test, run, statements, ms: run.ms };
}

/** `fn` under the CPU profiler when BENCH_PROFILE names a folder: the job alone, not the set-up around it. */
async function profiled(name: string, fn: () => Promise<void>): Promise<void> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Lines that did not end complete: how many, and the first ones' issues (the figures stand, the cause is shown). */
async function explainMisses(ds: DataSource, record: DataImport): Promise<void> {
  console.log(
    `  ${record.nbSuccessLines}/${LINES} lignes complètes (${record.nbToCompleteLines} à compléter, ${record.nbErrorLines} en échec)`,
  );
  const rows = await ds.getRepository(ImportLine).find({
    where: { importId: record.id, status: Not('Success') },
    order: { lineNumber: 'ASC' },
    take: 3,
  });
  for (const row of rows) console.log(`  ligne ${row.lineNumber} : ${row.status} ${JSON.stringify(row.issues)}`);
}

/** The statements `fn` sends (the polls of the import's own row aside), counted without keeping them. */
async function countStatements(ds: DataSource, fn: () => Promise<void>): Promise<number> {
  const original = ds.logger;
  let count = 0;
  const ignore = () => undefined;
  ds.logger = {
    logQuery: (sql: string) => {
      if (!(/data_import/.test(sql) && /^SELECT/i.test(sql))) count += 1;
    },
    logQueryError: ignore,
    logQuerySlow: ignore,
    logSchemaBuild: ignore,
    logMigration: ignore,
    log: ignore,
  };
  try {
    await fn();
  } finally {
    ds.logger = original;
  }
  return count;
}

type UploadedFile = NonNullable<Parameters<ImportService['upload']>[1]['file']>;

const fmt = (rate: number) => `${Math.round(rate).toLocaleString('fr-FR')} l/s`;

function print(rows: string[][]): void {
  const head = ['Mesure', 'Débit', 'Part de la référence', 'Mémoire (pic)', 'Détail'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
