import { fr } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, NotFoundError } from '../../core/errors/index.js';
import type { RunningJob } from '../../core/queue/queue.types.js';
import type { MassAction } from './entities/mass-action.entity.js';
import type { MassActionLine } from './entities/mass-action-line.entity.js';
import { MassActionService } from './mass-action.service.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// Mass actions with their queries held in memory, the listings' mass service, the queue and the
// transactions faked: the request's checks, the polls and the job's line by line / chunk rules.
const E = fr.massAction.errors;
const OWNER = 1;
const owner = anActor({ id: OWNER });
const colleague = anActor({ id: 2 });

type Outcome = { status: 'updated' | 'unchanged' | 'error'; message?: string; refused?: object[] };
type Job = { id: string; status: string; error?: string };

function world(options: { outcomes?: Record<number, Outcome>; taken?: number[]; jobs?: Job[]; mine?: number[] } = {}) {
  const records = new Map<string, MassAction>();
  const lines: MassActionLine[] = [];
  const seen = {
    byId: [] as string[],
    enqueued: [] as [object, number | null][],
    filters: [] as object[],
    snapshots: [] as number[],
    applied: [] as { trocId: number; action: string; before: unknown; resumed: boolean }[],
    planned: [] as number[][],
    written: 0,
    invited: [] as unknown[],
  };
  const outcomeOf = (trocId: number) => ({
    name: `Annonce ${trocId}`,
    excerpt: {},
    ...(options.outcomes?.[trocId] ?? { status: 'updated' as const }),
  });
  let cancelDuringChunk = false;
  const cancel = (id: string) => Object.assign(records.get(id)!, { status: 'Error', message: fr.jobs.cancelled });
  const queries = {
    insert: async (values: Partial<MassAction>, ids: readonly number[]) => {
      const record = { ...values, jobId: null, message: null } as MassAction;
      records.set(record.id, record);
      ids.forEach((trocId, position) =>
        lines.push({
          id: lines.length + 1,
          massActionId: record.id,
          trocId,
          position,
          status: 'waiting',
        } as MassActionLine),
      );
      return record;
    },
    byId: async (id: string) => {
      seen.byId.push(id);
      return records.get(id) ?? null;
    },
    pending: async () => [...records.values()].filter((record) => record.status === 'pending'),
    update: async (id: string, values: Partial<MassAction>) => void Object.assign(records.get(id)!, values),
    claimJob: async (id: string, previous: string | null, next: string) => {
      const record = records.get(id)!;
      if (record.status !== 'pending' || (record.jobId ?? null) !== previous) return false;
      record.jobId = next;
      return true;
    },
    updatePending: async (id: string, values: Partial<MassAction>) => {
      const record = records.get(id)!;
      if (record.status !== 'pending') return false;
      Object.assign(record, values);
      return true;
    },
    // Copies, as rows read from a database: a write changes the stored line, not what the job holds.
    unfinished: async (id: string, take: number) =>
      lines
        .filter((l) => l.massActionId === id && ['waiting', 'running'].includes(l.status))
        .slice(0, take)
        .map((l) => ({ ...l })),
    claim: async ({ id }: MassActionLine, name: string | null, before: MassActionLine['before']) => {
      const line = lines.find((l) => l.id === id)!;
      // Another worker took it (and finished it) first.
      if (options.taken?.includes(line.trocId)) {
        line.status = 'updated';
        return false;
      }
      Object.assign(line, { status: 'running', name, before });
      return true;
    },
    claimMany: async (_m: unknown, ids: readonly number[]) => {
      const claimed = lines.filter((l) => ids.includes(l.id));
      const taken = claimed.filter((l) => options.taken?.includes(l.trocId));
      taken.forEach((l) => (l.status = 'running'));
      if (taken.length) return false;
      // « Annuler » pressed while the chunk is being written.
      if (cancelDuringChunk) cancel(claimed[0]!.massActionId);
      claimed.forEach((l) => (l.status = 'running'));
      return true;
    },
    finish: async (id: number, values: Partial<MassActionLine>) =>
      void Object.assign(
        lines.find((l) => l.id === id)!,
        values,
      ),
    finishMany: async (_m: unknown, rows: { id: number; values: Partial<MassActionLine> }[]) =>
      rows.forEach(({ id, values }) =>
        Object.assign(
          lines.find((l) => l.id === id)!,
          values,
        ),
      ),
    countFinished: async (id: string) => (await queries.finished(id)).length,
    countUpdated: async (id: string) => lines.filter((l) => l.massActionId === id && l.status === 'updated').length,
    finished: async (id: string) =>
      lines.filter((l) => l.massActionId === id && !['waiting', 'running'].includes(l.status)),
  };
  const trocs = {
    mineIds: async (_actor: unknown, filters: object) => {
      seen.filters.push(filters);
      return options.mine ?? [];
    },
    lookups: () => ({}),
    snapshot: async (trocId: number) => {
      seen.snapshots.push(trocId);
      return { name: `Annonce ${trocId}`, slug: `t${trocId}`, before: { seen: trocId } };
    },
    apply: async (trocId: number, action: string, _f: unknown, _a: unknown, before: unknown, resumed: boolean) => {
      seen.applied.push({ trocId, action, before, resumed });
      return outcomeOf(trocId);
    },
    planEdits: async (trocIds: number[]) => {
      seen.planned.push(trocIds);
      return {
        lines: trocIds.map((trocId) => ({ start: { before: { seen: trocId } }, outcome: outcomeOf(trocId) })),
        write: async () => {
          seen.written += 1;
          return ['invité'];
        },
        invited: async (added: unknown) => void seen.invited.push(added),
      };
    },
  };
  const jobs = new Map((options.jobs ?? []).map((job) => [job.id, job]));
  let handler: (job: RunningJob<{ massActionId: string }>) => Promise<void> = async () => undefined;
  let giveUp: (payload: { massActionId: string }, reason: string) => Promise<unknown> = async () => undefined;
  const queue = {
    register: (_q: string, _n: string, run: typeof handler, failed: typeof giveUp) => {
      handler = run;
      giveUp = failed;
    },
    enqueueClaimed: async (
      _q: string,
      _n: string,
      payload: object,
      userId: number | null,
      claim: (jobId: string) => Promise<boolean>,
    ) => {
      const id = `job-${seen.enqueued.length + 1}`;
      if (!(await claim(id))) return null;
      seen.enqueued.push([payload, userId]);
      return { id };
    },
    find: async (id: string) => jobs.get(id) ?? null,
  };
  const reconciler = { join: () => undefined };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const deps = [queries, trocs, queue, reconciler, transactions];
  const service = new MassActionService(...(deps as never as ConstructorParameters<typeof MassActionService>));
  service.onModuleInit();
  const job = (id: string, stopping = false) =>
    ({
      payload: { massActionId: id },
      stopping,
      handBack: () => {
        throw new Error('rendu');
      },
    }) as unknown as RunningJob<{ massActionId: string }>;
  return {
    service,
    seen,
    records,
    lines,
    run: (id: string, stopping?: boolean) => handler(job(id, stopping)),
    giveUp: (id: string, reason: string) => giveUp({ massActionId: id }, reason),
    cancelDuringChunk: () => void (cancelDuringChunk = true),
  };
}

