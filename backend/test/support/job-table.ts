import { FindOperator } from 'typeorm';
import type { JobRecord } from '../../src/core/queue/job.entity.js';
import type { QueuedState } from '../../src/core/queue/queue.types.js';

/**
 * The job table and the queue driver held in memory, for the queue's unit specs: the table answers
 * the few TypeORM calls the queue makes (In, Not, IsNull; a unique id and schedule key), handing out
 * copies as a database would; the driver records what is dispatched and runs a job when told.
 */
type Where = Partial<Record<keyof JobRecord, unknown>>;

function holds(value: unknown, expected: unknown): boolean {
  if (!(expected instanceof FindOperator)) return value === expected;
  switch (expected.type) {
    case 'in':
      return (expected.value as unknown[]).includes(value);
    case 'not':
      return !holds(value, expected.child ?? expected.value);
    case 'isNull':
      return value === null || value === undefined;
    default:
      throw new Error(`Operator ${expected.type} is not faked`);
  }
}

export function jobTable(initial: Partial<JobRecord>[] = []) {
  const rows: JobRecord[] = [];
  const matching = (where: Where) =>
    rows.filter((row) => Object.entries(where).every(([key, value]) => holds(row[key as keyof JobRecord], value)));
  const sorted = (found: JobRecord[], order?: Partial<Record<keyof JobRecord, 'ASC'>>) => {
    const key = Object.keys(order ?? {})[0] as keyof JobRecord | undefined;
    return key ? [...found].sort((a, b) => Number(a[key]) - Number(b[key])) : found;
  };
  const table = {
    rows,
    create: (values: Partial<JobRecord>): JobRecord =>
      ({
        processed: 0,
        attempts: 0,
        total: null,
        result: null,
        error: null,
        userId: null,
        runAt: null,
        scheduleKey: null,
        startedAt: null,
        finishedAt: null,
        createdAt: new Date(),
        ...values,
      }) as JobRecord,
    save: async (record: JobRecord): Promise<JobRecord> => {
      const taken = rows.some(
        (row) => row.id === record.id || (record.scheduleKey !== null && row.scheduleKey === record.scheduleKey),
      );
      if (taken) throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      rows.push({ ...record });
      return { ...record };
    },
    findOneBy: async (where: Where) => {
      const row = matching(where)[0];
      return row ? { ...row } : null;
    },
    findOne: async ({ where, order }: { where: Where; order?: Partial<Record<keyof JobRecord, 'ASC'>> }) => {
      const row = sorted(matching(where), order)[0];
      return row ? { ...row } : null;
    },
    find: async ({ where, order }: { where: Where; order?: Partial<Record<keyof JobRecord, 'ASC'>> }) =>
      sorted(matching(where), order).map((row) => ({ ...row })),
    update: async (where: Where, values: Partial<JobRecord>) => {
      const found = matching(where);
      found.forEach((row) => Object.assign(row, values));
      return { affected: found.length };
    },
    delete: async (where: Where) => {
      const found = matching(where);
      for (const row of found) rows.splice(rows.indexOf(row), 1);
      return { affected: found.length };
    },
    /** The stored row, as it is now. */
    row: (id: string) => rows.find((row) => row.id === id)!,
  };
  for (const values of initial) rows.push(table.create(values));
  return table;
}

export function queueDriver() {
  const consumers = new Map<string, (jobId: string) => Promise<void>>();
  const driver = {
    name: 'in-process' as const,
    dispatched: [] as [string, string, number][],
    requeued: [] as [string, string, number][],
    /** Where the queue holds each job; missing unless told. */
    states: new Map<string, QueuedState | Error>(),
    closed: false,
    /** The queues a worker of this process takes jobs from, in the order they were opened. */
    consumed: [] as string[],
    consume: (queue: string, run: (jobId: string) => Promise<void>) => {
      driver.consumed.push(queue);
      consumers.set(queue, run);
    },
    dispatch: async (queue: string, jobId: string, delayMs = 0) => void driver.dispatched.push([queue, jobId, delayMs]),
    requeue: async (queue: string, jobId: string, delayMs = 0) => void driver.requeued.push([queue, jobId, delayMs]),
    state: async (_queue: string, jobId: string): Promise<QueuedState> => {
      const state = driver.states.get(jobId) ?? 'missing';
      if (state instanceof Error) throw state;
      return state;
    },
    lock: async () => true,
    ping: async () => true,
    close: async () => void (driver.closed = true),
    /** A worker of this process takes the job from the queue. */
    run: (queue: string, jobId: string) => consumers.get(queue)!(jobId),
  };
  return driver;
}
