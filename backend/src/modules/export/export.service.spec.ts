import { API, fr, t, withLocale } from '@troc/shared';
import { Readable } from 'node:stream';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, FailedError, FormError, GoneError, NotFoundError } from '../../core/errors/index.js';
import type { NextRun, RunningJob } from '../../core/queue/queue.types.js';
import { StoredFileMissing } from '../../core/storage/file-storage.js';
import type { DataExport } from './entities/data-export.entity.js';
import type { Exporter, ExportPlan } from './export.registry.js';
import { ExportService } from './export.service.js';

// Exports with their queries held in memory, one exporter, the queue and the file store faked:
// the request's checks and limit, who polls and downloads, the job, cancel and the hourly clean.
const E = fr.exports.errors;
const OWNER = 1;
const owner = anActor({ id: OWNER, organisationId: 4 });
const colleague = anActor({ id: 2, organisationId: 4 });
const RETENTION_HOURS = 24;
const HOUR = 3600 * 1000;
type Job = RunningJob<{ exportId: string }>;
type Run = (job: Job) => Promise<unknown>;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function world(options: { exports?: Partial<DataExport>[]; plan?: () => Promise<ExportPlan> } = {}) {
  const records = new Map<string, DataExport>();
  const keep = (over: Partial<DataExport>) =>
    records.set(over.id!, {
      kind: 'troc-mine',
      format: 'csv',
      userId: OWNER,
      organisationId: 4,
      actor: owner,
      filters: {},
      status: 'pending',
      nbLines: 0,
      nbLinesProcessed: 0,
      fileName: null,
      size: null,
      error: null,
      createdAt: new Date(),
      finishedAt: null,
      expiresAt: null,
      ...over,
    } as DataExport);
  (options.exports ?? []).forEach(keep);
  const seen = {
    byId: [] as string[],
    checked: [] as Record<string, unknown>[],
    planned: [] as Record<string, unknown>[],
    enqueued: [] as [string, object, number | null][],
    expiredAsked: [] as [Date, Date][],
    removed: [] as string[],
  };
  const queries = {
    insert: async (values: Partial<DataExport>) => (
      keep({ ...values, createdAt: new Date() }),
      records.get(values.id!)!
    ),
    byId: async (exportId: string) => (seen.byId.push(exportId), records.get(exportId) ?? null),
    // As its SQL: only the exports still being written.
    countRunning: async (userId: number) =>
      [...records.values()].filter((r) => r.userId === userId && ['pending', 'running'].includes(r.status)).length,
    update: async (exportId: string, values: Partial<DataExport>) => void Object.assign(records.get(exportId)!, values),
    transition: async (exportId: string, from: string[], values: Partial<DataExport>) => {
      const record = records.get(exportId);
      if (!record || !from.includes(record.status)) return false;
      Object.assign(record, values);
      return true;
    },
    expired: async (now: Date, failedBefore: Date) => {
      seen.expiredAsked.push([now, failedBefore]);
      return [...records.values()].filter(
        (r) =>
          (r.expiresAt && r.expiresAt < now) || (r.status === 'failed' && !r.expiresAt && r.createdAt < failedBefore),
      );
    },
    delete: async (ids: string[]) => ids.forEach((exportId) => records.delete(exportId)),
  };
  const exporter: Exporter = {
    kind: 'troc-mine',
    formats: ['xlsx', 'csv'],
    check: async (filters) => (seen.checked.push(filters), { ...filters, checked: true }),
    plan:
      options.plan ??
      (async (filters) => {
        seen.planned.push(filters);
        // Two batches of rows, as a module's query would read them.
        const rows = () => Readable.from([[['Chaise', 2]], [['Table', 1]]]);
        return {
          fileBase: 'mes-annonces',
          nbLines: 2,
          sheets: [{ name: 'Annonces', columns: [{ header: 'Nom' }, { header: 'Qté' }], rows }],
        };
      }),
  };
  const registry = { get: (kind: string) => (kind === exporter.kind ? exporter : undefined) };
  const handlers = new Map<string, Run>();
  let giveUp: (payload: { exportId: string }, reason: string) => Promise<unknown> = async () => undefined;
  const schedules: [string, string, NextRun][] = [];
  const queue = {
    register: (_q: string, name: string, run: Run, failed?: typeof giveUp) => {
      handlers.set(name, run);
      if (failed) giveUp = failed;
    },
    schedule: (q: string, name: string, next: NextRun) => void schedules.push([q, name, next]),
    enqueue: async (_q: string, name: string, payload: object, userId: number | null) =>
      void seen.enqueued.push([name, payload, userId]),
  };
  const files = new Map<string, { data: Buffer; modifiedAt: Date }>();
  const storage = {
    put: async (key: string, data: Readable) => {
      const chunks: Buffer[] = [];
      for await (const chunk of data) chunks.push(Buffer.from(chunk as Buffer));
      files.set(key, { data: Buffer.concat(chunks), modifiedAt: new Date() });
    },
    open: async (key: string) => {
      const file = files.get(key);
      if (!file) throw new StoredFileMissing(key);
      return { stream: Readable.from([file.data]), size: file.data.length, contentType: null };
    },
    stat: async (key: string) =>
      files.has(key) ? { key, size: files.get(key)!.data.length, modifiedAt: new Date() } : null,
    remove: async (key: string) => void (seen.removed.push(key), files.delete(key)),
    list: async function* () {
      for (const [key, file] of files) yield { key, size: file.data.length, modifiedAt: file.modifiedAt };
    },
  };
  const stores = { area: (name: string) => (name === 'exports' ? storage : null) };
  const config = { exportRetentionHours: RETENTION_HOURS };
  const deps = [queries, registry, queue, config, stores];
  const service = new ExportService(...(deps as never as ConstructorParameters<typeof ExportService>));
  service.onModuleInit();
  const write = (exportId: string) => handlers.get('write')!({ payload: { exportId } } as Job);
  const end = (exportId: string, reason: string) => giveUp({ exportId }, reason);
  return { service, seen, records, files, schedules, write, giveUp: end };
}

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('asking for an export', () => {
  it('refuses a kind nobody exports and a format the exporter does not offer, recording nothing', async () => {
    const { service, records, seen } = world();
    const unknown = await failure(service.start('inconnu', 'csv', {}, owner));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ code: 'EXPORT_KIND_UNKNOWN', message: E.kind });
    const pdf = await failure(service.start('troc-mine', 'pdf', {}, owner));
    expect(pdf).toBeInstanceOf(FormError);
    expect((pdf as FormError).errors).toEqual({ format: [E.format] });
    expect([records.size, seen.enqueued, seen.checked]).toEqual([0, [], []]);
  });

  it('records a pending export with the filters the exporter checked, « all » values dropped, and queues it', async () => {
    const { service, records, seen } = world();
    const progress = await service.start('troc-mine', 'xlsx', { keyword: 'lampe', status: ['*'], city: '*' }, owner);
    expect(seen.checked).toEqual([{ keyword: 'lampe' }]);
    const [record] = [...records.values()];
    expect(record).toMatchObject({
      kind: 'troc-mine',
      format: 'xlsx',
      userId: OWNER,
      organisationId: 4,
      actor: owner,
      filters: { keyword: 'lampe', checked: true },
      status: 'pending',
    });
    expect(seen.enqueued).toEqual([['write', { exportId: record!.id }, OWNER]]);
    expect(progress).toEqual({ id: record!.id, exportStatus: { name: 'Pending' }, nbLines: 0, nbLinesProcessed: 0 });
    // Filters that are no object are read as none.
    await service.start('troc-mine', 'csv', ['x'], owner);
    expect(seen.checked[1]).toEqual({});
  });

  it('refuses a fourth export running at once, in French; failed, expired or finished ones do not count', async () => {
    const past = new Date(Date.now() - HOUR);
    const { service, records } = world({
      exports: [
        { id: id(1), status: 'pending' },
        { id: id(2), status: 'running' },
        { id: id(3), status: 'failed', error: fr.jobs.cancelled },
        { id: id(4), status: 'done', fileName: 'a.csv', expiresAt: past },
        { id: id(5), status: 'pending', userId: 2 },
      ],
    });
    await service.start('troc-mine', 'csv', {}, owner);
    const refused = await failure(service.start('troc-mine', 'csv', {}, owner));
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ code: 'EXPORT_TOO_MANY', message: t(E.tooMany, { count: 3 }) });
    expect(records.size).toBe(6);
    // « Annuler » on a stuck one frees its place.
    await service.cancel(id(1), owner);
    await service.start('troc-mine', 'csv', {}, owner);
    expect(records.size).toBe(7);
  });
});

