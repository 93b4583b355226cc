import { fr, ImportStatus as S } from '@troc/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anActor } from '../../../test/support/actors.js';
import { DatabaseBusyError } from '../../core/database/pool-limits.js';
import type { JobHandler, RunningJob } from '../../core/queue/queue.types.js';
import type { DataImport } from './entities/data-import.entity.js';
import type { ImportLine } from './entities/import-line.entity.js';
import type { Importer, LineOutcome } from './import-importers.js';
import { ImportRunner } from './import-runner.js';

// The import's job over its queries held in memory, an importer without a batch form and a real
// file: what is the file's fault (an Error « illisible ») and what is not (the database away: the
// queue tries the job again, nothing is marked).
const ID = 'f47ac10b-58cc-4372-a567-0e02b3c479d5';
let dir: string;
beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'import-runner-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const busy = () => new DatabaseBusyError('aucune connexion libre', 10_000);

/** `batch`: the importer also writes lines in chunks (names starting « Photo » go alone, as pictures do). */
function world(file: string | Buffer, format: 'csv' | 'xlsx' = 'csv', batch = false) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.${format}`);
  writeFileSync(path, file);
  const record = {
    id: ID,
    userId: 1,
    kind: 'troc',
    format,
    status: S.Pending,
    headers: ['Nom'],
    mapping: { name: 'Nom' },
    linesWritten: false,
    nbImages: 0,
  } as unknown as DataImport;
  const lines: ImportLine[] = [];
  const faults = {
    insertLines: [] as Error[],
    apply: new Map<string, Error>(),
    write: [] as Error[],
    staleStart: false,
  };
  /** What the importer wrote (listings, by name), rolled back with the transaction that wrote it. */
  const written: string[] = [];
  const transactions = {
    chunks: 0,
    run: async (work: (manager: unknown) => Promise<unknown>) => {
      const before = { lines: lines.map((l) => ({ ...l })), record: { ...record }, written: [...written] };
      try {
        const result = await work({});
        transactions.chunks += 1;
        return result;
      } catch (error) {
        lines.splice(0, lines.length, ...before.lines);
        written.splice(0, written.length, ...before.written);
        Object.assign(record, before.record);
        throw error;
      }
    },
  };
  const queries = {
    byId: async () => ({ ...record }),
    update: async (_id: string, values: Partial<DataImport>) => void Object.assign(record, values),
    transition: async (_id: string, from: string[], values: Partial<DataImport>) => {
      if (!from.includes(record.status)) return false;
      Object.assign(record, values);
      return true;
    },
    lastLineNumber: async () => (faults.staleStart ? 0 : Math.max(0, ...lines.map((l) => l.lineNumber))),
    insertLines: async (rows: Pick<ImportLine, 'lineNumber' | 'cells' | 'slug'>[]) => {
      const fault = faults.insertLines.shift();
      if (fault) throw fault;
      if (rows.some((row) => lines.some((l) => l.lineNumber === row.lineNumber))) {
        throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      }
      for (const row of rows) lines.push({ status: 'waiting', ...row, id: lines.length + 1 } as ImportLine);
    },
    counts: async () => {
      const counts = { Success: 0, ToComplete: 0, Failed: 0 };
      for (const line of lines) if (line.status in counts) counts[line.status as keyof typeof counts] += 1;
      return counts;
    },
    unfinishedLines: async (_id: string, take: number) =>
      lines.filter((l) => l.status === 'waiting' || l.status === 'running').slice(0, take),
    claim: async (line: ImportLine) => {
      const stored = lines.find((l) => l.id === line.id)!;
      if (stored.status !== 'waiting') return false;
      stored.status = 'running';
      return true;
    },
    finishLine: async (id: number, values: { status: ImportLine['status'] }) =>
      void Object.assign(
        lines.find((l) => l.id === id)!,
        values,
      ),
  };
  const importer: Importer = {
    slugForLine: () => `s${Math.random().toString(36).slice(2, 10)}`,
    check: async () => ({ status: 'Success', issues: [], target: null }),
    apply: async (row): Promise<LineOutcome> => {
      const fault = faults.apply.get(row.name!);
      if (fault) {
        faults.apply.delete(row.name!);
        throw fault;
      }
      written.push(row.name!);
      return { status: 'Success', issues: [], target: { slug: 'x', name: row.name! } };
    },
    ...(batch && {
      batch: {
        ownTurn: (row) => row.name!.startsWith('Photo'),
        start: async () => async (chunk) => async () => {
          const fault = faults.write.shift();
          if (fault) throw fault;
          written.push(...chunk.map(({ row }) => row.name!));
          return chunk.map(({ row }) => ({ status: 'Success', issues: [], target: { slug: 'x', name: row.name! } }));
        },
      },
    }),
  };
  let handler!: JobHandler<{ importId: string }>;
  const queue = { register: (_q: string, _n: string, h: typeof handler) => void (handler = h) };
  const runner = new ImportRunner(
    ...([queries, queue, { join: () => undefined }, transactions] as never as ConstructorParameters<
      typeof ImportRunner
    >),
  );
  runner.use({
    importers: { troc: importer, tracker: importer },
    files: {
      withData: (_r: unknown, use: (p: string) => Promise<unknown>) => use(path),
      withPictures: (_r: unknown, use: (p: null) => Promise<unknown>) => use(null),
    } as never,
    contextOf: async () => ({ actor: anActor() }) as never,
  });
  runner.onModuleInit();
  const job = { id: 'job', payload: { importId: ID }, stopping: false } as RunningJob<{ importId: string }>;
  return { record, lines, faults, written, transactions, runner, run: () => handler(job) };
}

const csv = (...names: string[]) => ['Nom', ...names].join('\r\n');

describe('an import job', () => {
  it('writes the lines once, applies each and ends « Terminé » with its counts', async () => {
    const { record, lines, run } = world(csv('Chaise', 'Table'));
    await run();
    expect(lines.map((l) => [l.lineNumber, l.cells.name, l.status])).toEqual([
      [2, 'Chaise', 'Success'],
      [3, 'Table', 'Success'],
    ]);
    expect(record).toMatchObject({ status: S.Terminated, nbLinesProcessed: 2, nbSuccessLines: 2, linesWritten: true });
  });

  it('ends « En échec », the file unreadable, when the file cannot be parsed', async () => {
    const { record, lines, run } = world(Buffer.from('PK\u0003\u0004 pas un classeur'), 'xlsx');
    await run();
    expect(record).toMatchObject({ status: S.Error, message: fr.imports.errors.unreadable });
    expect(lines).toEqual([]);
  });

  it('leaves the import going when the database is busy while the lines are written: the next run writes them', async () => {
    const { record, lines, faults, run } = world(csv('Chaise', 'Table'));
    faults.insertLines.push(busy());
    await expect(run()).rejects.toThrow(DatabaseBusyError);
    expect(record).toMatchObject({ status: S.Pending, linesWritten: false });
    expect(record.message ?? null).toBeNull();
    await run();
    expect(record).toMatchObject({ status: S.Terminated, nbLinesProcessed: 2, nbSuccessLines: 2 });
    expect(lines).toHaveLength(2);
  });

  it('fails a line whose processing broke, but stops at a line the database was too busy for and applies it again', async () => {
    const { record, lines, faults, run } = world(csv('Chaise', 'Table', 'Lampe'));
    faults.apply.set('Chaise', new Error('colonne inattendue'));
    faults.apply.set('Table', busy());
    await expect(run()).rejects.toThrow(DatabaseBusyError);
    expect(lines.map((l) => l.status)).toEqual(['Failed', 'running', 'waiting']);
    await run();
    expect(lines.map((l) => l.status)).toEqual(['Failed', 'Success', 'Success']);
    expect(record).toMatchObject({ status: S.Terminated, nbLinesProcessed: 3, nbSuccessLines: 2, nbErrorLines: 1 });
  });
});

describe('an import job writing its lines in chunks', () => {
  const names = (n: number, prefix = 'Chaise') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

  it('writes each chunk of the file with its outcomes in one transaction, lines with pictures alone after it', async () => {
    const { record, lines, written, transactions, run } = world(csv(...names(600), 'Photo 1'), 'csv', true);
    await run();
    // 500 lines, then 100 lines with the line that waits for its own turn.
    expect(transactions.chunks).toBe(2);
    expect(lines).toHaveLength(601);
    expect(lines.every((l) => l.status === 'Success')).toBe(true);
    expect([...lines].sort((a, b) => a.lineNumber - b.lineNumber).map((l) => l.lineNumber)).toEqual(
      Array.from({ length: 601 }, (_, i) => i + 2),
    );
    expect(new Set(written).size).toBe(601);
    expect(record).toMatchObject({ status: S.Terminated, nbLines: 601, nbLinesProcessed: 601, linesWritten: true });
  });

  it('stopped after a chunk, goes on from the next line of the file: every line written and applied once', async () => {
    const { record, lines, written, runner, run } = world(csv(...names(1_200)), 'csv', true);
    runner.hooks.afterChunk = (processed) => {
      if (processed === 500) throw new Error('processus arrêté');
    };
    await expect(run()).rejects.toThrow('processus arrêté');
    expect(lines).toHaveLength(500);
    expect(record).toMatchObject({ status: S.Pending, nbLinesProcessed: 500, linesWritten: false });
    delete runner.hooks.afterChunk;
    await run();
    expect(lines).toHaveLength(1_200);
    expect(new Set(lines.map((l) => l.lineNumber)).size).toBe(1_200);
    expect(written).toHaveLength(1_200);
    expect(new Set(written).size).toBe(1_200);
    expect(record).toMatchObject({ status: S.Terminated, nbLinesProcessed: 1_200, nbSuccessLines: 1_200 });
  });

  it('a chunk broken in its transaction leaves nothing of it, and is done again line by line', async () => {
    const { record, lines, written, faults, run } = world(csv(...names(3)), 'csv', true);
    faults.write.push(new Error('colonne inattendue'));
    await run();
    expect(lines.map((l) => [l.cells.name, l.status])).toEqual([
      ['Chaise 1', 'Success'],
      ['Chaise 2', 'Success'],
      ['Chaise 3', 'Success'],
    ]);
    expect(written).toEqual(['Chaise 1', 'Chaise 2', 'Chaise 3']);
    expect(record).toMatchObject({ status: S.Terminated, nbSuccessLines: 3 });
  });

  it('leaves the import to another worker that wrote the chunk first, ending nothing itself', async () => {
    const { record, lines, written, faults, run } = world(csv(...names(3)), 'csv', true);
    // Another worker's run wrote the first line since this one looked for where to start.
    lines.push({ id: 99, lineNumber: 2, cells: { name: 'Chaise 1' }, status: 'Success', slug: 'autre' } as never);
    faults.staleStart = true;
    await run();
    expect(written).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(record.status).toBe(S.Pending);
  });
});
