import {
  BeneficiaryType,
  fr,
  PublicationStatus,
  RequestType,
  SwapType,
  t,
  ThreadType,
  TrackerStatus as S,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocStockService } from '../troc/troc-stock.service.js';
import type { Tracker } from './entities/tracker.entity.js';
import { TrackerService } from './tracker.service.js';
import { canManage } from '../troc/troc-access.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// Where exchanges start, with the listings, the stock moves, the inbox and the users faked: no database.
const MANAGER = 1;
const REQUESTER = 2;
const EXPIRY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MESSAGE = 'Bonjour, je passe jeudi.';

const listing = (over: Partial<Troc> = {}): Troc =>
  ({
    id: 10,
    slug: 't10',
    name: 'Fauteuil de bureau',
    requestType: RequestType.Offer,
    publicationStatus: PublicationStatus.Published,
    swapType: SwapType.Don,
    visExternal: false,
    itemTotalQuantity: 5,
    itemNewQuantity: null,
    quantityReserved: 0,
    quantityOut: 0,
    itemMinQuantity: 2,
    itemMaxQuantity: 4,
    managerId: MANAGER,
    ownerId: MANAGER,
    delegates: null,
    organisationId: 1,
    currentPriceCents: null,
    ...over,
  }) as unknown as Troc;

type Member = { id: number; enabled: boolean; organisationId: number; firstname: string; lastname: string };

function world(
  troc: Troc,
  options: { pending?: Partial<Tracker>; members?: Member[]; trackers?: Tracker[]; loan?: boolean } = {},
) {
  const seen = {
    inserted: [] as Partial<Tracker>[],
    stock: [] as [number, string, number][],
    threads: [] as { thread: object; first: object | undefined }[],
    automatic: [] as { key: string; params: object }[],
    posted: [] as string[],
    audit: [] as { action: string; to: string; message?: string }[],
    events: [] as object[],
    pendingAsked: 0,
    scheduled: [] as string[],
    loan: [] as string[],
  };
  const queries = {
    pendingOf: async () => {
      seen.pendingAsked += 1;
      return options.pending ?? null;
    },
    insert: async (_m: unknown, fields: Partial<Tracker>) => {
      seen.inserted.push(fields);
      return { ...fields, id: 100 + seen.inserted.length } as Tracker;
    },
    byId: async (id: number) => options.trackers?.find((tracker) => tracker.id === id) ?? null,
    bySlug: async (slug: string) => options.trackers?.find((tracker) => tracker.slug === slug) ?? null,
  };
  const trocs = {
    // The real rule, as TrocReadService offers it.
    canManage: (subject: Parameters<typeof canManage>[0] | undefined, viewer: Actor | null) =>
      subject !== undefined && canManage(subject, viewer),
    visible: async (slug: string) => {
      if (slug !== troc.slug) throw new NotFoundError('TROC_NOT_FOUND');
      return troc;
    },
    byIds: async (ids: number[]) => new Map(ids.includes(troc.id) ? [[troc.id, troc]] : []),
  };
  // The real bounds (what the modal allows), a recording fake for the stock's moves.
  const real = new TrocStockService(null as never);
  const stock = {
    bounds: (listed: Troc) => real.bounds(listed),
    move: async (_m: unknown, trocId: number, move: string, quantity: number) =>
      void seen.stock.push([trocId, move, quantity]),
  };
  const inbox = {
    open: async (_m: unknown, thread: object, first?: object) => {
      seen.threads.push({ thread, first });
      return { id: 7, slug: 'fil' };
    },
    postAutomatic: async (_m: unknown, _thread: number, key: string, params: object) =>
      void seen.automatic.push({ key, params }),
    postIn: async (_m: unknown, _thread: number, _user: number, content: string) => void seen.posted.push(content),
  };
  const users = { findById: async (id: number) => options.members?.find((member) => member.id === id) ?? null };
  const audit = {
    record: async (entry: { action: string; to: string; message?: string }) => void seen.audit.push(entry),
  };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const events = { publish: async (event: object) => void seen.events.push(event) };
  const timers = {
    scheduleRequest: async (tracker: Tracker) => void seen.scheduled.push(`request:${tracker.id}`),
    scheduleRecordReminder: async (tracker: Tracker) => void seen.scheduled.push(`record:${tracker.id}`),
  };
  const hooks = {
    loan: options.loan
      ? {
          prepare: async () => {
            seen.loan.push('prepare');
            return 'plan';
          },
          attach: async (_m: unknown, _t: Troc, _tr: Tracker, plan: unknown) => void seen.loan.push(`attach:${plan}`),
        }
      : null,
  };
  const config = { tracker: { requestExpiryDays: EXPIRY_DAYS, recordReminderDays: 3 } };
  const deps = [config, queries, trocs, stock, inbox, users, audit, transactions, events, timers, hooks];
  const service = new TrackerService(...(deps as never as ConstructorParameters<typeof TrackerService>));
  return { service, seen };
}

