import { parisDay, PublicationStatus } from '@troc/shared';
import { DataSource, In } from 'typeorm';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { AuditLog } from '../src/core/audit/audit-log.entity.js';
import { OperationService } from '../src/modules/operation/operation.service.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { TrocPublicationService } from '../src/modules/troc/troc-publication.service.js';
import { createWorld, publishedListing } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mysql = targets().find((t) => t.name === 'mysql');
const TICK = { PUBLICATION_TICK_SECONDS: '1' };

async function until<T>(what: string, read: () => Promise<T | null | false>, limitMs = 60_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Toujours pas : ${what}`);
    await sleep(100);
  }
}

/**
 * One tick for the cluster (issue 27): two instances on one MariaDB database and one Redis prefix
 * plan the same occurrences of the periodic tasks, and each occurrence runs on one of them only.
 */
(mysql ? describe : describe.skip)('periodic tasks with two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const calls = { publication: [] as string[], operation: [] as string[] };

  beforeAll(async () => {
    a = await startApp(mysql!, TICK);
    b = await startApp(mysql!, TICK, { join: a });
    for (const [name, app] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const publication = app.app.get(TrocPublicationService);
      const tick = publication.tick.bind(publication);
      publication.tick = (...args) => (calls.publication.push(name), tick(...args));
      const operations = app.app.get(OperationService);
      const operationTick = operations.tick.bind(operations);
      operations.tick = (...args) => (calls.operation.push(name), operationTick(...args));
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const jobs = () => a.app.get(DataSource).getRepository(JobRecord);

  it('runs each occurrence of the publication and operation ticks once, on one instance or the other', async () => {
    // Both instances planned the same next occurrence: one pending job per task, never two.
    for (const queue of ['publication', 'operation']) {
      const pending = await jobs().countBy({ queue, name: 'tick', status: 'pending' });
      expect(pending).toBeLessThanOrEqual(1);
    }
    const startedAt = new Date();
    calls.publication.length = 0;
    calls.operation.length = 0;
    // Six periods of one second: six occurrences, not twelve.
    await sleep(6_000);
    const ran = await jobs().find({
      where: { queue: In(['publication', 'operation']), name: 'tick', status: In(['done', 'running']) },
    });
    const since = ran.filter((j) => j.startedAt && j.startedAt >= startedAt);
    const keys = since.map((j) => j.scheduleKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const queue of ['publication', 'operation'] as const) {
      const occurrences = since.filter((j) => j.queue === queue).length;
      expect(occurrences).toBeGreaterThanOrEqual(3);
      // A call may be under way at either end of the window, on each instance: on a loaded machine
      // a job recorded as started before the window can make its call inside it, on A and on B.
      expect(Math.abs(calls[queue].length - occurrences)).toBeLessThanOrEqual(2);
      expect(calls[queue].length).toBeLessThanOrEqual(8);
    }
    console.info(
      `Occurrences en 6 s : publication ${calls.publication.join('')}, opérations ${calls.operation.join('')} (A/B : l'instance qui l'a exécutée)`,
    );
  }, 60_000);

  it('starts a listing due today once, whichever instance runs the occurrence', async () => {
    const world = await createWorld(a);
    const owner = await world.as('owner');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slug = await publishedListing(owner, world.users.owner, { manage: { availabilityStartDate: tomorrow } });
    const trocs = b.app.get(DataSource).getRepository(Troc);
    expect((await trocs.findOneByOrFail({ slug })).publicationStatus).toBe(PublicationStatus.ToPublish);
    await trocs.update({ slug }, { availabilityStartDate: parisDay() });
    const troc = await until('annonce publiée', async () => {
      const found = await trocs.findOneByOrFail({ slug });
      return found.publicationStatus === PublicationStatus.Published && found;
    });
    await sleep(2_500);
    const starts = await b.app.get(DataSource).getRepository(AuditLog).findBy({ entityId: troc.id, action: 'start' });
    expect(starts).toHaveLength(1);
  }, 120_000);
});
