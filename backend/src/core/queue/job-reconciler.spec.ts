import { fr } from '@troc/shared';
import { jobTable, queueDriver } from '../../../test/support/job-table.js';
import type { JobRecord } from './job.entity.js';
import { JobReconciler } from './job-reconciler.js';
import { QueueService } from './queue.service.js';

// The reconciler over the real queue, the job table and the driver held in memory: which rows it
// dispatches again, which it gives up, and what else its round does. The periodic round under a
// Redis lock is timer plumbing, left to the HTTP specs (job-faults.http.spec.ts).
const MAX_ATTEMPTS = 3;
const job = (id: string, over: Partial<JobRecord> = {}): Partial<JobRecord> => ({
  id,
  queue: 'import',
  name: 'run',
  status: 'pending',
  payload: { importId: id },
  ...over,
});

function world(rows: Partial<JobRecord>[]) {
  const table = jobTable(rows);
  const driver = queueDriver();
  const config = { jobs: { maxAttempts: MAX_ATTEMPTS, reconcileSeconds: 0 }, shutdownGraceSeconds: 1 };
  const queue = new QueueService(...([table, driver, config] as never as ConstructorParameters<typeof QueueService>));
  const told: [unknown, string][] = [];
  const giveUp = async (payload: unknown, reason: string) => void told.push([payload, reason]);
  queue.register('import', 'run', async () => undefined, giveUp);
  queue.register('tracker', 'expire', async () => undefined, giveUp);
  const reconciler = new JobReconciler(
    ...([table, queue, config] as never as ConstructorParameters<typeof JobReconciler>),
  );
  return { reconciler, queue, table, driver, told };
}

describe('reconciling the job rows with the queue', () => {
  it('dispatches again the rows whose queue entry is missing, orphaned, failed or finished; leaves the others', async () => {
    const { reconciler, table, driver } = world([
      job('attend'),
      job('retardé'),
      job('actif', { status: 'running', attempts: 1 }),
      job('perdu'),
      job('orphelin', { status: 'running', attempts: 1 }),
      job('calé', { status: 'running', attempts: 2 }),
      job('fini-sans-ligne', { status: 'running', attempts: 1 }),
    ]);
    driver.states.set('attend', 'waiting').set('retardé', 'delayed').set('actif', 'active');
    driver.states.set('orphelin', 'orphaned').set('calé', 'failed').set('fini-sans-ligne', 'completed');
    expect(await reconciler.reconcile()).toEqual({ checked: 7, requeued: 4, givenUp: 0 });
    expect(driver.requeued.map(([queue, id]) => [queue, id])).toEqual([
      ['import', 'perdu'],
      ['import', 'orphelin'],
      ['import', 'calé'],
      ['import', 'fini-sans-ligne'],
    ]);
    // A running row goes back to pending, its attempts kept: the next run counts one more.
    expect(['orphelin', 'calé', 'actif'].map((id) => [table.row(id).status, table.row(id).attempts])).toEqual([
      ['pending', 1],
      ['pending', 2],
      ['running', 1],
    ]);
  });

  it('gives up with the French « lost » reason a row lost after its attempts, telling its module', async () => {
    const { reconciler, table, driver, told } = world([
      job('usé', { status: 'running', attempts: MAX_ATTEMPTS }),
      job('vivant', { status: 'running', attempts: MAX_ATTEMPTS }),
      job('encore', { status: 'running', attempts: MAX_ATTEMPTS - 1 }),
    ]);
    driver.states.set('vivant', 'active');
    expect(await reconciler.reconcile()).toEqual({ checked: 3, requeued: 1, givenUp: 1 });
    expect(table.row('usé')).toMatchObject({ status: 'failed', error: fr.jobs.lost });
    expect(table.row('vivant').status).toBe('running');
    expect(told).toEqual([[{ importId: 'usé' }, fr.jobs.lost]]);
    expect(driver.requeued.map(([, id]) => id)).toEqual(['encore']);
  });

  it('dispatches a lost timer for what is left of its delay', async () => {
    const runAt = new Date(Date.now() + 90_000);
    const { reconciler, driver } = world([job('minuteur', { queue: 'tracker', name: 'expire', runAt })]);
    await reconciler.reconcile();
    expect(driver.requeued.map(([queue, id]) => [queue, id])).toEqual([['tracker', 'minuteur']]);
    expect(driver.requeued[0]![2]).toBeGreaterThan(89_000);
    expect(driver.requeued[0]![2]).toBeLessThanOrEqual(90_000);
  });

  it('looks only at rows pending or running of the queues this process handles, oldest first', async () => {
    const { reconciler, driver } = world([
      job('récent', { createdAt: new Date('2026-03-02T10:05:00Z') }),
      job('ancien', { createdAt: new Date('2026-03-02T10:00:00Z') }),
      job('fait', { status: 'done' }),
      job('échoué', { status: 'failed' }),
      job('ailleurs', { queue: 'mail', name: 'send' }),
    ]);
    expect(await reconciler.reconcile()).toEqual({ checked: 2, requeued: 2, givenUp: 0 });
    expect(driver.requeued.map(([, id]) => id)).toEqual(['ancien', 'récent']);
  });

  it('leaves a row whose queue entry cannot be read to the next round, and goes on with the others', async () => {
    const { reconciler, table, driver } = world([job('verrouillé', { status: 'running', attempts: 1 }), job('perdu')]);
    driver.states.set('verrouillé', new Error('Missing lock for job'));
    expect(await reconciler.reconcile()).toEqual({ checked: 2, requeued: 1, givenUp: 0 });
    expect(table.row('verrouillé').status).toBe('running');
    expect(driver.requeued.map(([, id]) => id)).toEqual(['perdu']);
  });

  it('plans the repeatable jobs again, then runs the modules’ own checks, at start-up too', async () => {
    const { reconciler, queue, table } = world([]);
    queue.register('export', 'clean', async () => undefined);
    queue.schedule('export', 'clean', () => new Date('2030-01-01T00:00:00Z'));
    const order: string[] = [];
    reconciler.join(async () => order.push(`imports (${table.rows.length} ligne)`));
    reconciler.join(async () => order.push('actions de masse'));
    await reconciler.onApplicationBootstrap();
    expect(table.rows.map((row) => [row.scheduleKey, row.status])).toEqual([
      ['export/clean@2030-01-01T00:00:00.000Z', 'pending'],
    ]);
    expect(order).toEqual(['imports (1 ligne)', 'actions de masse']);
  });
});