const manager = anActor({ id: MANAGER });
const requester = anActor({ id: REQUESTER, organisationId: 9 });

// The thread a request (or a member's regularisation) opens to the manager, from its taker.
const demandThread = (fromUserId: number) => ({
  threadType: ThreadType.ReservationDemand,
  title: 'Fauteuil de bureau',
  fromUserId,
  toUserId: MANAGER,
  trocId: 10,
  trackerId: 101,
});

describe('what the listing view tells of exchanges', () => {
  it('tells a visitor nothing, a member they may ask within the bounds, the manager they may regularise', async () => {
    const { service } = world(listing());
    expect(await service.exchangeInfo(listing(), null)).toBeNull();
    expect(await service.exchangeInfo(listing(), requester)).toEqual({
      canRequest: true,
      canRegularize: false,
      quantity: { min: 2, max: 4, fixed: false, remaining: 5 },
      beneficiaryChoice: false,
      pendingTracker: null,
    });
    expect(await service.exchangeInfo(listing(), manager)).toMatchObject({ canRequest: false, canRegularize: true });
  });

  it('lets nobody ask on a listing with a pending request, exhausted or not published', async () => {
    const pending = world(listing(), { pending: { slug: 'e9' } });
    expect(await pending.service.exchangeInfo(listing(), requester)).toMatchObject({
      canRequest: false,
      pendingTracker: 'e9',
    });
    const { service } = world(listing());
    expect(await service.exchangeInfo(listing({ quantityOut: 5 }), requester)).toMatchObject({ canRequest: false });
    const draft = listing({ publicationStatus: PublicationStatus.Draft });
    expect(await service.exchangeInfo(draft, requester)).toMatchObject({ canRequest: false });
    expect(await service.exchangeInfo(draft, manager)).toMatchObject({ canRegularize: false });
    const toPublish = listing({ publicationStatus: PublicationStatus.ToPublish });
    expect(await service.exchangeInfo(toPublish, manager)).toMatchObject({ canRegularize: true });
    const demand = listing({ requestType: RequestType.Demand, itemRequestQuantity: 5 });
    expect(await service.exchangeInfo(demand, manager)).toMatchObject({ canRegularize: false });
  });

  it('offers the beneficiary choice only on an external sale of the member’s own organisation', async () => {
    const { service } = world(listing());
    const sale = listing({ swapType: SwapType.Vente, visExternal: true, organisationId: 9 });
    expect(await service.exchangeInfo(sale, requester)).toMatchObject({ beneficiaryChoice: true });
    expect(await service.exchangeInfo({ ...sale, visExternal: false } as Troc, requester)).toMatchObject({
      beneficiaryChoice: false,
    });
    expect(await service.exchangeInfo({ ...sale, organisationId: 1 } as Troc, requester)).toMatchObject({
      beneficiaryChoice: false,
    });
  });

  it('never looks for a pending request on a loan (a borrower books many periods) nor for the manager', async () => {
    const { service, seen } = world(listing(), { pending: { slug: 'e9' } });
    const loan = listing({ swapType: SwapType.Pret });
    expect(await service.exchangeInfo(loan, requester)).toMatchObject({ canRequest: true, pendingTracker: null });
    await service.exchangeInfo(listing(), manager);
    expect(seen.pendingAsked).toBe(0);
  });
});