describe('starting a mass action', () => {
  it('refuses an unknown action, an edit without value or with bad ones, and an empty or malformed selection', async () => {
    const { service, seen, records } = world();
    const unknown = service.start('explode', { selection: '3' }, {}, owner);
    await expect(unknown).rejects.toBeInstanceOf(NotFoundError);
    await expect(unknown).rejects.toMatchObject({ code: 'MASS_ACTION_UNKNOWN', message: E.action });
    expect(await formErrorsOf(service.start('edit', { selection: '3' }, {}, owner))).toEqual({
      _form: [E.nothingToEdit],
    });
    const bad = {
      selection: '3',
      promotion: '120',
      availabilityStartDate: '2030-02-01',
      availabilityEndDate: '2030-01-01',
    };
    expect(await formErrorsOf(service.start('edit', bad, {}, owner))).toEqual({
      promotion: [E.promotion],
      availabilityEndDate: [fr.listing.errors.endBeforeStart],
    });
    for (const selection of ['', ' , ', '3,abc', undefined]) {
      expect(await formErrorsOf(service.start('publish', { selection }, {}, owner))).toEqual({
        selection: [E.selection],
      });
    }
    expect(records.size).toBe(0);
    expect(seen.enqueued).toEqual([]);
  });

  it('writes one waiting line per listing selected once, keeps only the given values and queues the job', async () => {
    const { service, seen, records, lines } = world();
    const progress = await service.start('edit', { selection: '5, 3,5', promotion: '10' }, {}, owner);
    const [record] = [...records.values()];
    expect(record).toMatchObject({ userId: OWNER, action: 'edit', status: 'pending', nbLines: 2, nbLinesProcessed: 0 });
    expect(record!.form).toEqual({ promotion: '10' });
    expect(lines.map((line) => [line.trocId, line.status])).toEqual([
      [5, 'waiting'],
      [3, 'waiting'],
    ]);
    expect(seen.enqueued).toEqual([[{ massActionId: record!.id }, OWNER]]);
    expect(record!.jobId).toBe('job-1');
    expect(progress).toEqual({
      id: record!.id,
      massActionStatus: { name: 'Pending' },
      nbLines: 2,
      nbLinesProcessed: 0,
      report: [],
    });
  });

  it('selects all of « Mes annonces » by the loader’s filters, « all » values dropped', async () => {
    const { service, seen } = world({ mine: [7, 8] });
    const progress = await service.start(
      'unpublish',
      { selectAll: 'true' },
      { keyword: 'lampe', status: ['*'] },
      owner,
    );
    expect(seen.filters).toEqual([{ keyword: 'lampe' }]);
    expect(progress.nbLines).toBe(2);
    const none = world({ mine: [] });
    expect(await formErrorsOf(none.service.start('delete', { selectAll: true }, {}, owner))).toEqual({
      selection: [E.selection],
    });
  });
});