describe('an export’s poll, file and cancel', () => {
  it('answers another person’s export as a missing one, and never looks up an id that cannot be one', async () => {
    const { service, seen, records } = world({
      exports: [{ id: id(1), status: 'done', fileName: 'f.csv', expiresAt: new Date(Date.now() + HOUR) }],
    });
    for (const attempt of [
      () => service.pending(id(1), colleague),
      () => service.download(id(1), colleague),
      () => service.cancel(id(1), colleague),
      () => service.pending(id(9), owner),
    ]) {
      const error = await failure(attempt());
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'EXPORT_NOT_FOUND', message: E.notFound });
    }
    expect(records.get(id(1))!.status).toBe('done');
    seen.byId.length = 0;
    await expect(service.download('../../etc/passwd', owner)).rejects.toMatchObject({ code: 'EXPORT_NOT_FOUND' });
    expect(seen.byId).toEqual([]);
  });

  it('polls the progress while written, the address once done, and a failure as 422 with its message', async () => {
    const { service } = world({
      exports: [
        { id: id(1), status: 'running', nbLines: 10, nbLinesProcessed: 4 },
        { id: id(2), status: 'done', nbLines: 2, nbLinesProcessed: 2, fileName: 'mes-annonces.csv' },
        { id: id(3), status: 'failed', error: fr.jobs.cancelled },
        { id: id(4), status: 'failed' },
      ],
    });
    expect(await service.pending(id(1), owner)).toEqual({
      id: id(1),
      exportStatus: { name: 'Running' },
      nbLines: 10,
      nbLinesProcessed: 4,
    });
    expect(await service.pending(id(2), owner)).toEqual({
      id: id(2),
      nbLines: 2,
      nbLinesProcessed: 2,
      redirect: withLocale(API.exportDownload(id(2))),
      fileName: 'mes-annonces.csv',
    });
    for (const [n, message] of [
      [3, fr.jobs.cancelled],
      [4, E.failed],
    ] as const) {
      const error = await failure(service.pending(id(n), owner));
      expect(error).toBeInstanceOf(FailedError);
      expect(error).toMatchObject({ code: 'EXPORT_FAILED', message });
    }
  });

  it('gives the file to its owner once done; not before, and as gone once expired or removed', async () => {
    const later = new Date(Date.now() + HOUR);
    const { service, files } = world({
      exports: [
        { id: id(1), status: 'done', fileName: 'mes-annonces.csv', expiresAt: later },
        { id: id(2), status: 'running' },
        { id: id(3), status: 'done', fileName: 'vieux.csv', expiresAt: new Date(Date.now() - 1000) },
        { id: id(4), status: 'done', fileName: 'perdu.csv', expiresAt: later },
      ],
    });
    files.set(`${id(1)}.csv`, { data: Buffer.from('Nom\r\n'), modifiedAt: new Date() });
    files.set(`${id(3)}.csv`, { data: Buffer.from('Nom\r\n'), modifiedAt: new Date() });
    const file = await service.download(id(1), owner);
    expect([file.fileName, file.type, file.size]).toEqual(['mes-annonces.csv', 'text/csv; charset=utf-8', 5]);
    expect(String((await file.stream.toArray())[0])).toBe('Nom\r\n');
    await expect(service.download(id(2), owner)).rejects.toMatchObject({ code: 'EXPORT_NOT_FOUND' });
    for (const n of [3, 4]) {
      const error = await failure(service.download(id(n), owner));
      expect(error).toBeInstanceOf(GoneError);
      expect(error).toMatchObject({ code: 'EXPORT_EXPIRED', message: E.expired });
    }
  });

  it('cancels a pending or running export once: failed « Annulé », its file removed, kept until the retention', async () => {
    const { service, records, seen } = world({ exports: [{ id: id(1), status: 'running' }] });
    await service.cancel(id(1), owner);
    const record = records.get(id(1))!;
    expect(record).toMatchObject({ status: 'failed', error: fr.jobs.cancelled });
    expect(record.expiresAt!.getTime() - record.finishedAt!.getTime()).toBe(RETENTION_HOURS * HOUR);
    expect(seen.removed).toEqual([`${id(1)}.csv`]);
    const again = await failure(service.cancel(id(1), owner));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again).toMatchObject({ code: 'JOB_NOT_CANCELLABLE', message: fr.jobs.notCancellable });
  });
});

