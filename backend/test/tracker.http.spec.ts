import { fr, PublicationStatus, t, TrackerStatus } from '@troc/shared';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { TrackerJobs } from '../src/modules/tracker/tracker-jobs.js';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { readMails } from './support/mails.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';
const DAY = 24 * 60 * 60 * 1000;

describe.each(targets())('exchanges (trackers) on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  beforeAll(async () => {
    try {
      t0 = await startApp(target);
      world = await createWorld(t0);
      ds = t0.app.get(DataSource);
    } catch (e) {
      console.log('BEFOREALL', e);
      throw e;
    }
  });
  afterAll(() => t0?.close());

  /** A published gift of `total` units (min 1, max 6) by the hospital's owner, open to every organisation. */
  const listing = async (details: Record<string, unknown> = {}, manage: Record<string, unknown> = {}) =>
    publishedListing(await world.as('owner'), world.users.owner, { details, manage });
  const trocOf = (slug: string) => ds.getRepository(Troc).findOneByOrFail({ slug });
  /** The convention a recording needs (the convention-required rule). */
  const convention = async (tracker: string) =>
    (await world.as('owner')).post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);

  /** A reservation request through the API, expecting `status`. */
  const request = async (
    slug: string,
    persona: 'outsider' | 'groupMember' | 'invited' = 'outsider',
    quantity = 2,
    status = 201,
  ) =>
    (await world.as(persona))
      .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity })
      .expect(status);

  it('opens a request with its thread, shown to both parties and to nobody else', async () => {
    const slug = await listing();
    const res = await request(slug);
    expect(res.body).toEqual({
      tracker: expect.any(String),
      thread: expect.any(String),
      redirect: `/fr/tracker/thread/${res.body.tracker}/`,
    });
    const tracker = res.body.tracker as string;

    const requester = await world.as('outsider');
    const info = (await requester.get(`/fr/api/tracker/info/${tracker}/`).expect(200)).body;
    expect(info).toMatchObject({
      trackerStatus: 'ReservationRequested',
      requestedQuantity: 2,
      currentUser: true,
      currentManager: false,
      direction: 'received',
      actions: ['cancel'],
      troc: { slug, readable: true },
      regularized: false,
      expiresDisplayDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    const owner = await world.as('owner');
    const managed = (await owner.get(`/fr/api/tracker/info/${tracker}/`).expect(200)).body;
    expect(managed).toMatchObject({ currentManager: true, direction: 'given', actions: ['approve', 'deny'] });
    expect(managed.user).toMatchObject({ firstname: 'outsider' });

    const thread = (await owner.get(`/fr/api/tracker/thread/${tracker}/`).expect(200)).body;
    expect(thread).toMatchObject({ threadType: 'ReservationDemand', tracker, troc: slug });
    expect(thread.messages).toEqual([
      expect.objectContaining({ content: MESSAGE, automatic: false, currentUser: false }),
    ]);

    await (await world.as('groupMember')).get(`/fr/api/tracker/info/${tracker}/`).expect(404);
    await (await world.as('groupMember')).post(`/fr/api/tracker/approve/${tracker}/`).expect(404);
    await (await world.visitor()).get(`/fr/api/tracker/info/${tracker}/`).expect(403);

    const mine = (await owner.post('/fr/api/tracker/mine/', {}).expect(200)).body;
    expect(mine.data.map((c: { slug: string }) => c.slug)).toContain(tracker);
    const received = (
      await requester
        .post('/fr/api/tracker/mine/', { tracker_filter_form: { transactionDirection: ['given'] } })
        .expect(200)
    ).body;
    expect(received.data.map((c: { slug: string }) => c.slug)).not.toContain(tracker);
  });

  it('tells the listing view who may ask, and refuses what the modal refuses', async () => {
    const slug = await listing({ itemTotalQuantity: 5, itemMinQuantity: 2, itemMaxQuantity: 4 });
    const view = (await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.exchange).toEqual({
      canRequest: true,
      canRegularize: false,
      quantity: { min: 2, max: 4, fixed: false, remaining: 5 },
      beneficiaryChoice: false,
      pendingTracker: null,
    });
    const managerView = (await (await world.as('owner')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(managerView.exchange).toMatchObject({ canRequest: false, canRegularize: true });
    expect((await (await world.visitor()).get(`/fr/api/troc/view/${slug}/`)).body.exchange).toBeUndefined();

    const bad = await (
      await world.as('outsider')
    )
      .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: 'Court', quantity: 5 })
      .expect(422);
    expect(bad.body.errors).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
      quantity: [t(fr.tracker.errors.quantityRange, { min: 2, max: 4 })],
    });
    const own = await (
      await world.as('owner')
    ).post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 2 });
    expect([own.status, own.body.message]).toEqual([409, fr.tracker.errors.ownListing]);
    await request(slug, 'outsider', 2);
    const twice = await request(slug, 'outsider', 2, 409);
    expect(twice.body.message).toBe(fr.tracker.errors.alreadyPending);
    const after = (await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(after.exchange).toMatchObject({ canRequest: false, pendingTracker: expect.any(String) });
  });

  it('walks a request to a completed hand-over, moving the stock at each step', async () => {
    const slug = await listing({ itemTotalQuantity: 5 });
    const tracker = (await request(slug, 'outsider', 3)).body.tracker as string;
    const owner = await world.as('owner');
    const requester = await world.as('outsider');

    const forbidden = await requester.post(`/fr/api/tracker/approve/${tracker}/`).expect(403);
    expect(forbidden.body.message).toBe(fr.tracker.errors.notAllowed);
    const approved = (await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200)).body.tracker;
    expect(approved).toMatchObject({
      trackerStatus: 'ReservationApproved',
      actions: ['record', 'cancel'],
      editable: true,
    });
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 3, quantityOut: 0 });
    const refused = await owner.post(`/fr/api/tracker/deny/${tracker}/`).expect(409);
    expect(refused.body.message).toBe(t(fr.tracker.errors.transitionRefused, { status: 'Acceptée' }));

    const incomplete = await owner.post(`/fr/api/tracker/edit/${tracker}/`, { name: '', totalPrice: '' }).expect(422);
    expect(incomplete.body.errors).toMatchObject({
      name: [fr.validation.required],
      itemPurchasePrice: [fr.validation.required],
    });
    await owner.post(`/fr/api/tracker/save-draft/${tracker}/`, { itemPurchasePrice: '180,50' }).expect(200);
    const blocked = await owner.post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: '180,50' }).expect(422);
    expect(blocked.body.errors).toEqual({ convention: [fr.convention.errors.required] });
    await convention(tracker);
    const recorded = (
      await owner
        .post(`/fr/api/tracker/edit/${tracker}/`, {
          name: 'Fauteuils de bureau',
          itemState: 'VeryGood',
          itemWeight: '17,5',
          service: world.users.owner.serviceId,
          description: 'Trois fauteuils remis au service de la ressourcerie.',
          swapType: 'Don',
          requestedQuantity: 2,
          user: world.users.outsider.id,
          totalPrice: 0,
          postal: '33000',
          city: '33063',
        })
        .expect(200)
    ).body.tracker;
    expect(recorded).toMatchObject({
      trackerStatus: 'SwapInitiated',
      requestedQuantity: 2,
      itemPurchasePrice: 180.5,
      itemWeight: 17.5,
      address: { city: '33063', postal: '33000' },
    });
    // The quantity changed at recording: the listing holds the new one only.
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 2, quantityOut: 0 });

    const done = (await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200)).body.tracker;
    expect(done).toMatchObject({ trackerStatus: 'SwapCompleted', actions: [] });
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 0, quantityOut: 2 });
    const view = (await requester.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.itemRemainingQuantity).toBe(3);

    const summary = (await owner.get(`/fr/api/tracker/summary/${tracker}/`).expect(200)).body;
    expect(summary.history.map((h: { action: string }) => h.action)).toEqual([
      'complete',
      'record',
      'approve',
      'create',
    ]);
    const thread = (await requester.get(`/fr/api/tracker/thread/${tracker}/`).expect(200)).body;
    expect(
      thread.messages.filter((m: { automatic: boolean }) => m.automatic).map((m: { content: string }) => m.content),
    ).toEqual([
      t(fr.tracker.automatic['message.tracker.approved'], { user: 'owner Test' }),
      t(fr.tracker.automatic['message.tracker.recorded'], { user: 'owner Test' }),
      t(fr.tracker.automatic['message.tracker.swap.completed'], { user: 'outsider Test' }),
    ]);
    const terminated = (await requester.post('/fr/api/tracker/terminated/mine/', {}).expect(200)).body;
    expect(terminated.data.map((c: { slug: string }) => c.slug)).toContain(tracker);
  });

  it('lets the requester withdraw a request and the manager cancel an approved exchange', async () => {
    const slug = await listing({ itemTotalQuantity: 4 });
    const owner = await world.as('owner');
    const first = (await request(slug, 'outsider', 2)).body.tracker;
    await owner.post(`/fr/api/tracker/cancel/${first}/`).expect(403);
    await (await world.as('outsider')).post(`/fr/api/tracker/cancel/${first}/`).expect(200);
    const second = (await request(slug, 'groupMember', 3)).body.tracker;
    await owner.post(`/fr/api/tracker/approve/${second}/`).expect(200);
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 3 });
    const cancelled = (await owner.post(`/fr/api/tracker/cancel/${second}/`).expect(200)).body.tracker;
    expect(cancelled.trackerStatus).toBe('ReservationCancelled');
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 0 });
  });

  it('cancels on either side and restocks an exhausted listing', async () => {
    const slug = await listing({ itemTotalQuantity: 2 });
    const owner = await world.as('owner');
    const requester = await world.as('outsider');
    const tracker = (await request(slug, 'outsider', 2)).body.tracker;
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 2, publicationStatus: PublicationStatus.Unavailable });
    const blocked = await request(slug, 'groupMember', 1, 409);
    expect(blocked.body.message).toBe(fr.tracker.errors.nothingLeft);
    const cancelled = (await requester.post(`/fr/api/tracker/cancel/${tracker}/`).expect(200)).body.tracker;
    expect(cancelled).toMatchObject({ trackerStatus: 'ReservationCancelled', actions: [] });
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 0, publicationStatus: PublicationStatus.Published });

    const next = (await request(slug, 'groupMember', 1)).body.tracker;
    const member = await world.as('groupMember');
    await member.post(`/fr/api/tracker/approve/${next}/`).expect(403);
    await owner.post(`/fr/api/tracker/approve/${next}/`).expect(200);
    await convention(next);
    await owner.post(`/fr/api/tracker/edit/${next}/`, recordForm(world)).expect(200);
    await member.post(`/fr/api/tracker/swap/cancel/${next}/`).expect(403);
    await owner.post(`/fr/api/tracker/swap/complete/${next}/`).expect(200);
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 0, quantityOut: 1 });
  });

  it('regularises an exchange agreed elsewhere, for a member or a guest', async () => {
    const slug = await listing({ itemTotalQuantity: 6 });
    const owner = await world.as('owner');
    await (
      await world.as('outsider')
    )
      .post(`/fr/api/tracker/add/${slug}/`, { quantity: 1, user: world.users.owner.id })
      .expect(403);
    const missing = await owner.post(`/fr/api/tracker/add/${slug}/`, { quantity: 1 }).expect(422);
    expect(missing.body.errors).toEqual({ user: [fr.tracker.errors.chooseUser] });
    const guestless = await owner
      .post(`/fr/api/tracker/add/${slug}/`, { quantity: 1, guestEmail: 'pas-une-adresse' })
      .expect(422);
    expect(guestless.body.errors).toEqual({
      guestEmail: [fr.validation.email],
      guestOrganismName: [fr.tracker.errors.guestOrganismRequired],
    });
    const guest = (
      await owner
        .post(`/fr/api/tracker/add/${slug}/`, {
          quantity: 2,
          guestEmail: 'contact@recyclerie.example',
          guestOrganismType: 'rna',
          guestOrganismName: 'Recyclerie du quartier',
        })
        .expect(201)
    ).body;
    expect(guest.redirect).toBe(`/fr/tracker/edit/${guest.tracker}/`);
    const view = (await owner.get(`/fr/api/tracker/info/${guest.tracker}/`).expect(200)).body;
    expect(view).toMatchObject({
      trackerStatus: 'ReservationApproved',
      regularized: true,
      user: null,
      guestOrganismName: 'Recyclerie du quartier',
    });
    expect(await trocOf(slug)).toMatchObject({ quantityReserved: 2 });
    const member = (
      await owner.post(`/fr/api/tracker/add/${slug}/`, { quantity: 1, user: world.users.invited.id }).expect(201)
    ).body;
    const invited = await world.as('invited');
    expect((await invited.get(`/fr/api/tracker/info/${member.tracker}/`).expect(200)).body).toMatchObject({
      currentUser: true,
      regularized: true,
    });
    await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.to.includes('contact@recyclerie.example')),
      (mails) => mails.length === 1,
    );
  });

  it('makes a delegate a manager of the listing for every exchange rule, until revoked', async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const tracker = (await request(slug, 'outsider', 1)).body.tracker as string;
    const delegate = await world.as('groupMember');
    await delegate.get(`/fr/api/tracker/info/${tracker}/`).expect(404);
    const suggestions = (
      await owner.post(`/fr/api/troc/delegation/autocomplete/${slug}/`, { form: { query: 'groupMember' } }).expect(200)
    ).body.data;
    expect(suggestions[0]).toMatchObject({
      data: world.users.groupMember.id,
      organismExcerpt: { name: expect.any(String) },
    });
    const added = (
      await owner.post(`/fr/api/troc/delegation/add/${slug}/`, { user: world.users.groupMember.id }).expect(200)
    ).body;
    expect(added).toEqual([
      {
        id: expect.any(Number),
        user: { firstname: 'groupMember', lastname: 'Test', email: world.users.groupMember.email },
        organismExcerpt: { name: expect.stringContaining('Clinique'), identifier: expect.any(String) },
      },
    ]);
    const twice = await owner
      .post(`/fr/api/troc/delegation/add/${slug}/`, { user: world.users.groupMember.id })
      .expect(409);
    expect(twice.body.message).toBe(fr.delegation.errors.alreadyDelegated);
    const self = await owner.post(`/fr/api/troc/delegation/add/${slug}/`, { user: world.users.owner.id }).expect(422);
    expect(self.body.errors).toEqual({ user: [fr.delegation.errors.alreadyManager] });

    const given = (
      await delegate
        .post('/fr/api/tracker/mine/', { tracker_filter_form: { transactionDirection: ['given'] } })
        .expect(200)
    ).body;
    expect(given.data.map((c: { slug: string }) => c.slug)).toContain(tracker);
    expect((await delegate.get(`/fr/api/tracker/info/${tracker}/`).expect(200)).body).toMatchObject({
      currentManager: true,
      actions: ['approve', 'deny'],
    });
    await delegate.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    // A delegate manages, but does not hand on the management.
    await delegate.post(`/fr/api/troc/delegation/add/${slug}/`, { user: world.users.invited.id }).expect(403);
    await delegate.post(`/fr/api/troc/delegation/delete/${added[0].id}/`).expect(404);
    await owner.post(`/fr/api/troc/delegation/delete/${added[0].id}/`).expect(200);
    await delegate.get(`/fr/api/tracker/info/${tracker}/`).expect(404);
  });

  it('fills the bilans once accepted, computes the economic gain and keeps the savings of the completed exchange', async () => {
    const slug = await listing({ itemTotalQuantity: 6 });
    const tracker = (await request(slug, 'outsider', 3)).body.tracker as string;
    const owner = await world.as('owner');
    const requester = await world.as('outsider');
    const bilans = {
      accountingUnit: 'PerUnit',
      accountingValue: '20',
      accountingTransportFee: '15',
      itemPurchasePrice: '180',
    };
    const early = await owner.post(`/fr/api/tracker/accounting/${tracker}/`, bilans).expect(409);
    expect(early.body.message).toBe(fr.bilans.errors.notYet);
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await requester.post(`/fr/api/tracker/accounting/${tracker}/`, bilans).expect(403);
    const invalid = await owner
      .post(`/fr/api/tracker/accounting/${tracker}/`, { accountingValueUnknown: true })
      .expect(422);
    expect(invalid.body.errors).toEqual({
      accountingUnit: [fr.bilans.errors.chooseAccountingUnit],
      accountingTransportFee: [fr.validation.required],
      itemPurchasePrice: [fr.validation.required],
    });
    const unknown = (
      await requester
        .post(`/fr/api/tracker/calculate-eco-gain/${tracker}/`, { accountingValueUnknown: true, itemPurchasePrice: 10 })
        .expect(200)
    ).body;
    expect(unknown).toEqual({ economic_gain: null, errors: ['accounting_value'] });
    expect((await owner.post(`/fr/api/tracker/calculate-eco-gain/${tracker}/`, bilans).expect(200)).body).toEqual({
      economic_gain: 3 * 180 - 3 * 20 - 15,
      errors: [],
    });
    const saved = (await owner.post(`/fr/api/tracker/accounting/${tracker}/`, bilans).expect(200)).body.tracker;
    expect(saved.bilans).toMatchObject({
      accountingUnit: 'PerUnit',
      accountingValue: 20,
      accountingTransportFee: 15,
      editable: true,
    });
    expect(saved.savings).toBeNull();
    await convention(tracker);
    await owner.post(`/fr/api/tracker/edit/${tracker}/`, { service: world.users.owner.serviceId }).expect(200);
    const done = (await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200)).body.tracker;
    // Sièges et fauteuils (102): the ADEME chair figure, per item, kept with its source.
    expect(done.savings).toMatchObject({
      economicGain: 465,
      weightInKg: 52.5,
      co2InKg: expect.any(Number),
      co2Source: {
        key: expect.stringContaining('chaise'),
        unit: 'item',
        source: { package: '@incubateur-ademe/nosgestesclimat' },
      },
    });
    expect(done.savings.co2InKg).toBeCloseTo(3 * done.savings.co2Source.kgCo2ePerUnit, 2);
    // Bilans corrected after the hand-over: the savings follow.
    const corrected = (
      await owner
        .post(`/fr/api/tracker/accounting/${tracker}/`, {
          ...bilans,
          accountingTransportFeeUnknown: true,
          accountingTransportFee: '',
        })
        .expect(200)
    ).body.tracker;
    expect(corrected.savings.economicGain).toBe(480);

    // The organisation's savings endpoint counts it this month, for the cédant's organisation only.
    const month = new Date().toISOString().slice(0, 7);
    const given = (await owner.post('/fr/api/tracker/savings/', {}).expect(200)).body;
    expect(given.byMonth.find((m: { month: string }) => m.month === month)).toMatchObject({
      nbTrackers: expect.any(Number),
      totalAvoidedWeightInKg: expect.any(Number),
    });
    expect(given.totals.nbTrackers).toBeGreaterThanOrEqual(1);
    const received = (
      await requester
        .post('/fr/api/tracker/savings/', { savings_form: { direction: 'received', from: '2000-01-01' } })
        .expect(200)
    ).body;
    expect(received.totals.totalItemSaved).toBeGreaterThanOrEqual(3);
    const bad = await owner.post('/fr/api/tracker/savings/', { savings_form: { from: '2024-13-45' } }).expect(422);
    expect(bad.body.errors).toEqual({ 'savings_form.from': [fr.validation.date] });
  });

  it('suggests members of any organisation for a regularisation', async () => {
    const owner = await world.as('owner');
    const found = (
      await owner.post('/fr/api/tracker/users/autocomplete/', { form: { query: 'outsider tes' } }).expect(200)
    ).body;
    expect(found.data).toEqual([expect.objectContaining({ value: 'outsider Test', data: world.users.outsider.id })]);
    expect(
      (await owner.post('/fr/api/tracker/users/autocomplete/', { form: { query: 'o' } }).expect(200)).body.data,
    ).toEqual([]);
    await (
      await world.visitor()
    )
      .post('/fr/api/tracker/users/autocomplete/', { form: { query: 'outsider' } })
      .expect(403);
  });

  it('never oversells: parallel approvals of the last units', async () => {
    const slug = await listing({ itemTotalQuantity: 10, itemMaxQuantity: 10 });
    const troc = await trocOf(slug);
    const id = runId();
    const requesters: User[] = await ds.getRepository(User).save(
      Array.from({ length: 50 }, (_, i): Partial<User> => ({
        ...world.users.outsider,
        id: undefined,
        email: `parallele-${i}.${id}@exemple.fr`,
        slug: `parallele-${i}-${id}`,
      })),
    );
    const trackers = await ds.getRepository(Tracker).save(
      requesters.map((user, i) => ({
        slug: `par${i}${id}`.slice(0, 32),
        trocId: troc.id,
        status: TrackerStatus.ReservationRequested,
        requestedQuantity: 1,
        managerId: troc.managerId,
        ownerId: troc.ownerId,
        organisationId: troc.organisationId,
        userId: user.id,
        name: troc.name!,
        lastActionAt: new Date(),
        createdById: user.id,
      })),
    );
    const owner = await world.as('owner');
    const results = await Promise.all(trackers.map((k) => owner.post(`/fr/api/tracker/approve/${k.slug}/`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await trocOf(slug)).toMatchObject({
      quantityReserved: 10,
      publicationStatus: PublicationStatus.Unavailable,
    });
    const approved = await ds
      .getRepository(Tracker)
      .countBy({ trocId: troc.id, status: TrackerStatus.ReservationApproved });
    expect(approved).toBe(10);
  });

  it('expires an unanswered request after its delay, on a fake clock', async () => {
    const slug = await listing();
    const tracker = (await request(slug, 'outsider', 1)).body.tracker as string;
    const row = await ds.getRepository(Tracker).findOneByOrFail({ slug: tracker });
    const jobs = await ds.getRepository(JobRecord).find({ where: { queue: 'tracker', status: 'pending' } });
    const expiry = jobs.find((j) => (j.payload as { trackerId: number }).trackerId === row.id && j.name === 'expire');
    expect(expiry?.runAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const timers = t0.app.get(TrackerJobs);
    const payload = expiry!.payload as { trackerId: number; dueAt: number };

    expect(await timers.expire(payload)).toBe('rescheduled');
    timers.now = () => payload.dueAt + 1000;
    try {
      expect(await timers.remind(payload, 'request')).toBe('sent');
      expect(await timers.expire(payload)).toBe('expired');
      expect(await timers.expire(payload)).toBe('moved-on');
    } finally {
      timers.now = () => Date.now();
    }
    const view = (await (await world.as('outsider')).get(`/fr/api/tracker/info/${tracker}/`).expect(200)).body;
    expect(view.trackerStatus).toBe('ReservationCancelled');
    expect(view.history[0]).toMatchObject({
      action: 'expire',
      by: null,
      message: t(fr.tracker.reasons.expired, { days: 7 }),
    });
    await waitFor(
      () =>
        readMails(t0.config.mailDir).filter(
          (m) => m.subject === t(fr.tracker.mail.subjects.expire, { troc: row.name }),
        ),
      (mails) => mails.length === 2,
    );
  });

  it('reminds both parties of an approved exchange left unrecorded, and not once it is recorded', async () => {
    const slug = await listing({ name: `Vestiaire métallique ${runId()}` });
    const tracker = (await request(slug, 'outsider', 1)).body.tracker as string;
    await (await world.as('owner')).post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    const row = await ds.getRepository(Tracker).findOneByOrFail({ slug: tracker });
    const jobs = await ds
      .getRepository(JobRecord)
      .find({ where: { queue: 'tracker', name: 'remind-record', status: 'pending' } });
    const job = jobs.find((j) => (j.payload as { trackerId: number }).trackerId === row.id)!;
    expect(job.runAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const timers = t0.app.get(TrackerJobs);
    const payload = job.payload as { trackerId: number; dueAt: number };
    timers.now = () => payload.dueAt + 1;
    try {
      expect(await timers.remind(payload, 'record')).toBe('sent');
      await convention(tracker);
      await (await world.as('owner')).post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: 80 }).expect(200);
      expect(await timers.remind(payload, 'record')).toBe('moved-on');
    } finally {
      timers.now = () => Date.now();
    }
    const subject = t(fr.tracker.mail.subjects.reminderRecord, { troc: row.name });
    const reminders = await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.subject === subject),
      (list) => list.length === 2,
    );
    expect(reminders.map((m) => m.to).sort()).toEqual([world.users.outsider.email, world.users.owner.email].sort());
  });

  it('mails the manager a new request and the requester the answer', async () => {
    const slug = await listing({ name: `Armoire forte ${runId()}` });
    const tracker = (await request(slug)).body.tracker;
    await (await world.as('owner')).post(`/fr/api/tracker/deny/${tracker}/`).expect(200);
    const name = (await trocOf(slug)).name!;
    const mails = await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.subject.includes(name)),
      (list) => list.length === 2,
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        [world.users.owner.email, t(fr.tracker.mail.subjects.requested, { troc: name })],
        [world.users.outsider.email, t(fr.tracker.mail.subjects.deny, { troc: name })],
      ]),
    );
    expect(mails[0]!.links[0]).toContain(`/fr/tracker/thread/${tracker}/`);
    const asked = mails.find((m) => m.to === world.users.owner.email)!;
    expect(asked.body).toContain('outsider Test (Ressourcerie');
    expect(asked.body).toContain('demande 2 unité(s)');
  });

  it('lets both parties write in the thread, 4 to 500 characters', async () => {
    const slug = await listing();
    const tracker = (await request(slug)).body.tracker;
    const owner = await world.as('owner');
    const short = await owner.post(`/fr/api/tracker/thread/${tracker}/`, { message: 'Oui' }).expect(422);
    expect(short.body.errors).toEqual({ message: [t(fr.validation.minLength, { min: 4 })] });
    const thread = (
      await owner.post(`/fr/api/tracker/thread/${tracker}/`, { message: 'Avec plaisir, passez mardi.' }).expect(200)
    ).body;
    expect(thread.messages.at(-1)).toMatchObject({ content: 'Avec plaisir, passez mardi.', currentUser: true });
    await (
      await world.as('groupMember')
    )
      .post(`/fr/api/tracker/thread/${tracker}/`, { message: 'Intrusion' })
      .expect(404);
  });
});

function recordForm(world: World) {
  return {
    name: 'Fauteuil',
    itemState: 'VeryGood',
    itemWeight: 12,
    service: world.users.owner.serviceId,
    description: 'Un fauteuil remis au repreneur.',
    itemPurchasePrice: 120,
    swapType: 'Don',
    requestedQuantity: 1,
    user: world.users.groupMember.id,
    totalPrice: 0,
    postal: '33000',
    city: '33063',
  };
}