describe('a mass action’s poll and cancel', () => {
  it('answers another person’s action, or an id that cannot be one, as missing', async () => {
    const { service, seen } = world();
    const { id } = await service.start('publish', { selection: '3' }, {}, owner);
    for (const attempt of [service.pending(id, colleague), service.cancel(id, colleague)]) {
      await expect(attempt).rejects.toMatchObject({ code: 'MASS_ACTION_NOT_FOUND', message: E.notFound });
    }
    seen.byId.length = 0;
    await expect(service.pending('pas-un-id', owner)).rejects.toMatchObject({ code: 'MASS_ACTION_NOT_FOUND' });
    expect(seen.byId).toEqual([]);
  });

  it('cancels a pending action in Error with its lines done so far, once', async () => {
    const { service, lines } = world();
    const { id } = await service.start('publish', { selection: '3,4' }, {}, owner);
    lines[0]!.status = 'updated';
    const cancelled = await service.cancel(id, owner);
    expect(cancelled).toMatchObject({ massActionStatus: { name: 'Error' }, message: fr.jobs.cancelled });
    expect(cancelled.nbLinesProcessed).toBe(1);
    const again = service.cancel(id, owner);
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ code: 'JOB_NOT_CANCELLABLE', message: fr.jobs.notCancellable });
  });

  it('counts the finished lines while it runs and reports each with its message and refusals', async () => {
    const { service, lines, records } = world();
    const { id } = await service.start('edit', { selection: '3,4,5', promotion: '10' }, {}, owner);
    Object.assign(lines[0]!, { status: 'updated', name: 'Chaise', excerpt: { price: ['10', '9'] } });
    const refused = [{ field: 'promotion', message: E.promotionNotSale }];
    Object.assign(lines[1]!, { status: 'error', name: null, message: 'Refusé', refused });
    const progress = await service.pending(id, owner);
    expect(progress.nbLinesProcessed).toBe(2);
    expect(progress.report).toEqual([
      { id: 3, name: 'Chaise', status: 'updated', type: 'edit', excerpt: { price: ['10', '9'] } },
      { id: 4, name: '4', status: 'error', type: 'edit', excerpt: {}, message: 'Refusé', refused },
    ]);
    // Once ended, the stored count is the one shown.
    Object.assign(records.get(id)!, { status: 'Terminated', nbLinesProcessed: 3 });
    expect((await service.pending(id, owner)).nbLinesProcessed).toBe(3);
  });
});

