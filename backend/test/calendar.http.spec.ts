import { addDays, CalendarPeriodStatus, parisDay, TrackerStatus } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Clock } from '../src/core/clock/clock.js';
import { CalendarJobs } from '../src/modules/calendar/calendar-jobs.js';
import { CalendarPeriod } from '../src/modules/calendar/entities/calendar-period.entity.js';
import { Notification } from '../src/modules/notification/entities/notification.entity.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { createWorld, type Persona, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const today = parisDay();
const day = (n: number) => addDays(today, n);

describe.each(targets())('calendars and loans on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  let clock: Clock;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    ds = t0.app.get(DataSource);
    clock = t0.app.get(Clock);
  });
  afterAll(() => t0?.close());
  afterEach(() => {
    // Back to the real time after a test that moved the clock.
    clock.now = () => new Date();
  });

  /** A published loan of `total` units by the hospital's owner, open to every organisation; its numeric id. */
  const loanListing = async (total = 1) => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner, {
      details: { itemTotalQuantity: total },
      manage: { swapType: 'Pret' },
    });
    const view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    return { slug, id: view.id as number };
  };
  const book = async (id: number, persona: Persona, start: string, end: string, status = 200, extra = {}) =>
    (await world.as(persona))
      .post(`/fr/api/calendar/period/troc/${id}/`, {
        calendar_modale_form: { startDate: start, endDate: end, itemUsage: 'Forum des associations', ...extra },
      })
      .expect(status);
  const act = async (persona: Persona, action: string, periodId: number, status = 200) =>
    (await world.as(persona)).post(`/fr/api/calendar/period/${action}/${periodId}/`).expect(status);
  const loader = async (persona: Persona, id: number, form: Record<string, unknown> = {}) =>
    (await (await world.as(persona)).post(`/fr/api/calendar/troc/${id}/`, { calendar_form: form }).expect(200)).body;
  const periodRow = (id: number) => ds.getRepository(CalendarPeriod).findOneByOrFail({ id });
  const trackerRow = (slug: string) => ds.getRepository(Tracker).findOneByOrFail({ slug });

  it('books a loan as a request with its exchange, shown in full to its parties only', async () => {
    const { slug, id } = await loanListing(2);
    const view = (await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.loan).toEqual({ id, canBook: true, returnable: null });
    // A loan is booked on its calendar, not through the cart.
    expect(view.cart).toBeUndefined();
    const carted = await (await world.as('outsider')).post(`/fr/api/cart/add/${slug}/`, { quantity: 1 }).expect(409);
    expect(carted.body.message).toBe('Cette annonce ne peut pas être ajoutée au panier.');

    const created = (await book(id, 'outsider', day(10), day(12))).body;
    expect(created).toMatchObject({
      tracker: expect.any(String),
      thread: expect.any(String),
      redirect: `/fr/tracker/thread/${created.tracker}/`,
      period: {
        periodStatus: 'None',
        periodType: 'Reservation',
        duration: 3,
        startDate: day(10),
        itemUsage: 'Forum des associations',
        currentUser: true,
        currentManager: false,
        actions: ['cancel'],
        tracker: created.tracker,
      },
    });
    const tracker = (await (await world.as('outsider')).get(`/fr/api/tracker/info/${created.tracker}/`).expect(200))
      .body;
    expect(tracker.calendarPeriod).toMatchObject({ duration: 3, itemUsage: 'Forum des associations' });

    const managed = await loader('owner', id, { start: day(0), end: day(30) });
    expect(managed.data).toEqual([
      expect.objectContaining({ id: created.period.id, actions: ['approve', 'deny'], currentManager: true }),
    ]);
    expect(managed.data[0].user).toMatchObject({ firstname: 'outsider' });

    expect(managed.item).toMatchObject({ total: 2, currentManager: true, start_date: day(0), end_date: day(30) });
    expect(managed.item.slots).toHaveLength(31);
    // Pending requests hold nothing.
    expect(managed.item.reverse_slots).toEqual([]);

    // The same borrower may book other days while this request waits.
    const again = (await book(id, 'outsider', day(20), day(21))).body;
    expect(again.tracker).not.toBe(created.tracker);
    const mine = await loader('outsider', id, { start: day(0), end: day(30) });
    expect(mine.periods.map((p: { id: number }) => p.id)).toEqual([created.period.id, again.period.id]);

    const other = await loader('groupMember', id, { start: day(0), end: day(30) });
    expect(other.data).toEqual([]);
    expect(other.periods).toEqual([]);
    expect(other.item.canBook).toBe(true);
    await act('groupMember', 'approve', created.period.id, 404);
    await act('outsider', 'approve', created.period.id, 403);
  });

  it('approves the period with its exchange, holds its days and leaves the listing’s stock alone', async () => {
    const { slug, id } = await loanListing(1);
    const { body } = await book(id, 'outsider', day(5), day(7));
    const approved = (await act('owner', 'approve', body.period.id)).body;
    expect(approved).toMatchObject({ periodStatus: 'Validated', actions: ['cancel'] });
    expect((await trackerRow(body.tracker)).status).toBe(TrackerStatus.ReservationApproved);
    const troc = await ds.getRepository(Troc).findOneByOrFail({ slug });
    expect(troc.quantityReserved).toBe(0);

    const calendar = await loader('groupMember', id, { start: day(4), end: day(8) });
    expect(calendar.item.reverse_slots).toEqual([day(5), day(6), day(7)]);
    expect(calendar.item.slots[0]).toEqual({ date: day(4), available: 1 });

    // Booking on those days is refused at once, naming them.
    const refused = await book(id, 'groupMember', day(7), day(9), 409);
    expect(refused.body.message).toContain(`${day(7).slice(8)}/${day(7).slice(5, 7)}`);
    expect(refused.body.message).toMatch(/il en reste 0 sur 1/);
  });

  it('refuses the second approval of the same days with 409 and keeps its exchange waiting', async () => {
    const { id } = await loanListing(1);
    const first = (await book(id, 'outsider', day(20), day(22))).body;
    const second = (await book(id, 'groupMember', day(21), day(23))).body;
    await act('owner', 'approve', first.period.id);
    const refused = await (await world.as('owner')).post(`/fr/api/tracker/approve/${second.tracker}/`).expect(409);
    expect(refused.body.message).toMatch(/n’est pas disponible/);
    expect((await trackerRow(second.tracker)).status).toBe(TrackerStatus.ReservationRequested);
    expect((await periodRow(second.period.id)).status).toBe(CalendarPeriodStatus.None);
  });

  it('lets exactly one of parallel approvals of the same last unit pass', async () => {
    const { id } = await loanListing(1);
    const requests = [];
    for (const persona of ['outsider', 'groupMember', 'invited'] as const) {
      requests.push((await book(id, persona, day(40), day(42))).body);
    }
    const owner = await world.as('owner');
    const results = await Promise.all(
      requests.map((r) => owner.post(`/fr/api/calendar/period/approve/${r.period.id}/`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await ds.getRepository(CalendarPeriod).findBy({ trocId: id });
    expect(rows.filter((p) => p.status === CalendarPeriodStatus.Validated)).toHaveLength(1);
  });

  it('applies the period table by role: cancel by the requester while pending, by the manager once validated', async () => {
    const { id } = await loanListing(3);
    const pending = (await book(id, 'outsider', day(3), day(4))).body;
    await act('owner', 'cancel', pending.period.id, 403);
    expect((await act('outsider', 'cancel', pending.period.id)).body.periodStatus).toBe('Cancelled');
    expect((await trackerRow(pending.tracker)).status).toBe(TrackerStatus.ReservationCancelled);
    await act('outsider', 'cancel', pending.period.id, 409);

    const other = (await book(id, 'groupMember', day(3), day(4))).body;
    await act('owner', 'deny', other.period.id);
    expect((await trackerRow(other.tracker)).status).toBe(TrackerStatus.ReservationDenied);

    const third = (await book(id, 'invited', day(6), day(8))).body;
    await act('owner', 'approve', third.period.id);
    expect((await act('owner', 'cancel', third.period.id)).body.periodStatus).toBe('Cancelled');
    expect((await trackerRow(third.tracker)).status).toBe(TrackerStatus.ReservationCancelled);
  });

  it('lets the manager take the good out for maintenance, which refuses bookings, and cancel it', async () => {
    const { id } = await loanListing(2);
    const form = { startDate: day(50), endDate: day(55) };
    const missing = await (
      await world.as('owner')
    )
      .post(`/fr/api/calendar/period/troc/${id}/`, { calendar_modale_form: form })
      .expect(422);
    expect(missing.body.errors.type).toEqual(['Veuillez choisir le type de période.']);
    const maintenance = (await book(id, 'owner', day(50), day(55), 200, { type: 'Maintenance' })).body;
    expect(maintenance).toMatchObject({
      tracker: null,
      period: { periodType: 'Maintenance', periodStatus: 'Validated', requestedQuantity: 2, actions: ['cancel'] },
    });
    await book(id, 'outsider', day(54), day(56), 409);
    await act('owner', 'cancel', maintenance.period.id);
    await book(id, 'outsider', day(54), day(56));
  });

  it('starts a loan on its first day, reminds it due then late once, and takes its return', async () => {
    const { slug, id } = await loanListing(1);
    const { body } = await book(id, 'outsider', day(3), day(5));
    await act('owner', 'approve', body.period.id);
    const jobs = t0.app.get(CalendarJobs);
    // Other tests' loans run through the same job: this loan's own reminders are counted.
    const notes = (userId: number) =>
      ds.getRepository(Notification).findBy({
        userId,
        notificationType: 'LoanReminder' as never,
        objectSlug: body.tracker,
      });

    clock.now = () => new Date(`${day(4)}T09:00:00Z`);
    expect((await jobs.run()).started).toBeGreaterThanOrEqual(1);
    expect((await periodRow(body.period.id)).status).toBe(CalendarPeriodStatus.Ongoing);
    expect((await notes(world.users.outsider.id)).map((n) => n.title)).toEqual([
      expect.stringMatching(/^Prêt bientôt dû/),
    ]);

    clock.now = () => new Date(`${day(7)}T09:00:00Z`);
    expect((await jobs.run()).overdue).toBeGreaterThanOrEqual(1);
    expect(await jobs.run()).toMatchObject({ started: 0, dueSoon: 0, overdue: 0 });
    expect(await notes(world.users.outsider.id)).toHaveLength(2);
    expect((await notes(world.users.owner.id)).map((n) => n.title)).toEqual([expect.stringMatching(/^Prêt en retard/)]);

    // A late loan holds today too: nobody can book it before it comes back.
    const late = await loader('groupMember', id, { start: day(7), end: day(8) });
    expect(late.item.reverse_slots).toEqual([day(7)]);
    const lent = (
      await (
        await world.as('owner')
      )
        .post('/fr/api/calendar/loans/', { loan_filter_form: { scope: 'lent', status: 'overdue' } })
        .expect(200)
    ).body;
    expect(lent.overdue).toBeGreaterThanOrEqual(1);
    expect(lent.data).toContainEqual(expect.objectContaining({ id: body.period.id, overdue: true, returnable: true }));

    const view = (await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.loan.returnable).toMatchObject({ period: body.period.id, tracker: body.tracker });

    const borrower = await world.as('outsider');
    const invalid = await borrower
      .post(`/fr/api/calendar/period/return/${body.period.id}/`, { loan_return_form: { returnDate: day(8) } })
      .expect(422);
    expect(invalid.body.errors).toEqual({
      returnDate: ['La date du retour ne peut pas être dans le futur.'],
      condition: ['Veuillez indiquer l’état du bien au retour.'],
    });
    const returned = (
      await borrower
        .post(`/fr/api/calendar/period/return/${body.period.id}/`, {
          loan_return_form: { returnDate: day(7), condition: 'Worn', note: 'Une roue grince.' },
        })
        .expect(200)
    ).body;
    expect(returned).toMatchObject({
      returnable: false,
      overdue: false,
      returned: { returnDate: day(7), condition: 'Worn', note: 'Une roue grince.', by: 'outsider Test' },
    });
    await borrower
      .post(`/fr/api/calendar/period/return/${body.period.id}/`, {
        loan_return_form: { returnDate: day(7), condition: 'Good' },
      })
      .expect(409);
    const free = await loader('groupMember', id, { start: day(7), end: day(8) });
    expect(free.item.reverse_slots).toEqual([]);
  });

  it('answers the tracker calendar, the feed and the loan return path', async () => {
    const { id } = await loanListing(1);
    const { body } = await book(id, 'outsider', day(8), day(9));
    const page = (await (await world.as('owner')).get(`/fr/api/tracker/calendar/${body.tracker}/`).expect(200)).body;
    expect(page).toMatchObject({
      tracker: { slug: body.tracker, trackerStatus: 'ReservationRequested', thread: body.thread },
      period: { id: body.period.id, actions: ['approve', 'deny'] },
      item: { total: 1 },
    });
    await (await world.as('groupMember')).get(`/fr/api/tracker/calendar/${body.tracker}/`).expect(404);

    const feed = (await (await world.as('outsider')).get('/fr/api/calendar/feed/').expect(200)).body;
    const path = new URL(feed.url).pathname;
    const ics = await (await world.visitor()).agent.get(path).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.text).toContain(`DTSTART;VALUE=DATE:${day(8).replaceAll('-', '')}`);
    expect(ics.text).toContain('STATUS:TENTATIVE');
    await (
      await world.visitor()
    ).agent
      .get(path.replace(/\.[\w-]+\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'))
      .expect(404);

    const redirect = await (await world.visitor()).agent.get(`/troc/return-from-loan/${body.tracker}/`).expect(302);
    expect(redirect.headers.location).toBe(`/fr/tracker/calendar/${body.tracker}/#retour`);
  });

  it('lets the manager set the hand-over hours the calendar shows', async () => {
    const { id } = await loanListing(1);
    const hours = (form: Record<string, unknown>, persona: Persona = 'owner', status = 200) =>
      world
        .as(persona)
        .then((c) => c.post(`/fr/api/calendar/hours/${id}/`, { calendar_hours_form: form }).expect(status));
    expect((await hours({ timeStart: '09:00', timeEnd: '17:30' })).body).toEqual({
      time_start: '09:00',
      time_end: '17:30',
    });
    expect((await loader('outsider', id)).item).toMatchObject({ time_start: '09:00', time_end: '17:30' });
    await hours({ timeStart: '09:00' }, 'outsider', 403);
    const wrong = await hours({ timeStart: '18:00', timeEnd: '08:00' }, 'owner', 422);
    expect(wrong.body.errors.timeEnd).toEqual(['L’heure de fin doit suivre l’heure de début.']);
    await hours({ timeStart: '', timeEnd: '' });
    expect((await loader('outsider', id)).item).toMatchObject({ time_start: null, time_end: null });
  });

  it('answers bad calendar input with French 4xx', async () => {
    const { id, slug } = await loanListing(1);
    const gift = await publishedListing(await world.as('owner'), world.users.owner);
    const giftId = (await (await world.as('owner')).get(`/fr/api/troc/view/${gift}/`).expect(200)).body.id;
    const owner = await world.as('owner');
    expect((await owner.post(`/fr/api/calendar/troc/${giftId}/`, {}).expect(409)).body.message).toBe(
      'Seule une annonce de prêt a un calendrier de réservation.',
    );
    await owner.post('/fr/api/calendar/troc/999999999/', {}).expect(404);
    await owner.post('/fr/api/calendar/troc/abc/', {}).expect(404);
    const wide = await owner
      .post(`/fr/api/calendar/troc/${id}/`, { calendar_form: { start: day(0), end: day(500) } })
      .expect(422);
    expect(wide.body.errors.end).toEqual(['La période affichée ne peut pas dépasser 400 jours.']);
    await owner.post(`/fr/api/calendar/troc/${id}/`, { calendar_form: { start: '2026-13-45' } }).expect(422);
    await owner.post(`/fr/api/calendar/period/troc/${id}/`, { calendar_modale_form: null }).expect(422);
    const past = await book(id, 'outsider', day(-3), day(1), 422);
    expect(past.body.errors.startDate).toEqual(['La date de début ne peut pas être passée.']);
    const reversed = await book(id, 'outsider', day(5), day(4), 422);
    expect(reversed.body.errors.endDate).toEqual(['La date de fin doit être postérieure ou égale à la date de début.']);
    // A loan asked through the plain reservation modal needs its days.
    const plain = await (
      await world.as('outsider')
    )
      .post(`/fr/api/troc/inbox/reservation/${slug}/`, {
        message: 'Bonjour, nous aimerions l’emprunter pour notre forum.',
        quantity: 1,
      })
      .expect(422);
    expect(plain.body.errors).toEqual({
      startDate: ['Veuillez choisir la date de début.'],
      endDate: ['Veuillez choisir la date de fin.'],
    });
    await (await world.visitor()).post(`/fr/api/calendar/period/troc/${id}/`, { calendar_modale_form: {} }).expect(403);
  });
});