describe('an export’s job', () => {
  it('writes the rows into the store and ends done, with its dated file name, size and retention', async () => {
    const { service, records, files, seen, write } = world();
    const { id: exportId } = await service.start('troc-mine', 'csv', { keyword: 'lampe' }, owner);
    await write(exportId);
    expect(seen.planned).toEqual([{ keyword: 'lampe', checked: true }]);
    const content = files.get(`${exportId}.csv`)!.data.toString('utf8');
    expect(content).toBe('\ufeffNom;Qté\r\nChaise;2\r\nTable;1\r\n');
    const record = records.get(exportId)!;
    const day = record.finishedAt!.toISOString().slice(0, 10);
    expect(record).toMatchObject({
      status: 'done',
      nbLines: 2,
      nbLinesProcessed: 2,
      fileName: `mes-annonces-${day}.csv`,
      size: Buffer.byteLength(content),
    });
    expect(record.expiresAt!.getTime() - record.finishedAt!.getTime()).toBe(RETENTION_HOURS * HOUR);
  });

  it('does nothing for an export cancelled or finished before its job ran', async () => {
    const { seen, write, records } = world({
      exports: [
        { id: id(1), status: 'failed', error: fr.jobs.cancelled },
        { id: id(2), status: 'done' },
      ],
    });
    await write(id(1));
    await write(id(2));
    await write(id(9));
    expect(seen.planned).toEqual([]);
    expect(records.get(id(1))!.status).toBe('failed');
  });

  it('ends failed with the French message when the rows cannot be read, and removes the half-written file', async () => {
    const { records, seen, write } = world({
      exports: [{ id: id(1) }],
      plan: async () => {
        throw new Error('colonne inconnue');
      },
    });
    await write(id(1));
    expect(records.get(id(1))).toMatchObject({ status: 'failed', error: E.failed });
    expect(seen.removed).toContain(`${id(1)}.csv`);
  });

  it('leaves an export to be tried again when the database is away, without failing it', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { records, write } = world({
      exports: [{ id: id(1) }],
      plan: async () => {
        throw down;
      },
    });
    await expect(write(id(1))).rejects.toBe(down);
    expect(records.get(id(1))).toMatchObject({ status: 'running', error: null });
  });

  it('fails a given-up export with the « lost » reason, any other reason with the export’s own message', async () => {
    const { records, giveUp } = world({ exports: [{ id: id(1) }, { id: id(2), status: 'running' }] });
    await giveUp(id(1), fr.jobs.lost);
    await giveUp(id(2), fr.jobs.failed);
    expect(records.get(id(1))).toMatchObject({ status: 'failed', error: fr.jobs.lost });
    expect(records.get(id(2))).toMatchObject({ status: 'failed', error: E.failed });
  });
});