describe('a reservation request', () => {
  it('refuses the manager’s own listing, a second pending request, an exhausted or unpublished listing', async () => {
    const own = world(listing()).service.request('t10', manager, { message: MESSAGE, quantity: 2 });
    await expect(own).rejects.toBeInstanceOf(ConflictError);
    await expect(own).rejects.toMatchObject({ code: 'TRACKER_OWN_LISTING', message: fr.tracker.errors.ownListing });
    await expect(
      world(listing(), { pending: { slug: 'e9' } }).service.request('t10', requester, { message: MESSAGE }),
    ).rejects.toMatchObject({ code: 'TRACKER_ALREADY_PENDING', message: fr.tracker.errors.alreadyPending });
    await expect(
      world(listing({ quantityOut: 5 })).service.request('t10', requester, { message: MESSAGE }),
    ).rejects.toMatchObject({ code: 'TRACKER_NOT_TRACKABLE', message: fr.tracker.errors.nothingLeft });
    await expect(
      world(listing({ publicationStatus: PublicationStatus.Draft })).service.request('t10', requester, {}),
    ).rejects.toMatchObject({ code: 'TRACKER_NOT_TRACKABLE', message: fr.tracker.errors.notTrackable });
  });

  it('refuses what the modal refuses and creates nothing', async () => {
    const { service, seen } = world(listing());
    expect(await formErrorsOf(service.request('t10', requester, { message: 'Court', quantity: 5 }))).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
      quantity: [t(fr.tracker.errors.quantityRange, { min: 2, max: 4 })],
    });
    const sale = listing({ swapType: SwapType.Vente, visExternal: true, organisationId: 9 });
    const choice = world(sale).service.request('t10', requester, { message: MESSAGE, quantity: 2 });
    expect(await formErrorsOf(choice)).toEqual({ beneficiaryType: [fr.tracker.errors.chooseBeneficiary] });
    expect(seen.inserted).toEqual([]);
  });

  it('opens the request with its thread and first message, its expiry, audit, timers and event', async () => {
    const { service, seen } = world(listing());
    const before = Date.now();
    const created = await service.request('t10', requester, { message: MESSAGE, quantity: 3 });
    expect(seen.inserted).toHaveLength(1);
    const fields = seen.inserted[0]!;
    expect(fields).toMatchObject({
      status: S.ReservationRequested,
      trocId: 10,
      requestedQuantity: 3,
      userId: REQUESTER,
      userOrganisationId: 9,
      managerId: MANAGER,
      regularized: false,
      totalPriceCents: 0,
      beneficiaryType: null,
    });
    const expires = fields.expiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + EXPIRY_DAYS * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + EXPIRY_DAYS * DAY_MS);
    expect(seen.threads).toEqual([{ thread: demandThread(REQUESTER), first: { userId: REQUESTER, content: MESSAGE } }]);
    expect(seen.audit).toMatchObject([{ action: 'create', to: S.ReservationRequested }]);
    expect(seen.scheduled).toEqual(['request:101']);
    const event = { trackerId: 101, action: 'create', from: null, to: S.ReservationRequested, actorId: REQUESTER };
    expect(seen.events).toEqual([{ type: 'tracker.transition', ...event }]);
    expect(seen.stock).toEqual([]);
    expect(created).toEqual({ tracker: fields.slug, thread: 'fil', redirect: `/fr/tracker/thread/${fields.slug}/` });
  });

  it('prices a sale at the unit price times the quantity and keeps the chosen beneficiary', async () => {
    const sale = listing({ swapType: SwapType.Vente, visExternal: true, organisationId: 9, currentPriceCents: 250 });
    const { service, seen } = world(sale);
    await service.request('t10', requester, {
      message: MESSAGE,
      quantity: 3,
      beneficiaryType: BeneficiaryType.Service,
    });
    expect(seen.inserted[0]).toMatchObject({
      totalPriceCents: 750,
      originalPriceCents: 750,
      beneficiaryType: BeneficiaryType.Service,
    });
    const unpriced = world(listing({ swapType: SwapType.Vente }));
    await unpriced.service.request('t10', requester, { message: MESSAGE, quantity: 2 });
    expect(unpriced.seen.inserted[0]).toMatchObject({ totalPriceCents: null, originalPriceCents: null });
  });

  it('lets the calendar check a loan’s days first and book them with the exchange', async () => {
    const { service, seen } = world(listing({ swapType: SwapType.Pret }), { loan: true });
    await service.request('t10', requester, { message: MESSAGE, quantity: 2 });
    expect(seen.loan).toEqual(['prepare', 'attach:plan']);
    expect(seen.inserted).toHaveLength(1);
  });
});

