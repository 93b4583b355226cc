import { fr, type MassActionProgress } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { createWorld, manageFor, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls like the modal does (faster), until the action has ended. */
async function finished(client: Client, id: string, timeoutMs = 60_000): Promise<MassActionProgress> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.post(`/fr/api/mass-action/pending/${id}/`).expect(200);
    if (res.body.massActionStatus.name !== 'Pending') return res.body as MassActionProgress;
    if (Date.now() > until) throw new Error(`Mass action ${id} still pending: ${JSON.stringify(res.body)}`);
    await sleep(50);
  }
}

/** What lasts of a listing and its exchanges whatever is done to them: history is history. */
describe.each(targets())('integrity of listings and their history ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    ds = t0.app.get(DataSource);
  });
  afterAll(() => t0?.close());

  const trocOf = (id: number) => ds.getRepository(Troc).findOneByOrFail({ id });

  describe('mass actions name only what the actor may see', () => {
    it.each(['publish', 'delete', 'edit'] as const)(
      '%s on another organisation’s draft reads as a listing that does not exist',
      async (action) => {
        const owner = await world.as('owner');
        const { slug, id } = (await owner.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
        await owner.post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(world.users.owner)).expect(200);
        await ds.getRepository(Troc).update({ id }, { name: 'Projet confidentiel de la direction' });
        const outsider = await world.as('outsider');
        await outsider.get(`/fr/api/troc/view/${slug}/`).expect(404);
        const missing = 2_000_000_000;
        const form = {
          selection: `${id},${missing}`,
          ...(action === 'edit' ? { availabilityEndDate: '2099-06-30' } : {}),
        };
        const start = await outsider.post(`/fr/api/mass-action/troc/${action}/`, { form }).expect(202);
        const done = await finished(outsider, start.body.data.id);
        const line = (lineId: number) => ({
          id: lineId,
          name: String(lineId),
          status: 'error',
          type: action,
          excerpt: {},
          message: fr.http.notFound,
        });
        // The unseen listing and a listing that never existed give the same line: its id alone.
        expect(done.report).toEqual([line(id), line(missing)]);
        expect(JSON.stringify(done)).not.toContain('confidentiel');
        expect(await trocOf(id)).toMatchObject({ publicationStatus: 'Draft', availabilityEndDate: '2099-12-31' });
      },
    );
  });
});