describe('the hourly clean', () => {
  it('is scheduled on the hour', () => {
    const { schedules } = world();
    expect(schedules.map(([q, name]) => [q, name])).toEqual([['export', 'clean']]);
    const next = schedules[0]![2](new Date('2026-03-02T10:17:45Z'));
    expect(next.toISOString()).toBe('2026-03-02T11:00:00.000Z');
  });

  it('removes expired exports, failed ones included, with their files; keeps the others', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const { service, records, files, seen } = world({
      exports: [
        { id: id(1), status: 'done', fileName: 'a.csv', expiresAt: new Date(now.getTime() - 1) },
        { id: id(2), status: 'failed', expiresAt: new Date(now.getTime() - HOUR) },
        { id: id(3), status: 'failed', createdAt: new Date(now.getTime() - 48 * HOUR) },
        { id: id(4), status: 'done', fileName: 'b.csv', expiresAt: new Date(now.getTime() + HOUR) },
      ],
    });
    for (const n of [1, 4]) files.set(`${id(n)}.csv`, { data: Buffer.from('x'), modifiedAt: now });
    expect(await service.clean(now)).toBe(3);
    expect([...records.keys()]).toEqual([id(4)]);
    expect([...files.keys()]).toEqual([`${id(4)}.csv`]);
    expect(seen.removed).toEqual(expect.arrayContaining([`${id(1)}.csv`, `${id(2)}.csv`, `${id(3)}.csv`]));
    expect(seen.expiredAsked[0]).toEqual([now, new Date(now.getTime() - RETENTION_HOURS * HOUR)]);
  });

  it('removes a file no export names once older than the retention and an hour; a younger or named one stays', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const old = new Date(now.getTime() - (RETENTION_HOURS + 2) * HOUR);
    const { service, files } = world({
      exports: [{ id: id(1), status: 'done', fileName: 'a.csv', expiresAt: new Date(now.getTime() + HOUR) }],
    });
    files.set(`${id(1)}.csv`, { data: Buffer.from('x'), modifiedAt: old });
    files.set(`${id(2)}.xlsx`, { data: Buffer.from('x'), modifiedAt: old });
    files.set('pas-un-export.tmp', { data: Buffer.from('x'), modifiedAt: old });
    // Past the retention, not yet by an hour: the job writing it may still be going.
    files.set(`${id(3)}.csv`, {
      data: Buffer.from('x'),
      modifiedAt: new Date(now.getTime() - (RETENTION_HOURS + 0.5) * HOUR),
    });
    expect(await service.clean(now)).toBe(0);
    expect([...files.keys()].sort()).toEqual([`${id(1)}.csv`, `${id(3)}.csv`]);
  });
});