describe('a regularisation', () => {
  const member: Member = { id: 5, enabled: true, organisationId: 4, firstname: 'Ana', lastname: 'Roy' };
  const owner: Member = { id: MANAGER, enabled: true, organisationId: 1, firstname: 'Léa', lastname: 'Bon' };
  const guest = {
    quantity: 2,
    guestEmail: 'Contact@Recyclerie.example',
    guestOrganismType: 'rna',
    guestOrganismName: 'Recyclerie du quartier',
  };

  it('is the manager’s alone, and only on an offer with something left', async () => {
    const other = world(listing()).service.regularize('t10', requester, { quantity: 1, user: MANAGER });
    await expect(other).rejects.toBeInstanceOf(ForbiddenError);
    await expect(other).rejects.toMatchObject({ code: 'TROC_FORBIDDEN' });
    await expect(
      world(listing({ requestType: RequestType.Demand, itemRequestQuantity: 5 })).service.regularize(
        't10',
        manager,
        guest,
      ),
    ).rejects.toMatchObject({ code: 'TRACKER_NOT_TRACKABLE', message: fr.tracker.errors.notRegulable });
    await expect(world(listing({ quantityOut: 5 })).service.regularize('t10', manager, guest)).rejects.toMatchObject({
      code: 'TRACKER_NOT_TRACKABLE',
      message: fr.tracker.errors.nothingLeft,
    });
  });

  it('needs a taker: a member who exists, is enabled and is not the manager, or a described guest', async () => {
    const disabled = { ...member, id: 6, enabled: false };
    const { service, seen } = world(listing(), { members: [member, disabled, owner] });
    expect(await formErrorsOf(service.regularize('t10', manager, { quantity: 2 }))).toEqual({
      user: [fr.tracker.errors.chooseUser],
    });
    expect(
      await formErrorsOf(service.regularize('t10', manager, { quantity: 2, guestEmail: 'pas-une-adresse' })),
    ).toEqual({
      guestEmail: [fr.validation.email],
      guestOrganismName: [fr.tracker.errors.guestOrganismRequired],
    });
    for (const user of [99, 6]) {
      expect(await formErrorsOf(service.regularize('t10', manager, { quantity: 2, user }))).toEqual({
        user: [fr.tracker.errors.userUnknown],
      });
    }
    expect(await formErrorsOf(service.regularize('t10', manager, { quantity: 2, user: MANAGER }))).toEqual({
      user: [fr.tracker.errors.ownListing],
    });
    expect(seen.inserted).toEqual([]);
  });

  it('starts a guest’s exchange approved and regularised, reserves its quantity, opens no thread', async () => {
    const { service, seen } = world(listing());
    const created = await service.regularize('t10', manager, guest);
    expect(seen.inserted[0]).toMatchObject({
      status: S.ReservationApproved,
      regularized: true,
      userId: null,
      userOrganisationId: null,
      guestEmail: 'contact@recyclerie.example',
      guestOrganismType: 'rna',
      guestOrganismName: 'Recyclerie du quartier',
      guestServiceName: null,
      requestedQuantity: 2,
      createdById: MANAGER,
    });
    expect(seen.stock).toEqual([[10, 'reserve', 2]]);
    expect(seen.threads).toEqual([]);
    expect(seen.audit).toMatchObject([
      { action: 'create', to: S.ReservationApproved, message: fr.tracker.regularizedNote },
    ]);
    expect(seen.scheduled).toEqual(['record:101']);
    expect(seen.events).toMatchObject([{ action: 'create', from: null, to: S.ReservationApproved, actorId: MANAGER }]);
    const slug = seen.inserted[0]!.slug;
    expect(created).toEqual({ tracker: slug, thread: null, redirect: `/fr/tracker/edit/${slug}/` });
  });

  it('opens a member’s thread with the automatic message naming the manager, then the manager’s message', async () => {
    const { service, seen } = world(listing(), { members: [member, owner] });
    await service.regularize('t10', manager, { quantity: 2, user: 5, message: 'Comme convenu.' });
    expect(seen.inserted[0]).toMatchObject({ userId: 5, userOrganisationId: 4, guestEmail: null });
    expect(seen.threads).toEqual([{ thread: demandThread(5), first: undefined }]);
    expect(seen.automatic).toEqual([{ key: 'message.tracker.regularized', params: { user: 'Léa Bon' } }]);
    expect(seen.posted).toEqual(['Comme convenu.']);
  });

  it('keeps the slug an import chose and leaves a loan’s stock to the calendar', async () => {
    const { service, seen } = world(listing({ swapType: SwapType.Pret }));
    const created = await service.regularize('t10', manager, guest, 'choisi');
    expect(created.tracker).toBe('choisi');
    expect(seen.stock).toEqual([]);
  });
});

describe('the parties of an exchange', () => {
  const tracker = { id: 5, slug: 'e5', trocId: 10, managerId: MANAGER, ownerId: MANAGER, userId: REQUESTER };

  it('knows the listing’s side, its delegates and the requester, nobody else; nothing of an unknown exchange', async () => {
    const { service } = world(listing({ managerId: 3, delegates: ',4,' }), { trackers: [tracker as Tracker] });
    expect(await service.isParty(5, requester)).toBe(true);
    expect(await service.isParty(5, manager)).toBe(true);
    expect(await service.isParty(5, anActor({ id: 3 }))).toBe(true);
    expect(await service.isParty(5, anActor({ id: 4 }))).toBe(true);
    expect(await service.isParty(5, anActor({ id: 99 }))).toBe(false);
    expect(await service.isParty(6, requester)).toBe(false);
    expect(await service.bySlug('e5')).toBe(tracker);
    await expect(service.bySlug('nope')).rejects.toMatchObject({ code: 'TRACKER_NOT_FOUND' });
  });

  it('falls back on the exchange’s own manager when its listing is gone', async () => {
    const { service } = world(listing({ id: 11 }), { trackers: [tracker as Tracker] });
    expect(await service.isParty(5, manager)).toBe(true);
    expect(await service.isParty(5, anActor({ id: 3 }))).toBe(false);
  });
});
