import { fr, type MassActionProgress } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { createWorld, manageFor, publishedListing, type World } from './support/listing-world.js';
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
  const today = () => new Date().toISOString().slice(0, 10);

  /** A published operation of the owner holding `count` published listings of theirs. */
  async function operationWith(count: number): Promise<{ slug: string; listings: string[] }> {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/operation/create/', { name: 'Brouillon' }).expect(201)).body;
    await owner
      .post(`/fr/api/operation/edit/${slug}/manage/`, {
        name: 'Déménagement du bâtiment C',
        description: 'Mobilier du bâtiment C, à reprendre avant les travaux.',
        manager: world.users.owner.id,
        service: world.users.owner.serviceId,
        visibility: ['External'],
        availabilityStartDate: today(),
        availabilityEndDate: '2099-12-31',
      })
      .expect(200);
    await owner.post(`/fr/api/operation/edit/${slug}/address/`, { postal: '33000', city: '33063' }).expect(200);
    const listings = [];
    for (let i = 0; i < count; i++) listings.push(await publishedListing(owner, world.users.owner));
    await owner.post(`/fr/api/operation/edit/${slug}/ads/`, { trocs: listings }).expect(200);
    await owner.post(`/fr/api/operation/publish/${slug}/`).expect(200);
    return { slug, listings };
  }

  /** A request of `quantity` walked to its hand-over, with its bilans: a completed exchange with known savings. */
  async function completedExchange(listing: string, quantity: number, accountingValue: number): Promise<string> {
    const owner = await world.as('owner');
    const requester = await world.as('outsider');
    const { tracker } = (
      await requester
        .post(`/fr/api/troc/inbox/reservation/${listing}/`, { message: 'Bonjour, nous sommes intéressés.', quantity })
        .expect(201)
    ).body;
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    await owner
      .post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: 100, service: world.users.owner.serviceId })
      .expect(200);
    await owner
      .post(`/fr/api/tracker/accounting/${tracker}/`, {
        accountingUnit: 'Total',
        accountingValue,
        accountingTransportFeeUnknown: true,
        itemPurchasePrice: 100,
      })
      .expect(200);
    await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200);
    return tracker as string;
  }

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

  describe('a deleted listing keeps its completed exchanges in its operation', () => {
    const FIGURES = [
      'nbTrackersReserved',
      'nbTrackersReservationRequested',
      'nbTrackersTerminated',
      'totalItemSaved',
      'totalEconomyInEuros',
      'totalAvoidedWeightInKg',
      'totalCo2InKg',
    ] as const;

    it('counts them in the figures and lists them among the terminated exchanges', async () => {
      const owner = await world.as('owner');
      const { slug, listings } = await operationWith(2);
      const kept = await completedExchange(listings[0]!, 2, 30);
      const gone = await completedExchange(listings[1]!, 3, 25);
      const figures = async () => {
        const view = (await owner.get(`/fr/api/operation/view/${slug}/`).expect(200)).body;
        return { nbTrocs: view.nbTrocs, ...Object.fromEntries(FIGURES.map((key) => [key, view[key]])) };
      };
      const terminated = async () =>
        (await owner.post(`/fr/api/operation/trackers/terminated/${slug}/`, {}).expect(200)).body.data
          .map((c: { slug: string }) => c.slug)
          .sort();
      const before = await figures();
      expect(before).toMatchObject({ nbTrocs: 2, nbTrackersTerminated: 2, totalItemSaved: 5 });
      expect(before.totalEconomyInEuros).not.toBeNull();

      await owner.post(`/fr/api/troc/delete/${listings[1]}/`).expect(200);
      expect(await figures()).toEqual({ ...before, nbTrocs: 1 });
      expect(await terminated()).toEqual([kept, gone].sort());

      // Saving the ads form again (the deleted listing cannot be chosen) does not take it out either.
      await owner.post(`/fr/api/operation/edit/${slug}/ads/`, { trocs: [listings[0]] }).expect(200);
      expect(await figures()).toEqual({ ...before, nbTrocs: 1 });
      expect(await terminated()).toEqual([kept, gone].sort());
    });
  });
});
