import { addDays, CalendarPeriodStatus, describeDays, fr, parisDay, t, TrackerStatus } from '@troc/shared';
import { DataSource } from 'typeorm';
import { CalendarPeriod } from '../src/modules/calendar/entities/calendar-period.entity.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { completeDetails, createWorld, manageFor, publishedListing, type World } from './support/listing-world.js';
import { massActionFinished } from './support/jobs.js';
import { readMails } from './support/mails.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';

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
        const done = await massActionFinished(outsider, start.body.data.id);
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
      const figures = async (): Promise<Record<string, unknown>> => {
        const view = (await owner.get(`/fr/api/operation/view/${slug}/`).expect(200)).body;
        return {
          nbTrocs: view.nbTrocs,
          ...(Object.fromEntries(FIGURES.map((key) => [key, view[key]])) as Record<string, unknown>),
        };
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

  describe('deleting a listing withdraws its pending requests', () => {
    it('cancels them with the reason and tells the requester; none can be approved afterwards', async () => {
      const owner = await world.as('owner');
      const name = `Armoire forte ${runId()}`;
      const slug = await publishedListing(owner, world.users.owner, { details: { name, itemTotalQuantity: 5 } });
      const asked = (
        await (
          await world.as('outsider')
        )
          .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 2 })
          .expect(201)
      ).body.tracker as string;
      const other = (
        await (
          await world.as('groupMember')
        )
          .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 1 })
          .expect(201)
      ).body.tracker as string;

      await owner.post(`/fr/api/troc/delete/${slug}/`).expect(200);
      for (const tracker of [asked, other]) {
        expect((await ds.getRepository(Tracker).findOneByOrFail({ slug: tracker })).status).toBe(
          TrackerStatus.ReservationCancelled,
        );
        const refused = await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(409);
        expect(refused.body.message).toBe(t(fr.tracker.errors.transitionRefused, { status: 'Annulée' }));
      }
      const summary = (await (await world.as('outsider')).get(`/fr/api/tracker/summary/${asked}/`).expect(200)).body;
      expect(summary).toMatchObject({ trackerStatus: 'ReservationCancelled', actions: [] });
      expect(summary.history[0]).toMatchObject({
        action: 'withdraw',
        to: 'ReservationCancelled',
        by: 'owner Test',
        message: fr.tracker.reasons.withdrawn,
      });
      const thread = (await (await world.as('outsider')).get(`/fr/api/tracker/thread/${asked}/`).expect(200)).body;
      expect(thread.messages.map((m: { content: string }) => m.content)).toContain(
        t(fr.tracker.automatic['message.tracker.withdrawn'], { user: 'owner Test' }),
      );
      const mails = await waitFor(
        () => readMails(t0.config.mailDir).filter((m) => m.subject.includes(name) && m.to !== world.users.owner.email),
        (list) => list.length === 2,
      );
      expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
        [world.users.groupMember.email, world.users.outsider.email]
          .sort()
          .map((to) => [to, t(fr.tracker.mail.subjects.withdraw, { troc: name })]),
      );
      expect(mails[0]!.body).toContain(fr.tracker.reasons.withdrawn);
      expect(mails.some((m) => m.subject === t(fr.tracker.mail.subjects.approve, { troc: name }))).toBe(false);
    });

    it('frees the days a deleted loan listing’s pending request asked for', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, {
        details: { itemTotalQuantity: 1 },
        manage: { swapType: 'Pret' },
      });
      const { id } = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      const day = (n: number) => addDays(parisDay(), n);
      const booked = (
        await (
          await world.as('outsider')
        )
          .post(`/fr/api/calendar/period/troc/${id}/`, {
            calendar_modale_form: { startDate: day(10), endDate: day(12), itemUsage: 'Forum des associations' },
          })
          .expect(200)
      ).body;
      await owner.post(`/fr/api/troc/delete/${slug}/`).expect(200);
      expect((await ds.getRepository(Tracker).findOneByOrFail({ slug: booked.tracker })).status).toBe(
        TrackerStatus.ReservationCancelled,
      );
      expect((await ds.getRepository(CalendarPeriod).findOneByOrFail({ id: booked.period.id })).status).toBe(
        CalendarPeriodStatus.Cancelled,
      );
    });
  });

  describe('the quantities of the details form move the status as exchanges do', () => {
    it('is out of stock once edited down to what was handed over, and Published again when restocked', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { details: { itemTotalQuantity: 5 } });
      await completedExchange(slug, 2, 30);
      const view = async () =>
        (await (await world.as('groupMember')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(await view()).toMatchObject({ itemRemainingQuantity: 3, publicationStatus: 'Published' });

      const edited = (
        await owner.post(`/fr/api/troc/edit/${slug}/details/`, { ...completeDetails, itemTotalQuantity: 2 }).expect(200)
      ).body;
      expect(edited).toMatchObject({ itemRemainingQuantity: 0, publicationStatus: 'Unavailable' });
      expect(await view()).toMatchObject({
        itemRemainingQuantity: 0,
        publicationStatus: 'Unavailable',
        exchange: { canRequest: false },
      });
      const summary = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(summary.history[0]).toMatchObject({ action: 'exhaust', from: 'Published', to: 'Unavailable' });

      await owner.post(`/fr/api/troc/edit/${slug}/details/`, { ...completeDetails, itemTotalQuantity: 4 }).expect(200);
      expect(await view()).toMatchObject({
        itemRemainingQuantity: 2,
        publicationStatus: 'Published',
        exchange: { canRequest: true },
      });
    });
  });

  describe('a quantity is never lowered below what exchanges hold', () => {
    const details = (itemTotalQuantity: number) => ({ ...completeDetails, itemTotalQuantity, itemMaxQuantity: null });

    it('refuses a loan listing’s total below its approved loans, naming the days as the calendar does', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, {
        details: details(2),
        manage: { swapType: 'Pret' },
      });
      const { id } = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      const day = addDays(parisDay(), 30);
      for (const persona of ['outsider', 'groupMember'] as const) {
        const { tracker } = (
          await (
            await world.as(persona)
          )
            .post(`/fr/api/calendar/period/troc/${id}/`, {
              calendar_modale_form: { startDate: day, endDate: day, itemUsage: 'Forum des associations' },
            })
            .expect(200)
        ).body;
        await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
      }

      const refused = await owner.post(`/fr/api/troc/edit/${slug}/details/`, details(1)).expect(422);
      expect(refused.body.errors).toEqual({
        itemTotalQuantity: [
          t(fr.calendar.errors.conflict, { days: describeDays(day, day), available: 1, quantity: 2 }),
        ],
      });
      expect(await ds.getRepository(Troc).findOneByOrFail({ id })).toMatchObject({ itemTotalQuantity: 2 });
      // Raising it, or lowering it to what is lent, is the manager's choice.
      await owner.post(`/fr/api/troc/edit/${slug}/details/`, details(3)).expect(200);
      await owner.post(`/fr/api/troc/edit/${slug}/details/`, details(2)).expect(200);
    });

    it('refuses a total below what approved exchanges reserved and handed over', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { details: details(5) });
      const { tracker } = (
        await (
          await world.as('outsider')
        )
          .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 3 })
          .expect(201)
      ).body;
      await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
      const refused = await owner.post(`/fr/api/troc/edit/${slug}/details/`, details(2)).expect(422);
      expect(refused.body.errors).toEqual({
        itemTotalQuantity: [t(fr.listing.errors.quantityBelowHeld, { held: 3 })],
      });
      const edited = (await owner.post(`/fr/api/troc/edit/${slug}/details/`, details(3)).expect(200)).body;
      expect(edited).toMatchObject({
        itemTotalQuantity: 3,
        itemRemainingQuantity: 0,
        publicationStatus: 'Unavailable',
      });
    });
  });
});