describe('a mass action’s job', () => {
  it('applies other actions one line at a time from a snapshot, skipping a line another worker claimed', async () => {
    const { service, seen, records, lines, run } = world({ taken: [4], outcomes: { 5: { status: 'unchanged' } } });
    const { id } = await service.start('unpublish', { selection: '3,4,5' }, {}, owner);
    await run(id);
    expect(seen.snapshots).toEqual([3, 4, 5]);
    expect(seen.applied.map((a) => [a.trocId, a.action, a.before, a.resumed])).toEqual([
      [3, 'unpublish', { seen: 3 }, false],
      [5, 'unpublish', { seen: 5 }, false],
    ]);
    expect(lines.map((line) => [line.trocId, line.status, line.name])).toEqual([
      [3, 'updated', 'Annonce 3'],
      [4, 'updated', undefined],
      [5, 'unchanged', 'Annonce 5'],
    ]);
    expect(records.get(id)).toMatchObject({ status: 'Terminated', nbLinesProcessed: 3 });
  });

  it('ends Ignored when no line changed anything, and does nothing for an action no longer pending', async () => {
    const quiet = world({ outcomes: { 3: { status: 'unchanged' } } });
    const { id } = await quiet.service.start('publish', { selection: '3' }, {}, owner);
    await quiet.run(id);
    expect(quiet.records.get(id)).toMatchObject({ status: 'Ignored', nbLinesProcessed: 1 });
    const ended = world();
    const started = await ended.service.start('publish', { selection: '3' }, {}, owner);
    ended.records.get(started.id)!.status = 'Error';
    await ended.run(started.id);
    expect(ended.seen.applied).toEqual([]);
  });

  it('goes on with a line a stopped worker left running, from the snapshot it had taken', async () => {
    const { service, seen, lines, run } = world();
    const { id } = await service.start('delete', { selection: '3' }, {}, owner);
    Object.assign(lines[0]!, { status: 'running', before: { seen: 'avant' } });
    await run(id);
    expect(seen.snapshots).toEqual([]);
    expect(seen.applied).toEqual([{ trocId: 3, action: 'delete', before: { seen: 'avant' }, resumed: true }]);
  });

  it('writes a mass edit’s lines by chunk, with their outcomes and invitations, in one transaction', async () => {
    const refused = [{ field: 'promotion', message: E.promotionNotSale }];
    const { service, seen, lines, records, run } = world({
      outcomes: { 4: { status: 'error', message: 'x', refused } },
    });
    const { id } = await service.start('edit', { selection: '3,4', promotion: '10' }, {}, owner);
    await run(id);
    expect(seen.planned).toEqual([[3, 4]]);
    expect(seen.applied).toEqual([]);
    expect(seen.written).toBe(1);
    expect(seen.invited).toEqual([['invité']]);
    expect(lines.map((line) => [line.status, line.before, line.refused ?? null])).toEqual([
      ['updated', { seen: 3 }, null],
      ['error', { seen: 4 }, refused],
    ]);
    expect(records.get(id)).toMatchObject({ status: 'Terminated', nbLinesProcessed: 2 });
  });

  it('gives up a chunk another worker claimed part of: its running line then goes alone, the rest again', async () => {
    const { service, seen, records, run } = world({ taken: [4] });
    const { id } = await service.start('edit', { selection: '3,4', promotion: '10' }, {}, owner);
    await run(id);
    expect(seen.planned).toEqual([[3, 4], [3]]);
    expect(seen.applied).toEqual([{ trocId: 4, action: 'edit', before: undefined, resumed: true }]);
    expect(seen.written).toBe(1);
    expect(seen.invited).toEqual([['invité']]);
    expect(records.get(id)).toMatchObject({ status: 'Terminated', nbLinesProcessed: 2 });
  });

  it('stops at a chunk when the action was cancelled meanwhile, inviting nobody', async () => {
    const { service, seen, records, run, cancelDuringChunk } = world();
    const { id } = await service.start('edit', { selection: '3,4', promotion: '10' }, {}, owner);
    cancelDuringChunk();
    await run(id);
    expect(seen.written).toBe(1);
    expect(seen.invited).toEqual([]);
    expect(records.get(id)).toMatchObject({ status: 'Error', message: fr.jobs.cancelled });
  });

  it('hands a stopping job back before its next chunk', async () => {
    const { service, seen, run } = world();
    const { id } = await service.start('publish', { selection: '3' }, {}, owner);
    await expect(run(id, true)).rejects.toThrow('rendu');
    expect(seen.applied).toEqual([]);
  });

  it('resumes pending actions whose job is gone, fails those whose job was given up, leaves the others', async () => {
    const jobs = [
      { id: 'running', status: 'running' },
      { id: 'lost', status: 'failed', error: `${fr.jobs.lost} (5 essais)` },
      { id: 'broken', status: 'failed', error: 'Timeout' },
    ];
    const { service, records, seen, giveUp } = world({ jobs });
    const ids: string[] = [];
    for (const jobId of ['running', 'lost', 'broken', 'gone']) {
      const { id } = await service.start('publish', { selection: '3' }, {}, owner);
      records.get(id)!.jobId = jobId;
      ids.push(id);
    }
    const queued = seen.enqueued.length;
    expect(await service.resume()).toBe(1);
    expect(ids.map((id) => [records.get(id)!.status, records.get(id)!.message])).toEqual([
      ['pending', null],
      ['Error', fr.jobs.lost],
      ['Error', fr.jobs.failed],
      ['pending', null],
    ]);
    expect(seen.enqueued.slice(queued)).toEqual([[{ massActionId: ids[3] }, OWNER]]);
    expect(records.get(ids[3]!)!.jobId).toBe('job-5');
    await giveUp(ids[0]!, 'Abandonné.');
    expect(records.get(ids[0]!)).toMatchObject({ status: 'Error', message: 'Abandonné.' });
  });

  it('queues no second job for an action another process gave one since it was read', async () => {
    const { service, records, seen } = world();
    const { id } = await service.start('publish', { selection: '3' }, {}, owner);
    // Read naming its first job; meanwhile another process gave it a new one.
    const read = { ...records.get(id)! };
    records.get(id)!.jobId = 'elsewhere';
    const queued = seen.enqueued.length;
    const enqueue = (service as unknown as { enqueue: (r: object, u: number) => Promise<boolean> }).enqueue.bind(
      service,
    );
    expect(await enqueue(read, OWNER)).toBe(false);
    expect(seen.enqueued.length).toBe(queued);
    expect(records.get(id)!.jobId).toBe('elsewhere');
  });
});
