/**
 * Mass edit benchmark: for SQLite, then MariaDB/MySQL, a fresh database with one member who manages
 * BENCH_LISTINGS listings (10,000), and « Modifier en masse » on all of them (select-all of « Mes
 * annonces », no filter) the way the application does it: MassActionService.start (the ids, one
 * waiting line each), then its job in this process (each line: snapshot, claim, the listing read
 * with the member's rights and edited through the single edit's services, its outcome and excerpt
 * written), then the per-line report read as the modal's last poll reads it — timed from the
 * request to the report. Two edits: the availability's end date (the manage form: audience
 * checks, invitations and perimeter rewritten) and the town (the address form). Next to them, in
 * the same process and on the same rows, the baseline: one bulk UPDATE of the column. A short
 * run of BENCH_SAMPLE lines is then replayed with TypeORM's log on, for the statements per line
 * (BENCH_DUMP=1 prints them by kind). Goal: ≥ 2,000 lines/s with the report.
 * Settings: BENCH_LISTINGS (10000), BENCH_SAMPLE (100), BENCH_MYSQL_URL, BENCH_ONLY=sqlite|mysql,
 * BENCH_KEEP=1, BENCH_DUMP=1, BENCH_MEM=1 (the process's memory after a GC, after each edit).
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { MassActionProgress, MassEditValues } from '@troc/shared';
import { cpus, loadavg } from 'node:os';
import type { DataSource } from 'typeorm';
import { actorOf, type Actor } from '../../../dist/core/auth/actor.js';
import { MassAction } from '../../../dist/modules/mass-action/entities/mass-action.entity.js';
import { MassActionService } from '../../../dist/modules/mass-action/mass-action.service.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { TrocMassService } from '../../../dist/modules/troc/troc-mass.service.js';
import { type Bench, int, onEachTarget, printFigures, recordResult } from './harness.js';
import { fillListings, MEMBER, perSecond, print, withPeak } from './listing-data.js';
import { capture } from './sql.js';

const LISTINGS = int('BENCH_LISTINGS', 10_000);
const SAMPLE = int('BENCH_SAMPLE', 100);
const GOAL_RATE = 2_000;
const UPDATE_CHUNK = 5_000;

interface Case {
  label: string;
  form: MassEditValues;
  /** The baseline's column and value (the same edit, one bulk UPDATE). */
  column: string;
  value: string;
}

const CASES: Case[] = [
  {
    label: 'date de fin de disponibilité',
    form: { availabilityEndDate: '2099-06-30' },
    column: 'availabilityEndDate',
    value: '2099-09-30',
  },
  {
    label: 'ville et code postal (Bordeaux)',
    form: { postal: '33000', city: '33063' },
    column: 'postal',
    value: '33800',
  },
];

async function main(): Promise<void> {
  console.log(
    `Banc des modifications en masse : ${LISTINGS} annonces d’un même gestionnaire, toutes sélectionnées, ` +
      `${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)}.`,
  );
  await onEachTarget((app, ds) => fillListings(app, ds, LISTINGS), measure);
  printFigures();
}

async function measure({ app, ds, target }: Bench): Promise<void> {
  const actor = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
  const ids = await app.get(TrocMassService).mineIds(actor, {});
  const table: string[][] = [];
  // The slower of the two edits, next to its bulk UPDATE.
  let slowest: { rate: number; baseRate: number } | null = null;
  for (const c of CASES) {
    const base = await withPeak(() => bulkUpdate(ds, ids, c.column, c.value));
    const baseRate = ids.length / (base.ms / 1000);
    table.push([
      `${c.label} : un UPDATE en masse (référence)`,
      String(ids.length),
      (base.ms / 1000).toFixed(2),
      `${perSecond(ids.length, base.ms)} l/s`,
      '100 %',
      '',
      `${base.peakMb.toFixed(0)} Mo`,
      '',
      '',
    ]);
    console.log(`  ${c.label}, référence : ${(base.ms / 1000).toFixed(2)} s`);
    const phases = { start: 0, job: 0, report: 0 };
    const cpu = process.cpuUsage();
    const run = await withPeak(async () => {
      let t = performance.now();
      const { id } = await app.get(MassActionService).start('edit', { ...c.form, selectAll: true }, {}, actor);
      phases.start = performance.now() - t;
      t = performance.now();
      await finished(ds, id);
      phases.job = performance.now() - t;
      t = performance.now();
      const progress = await app.get(MassActionService).pending(id, actor);
      phases.report = performance.now() - t;
      return progress;
    });
    const used = process.cpuUsage(cpu);
    const progress = run.value;
    (globalThis as { gc?: () => void }).gc?.();
    const after = process.memoryUsage();
    if (process.env.BENCH_MEM === '1') {
      console.log(
        `  mémoire après GC : ${Object.entries(after)
          .map(([k, v]) => `${k} ${(v / 1048576).toFixed(0)} Mo`)
          .join(', ')}`,
      );
    }
    if (progress.report.length !== ids.length) {
      throw new Error(`${c.label} : ${progress.report.length} lignes au rapport pour ${ids.length}`);
    }
    const count = (status: string) => progress.report.filter((l) => l.status === status).length;
    const errors = progress.report.filter((l) => l.status === 'error');
    const rate = ids.length / (run.ms / 1000);
    if (!slowest || rate < slowest.rate) slowest = { rate, baseRate };
    const perLine = await statementsPerLine(app, ds, actor, c, ids.slice(0, SAMPLE));
    table.push([
      `${c.label} : modification en masse (tâche + rapport)`,
      String(ids.length),
      (run.ms / 1000).toFixed(2),
      `${perSecond(ids.length, run.ms)} l/s`,
      `${((rate / baseRate) * 100).toFixed(2)} %`,
      ((used.user + used.system) / 1e6).toFixed(2),
      `${run.peakMb.toFixed(0)} Mo`,
      rate >= GOAL_RATE ? 'atteint' : `manqué (× ${(GOAL_RATE / rate).toFixed(1)})`,
      `${count('updated')} modifiées, ${count('unchanged')} inchangées, ${errors.length} erreurs ; ` +
        `envoi ${fmtMs(phases.start)}, tâche ${fmtMs(phases.job)} (${(phases.job / ids.length).toFixed(2)} ms/ligne), ` +
        `rapport ${fmtMs(phases.report)} ; ${perLine.toFixed(1)} requêtes par ligne`,
    ]);
    if (errors.length) console.log(`  première erreur : ${errors[0]!.message}`);
    console.log(`  ${c.label}, tâche : ${(run.ms / 1000).toFixed(2)} s`);
  }
  if (slowest) recordResult('mass-edit', target, slowest.rate, 'lines/s', slowest.baseRate);
  console.log('');
  print(['mesure', 'lignes', 's', 'débit', 'part de la réf.', 'CPU s', 'RSS pic', 'objectif', 'détail'], table);
  console.log(
    `\nObjectif : ≥ ${GOAL_RATE.toLocaleString('fr-FR')} lignes/s, rapport par ligne compris (de la demande à la` +
      ` lecture du rapport). CPU s : temps processeur du processus pendant la modification (moins sensible aux` +
      ` voisins). RSS pic : mémoire résidente du processus (application comprise). Requêtes par ligne : relevées sur` +
      ` ${SAMPLE} lignes, journal de TypeORM, sondage exclu.` +
      ` Charge à la fin : ${loadavg()[0]!.toFixed(1)}.`,
  );
}

/** The baseline: the column set on the same rows, 5,000 ids per statement, in one transaction. */
async function bulkUpdate(ds: DataSource, ids: number[], column: string, value: string): Promise<void> {
  const q = (name: string) => ds.driver.escape(name);
  const updatedAt = ds.getMetadata(Troc).findColumnWithPropertyName('updatedAt')!;
  const now = ds.driver.preparePersistentValue(new Date(), updatedAt) as unknown;
  await ds.transaction(async (em) => {
    for (let start = 0; start < ids.length; start += UPDATE_CHUNK) {
      const chunk = ids.slice(start, start + UPDATE_CHUNK);
      await em.query(
        `UPDATE ${q('troc')} SET ${q(column)} = ?, ${q('updatedAt')} = ? WHERE ${q('id')} IN (${chunk.map(() => '?').join(', ')})`,
        [value, now, ...chunk],
      );
    }
  });
}

/** Waits for the job, polling the record as the modal polls the server. */
async function finished(ds: DataSource, id: string): Promise<void> {
  const repo = ds.getRepository(MassAction);
  for (;;) {
    const record = await repo.findOneByOrFail({ id });
    if (record.status !== 'pending') return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A short run of the same edit (another value) on these ids, with TypeORM's log on. */
async function statementsPerLine(
  app: INestApplication,
  ds: DataSource,
  actor: Actor,
  c: Case,
  ids: number[],
): Promise<number> {
  const form: MassEditValues =
    c.column === 'postal' ? { postal: '31000', city: '31555' } : { availabilityEndDate: '2099-03-31' };
  let progress: MassActionProgress | null = null;
  const statements = await capture(ds, async () => {
    const { id } = await app.get(MassActionService).start('edit', { ...form, selection: ids.join(',') }, {}, actor);
    await finished(ds, id);
    progress = await app.get(MassActionService).pending(id, actor);
  });
  const counted = statements.filter((s) => !/^SELECT[\s\S]*FROM [`"]mass_action[`"] /i.test(s.sql));
  if (process.env.BENCH_DUMP === '1') {
    const histogram = new Map<string, number>();
    for (const s of counted) {
      const head = s.sql
        .replace(/\s+/g, ' ')
        .replace(/\b\d+\b/g, 'N')
        .slice(0, 110);
      histogram.set(head, (histogram.get(head) ?? 0) + 1);
    }
    console.log(`  ${c.label}, requêtes par ligne :`);
    for (const [head, n] of [...histogram].sort((a, b) => b[1] - a[1])) {
      console.log(`    ${(n / ids.length).toFixed(2)}  ${head}`);
    }
  }
  const report = (progress as MassActionProgress | null)?.report ?? [];
  if (report.length !== ids.length) throw new Error(`échantillon : ${report.length} lignes pour ${ids.length}`);
  const updated = report.filter((l) => l.status === 'updated').length;
  if (updated !== ids.length) console.log(`  échantillon ${c.label} : ${updated} lignes modifiées sur ${ids.length}`);
  return counted.length / ids.length;
}

const fmtMs = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
