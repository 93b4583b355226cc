import { fr, RequestType, SwapType, TrackerStatus as S, type TrackerCalendarPeriod } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocStockService } from '../troc/troc-stock.service.js';
import type { Tracker } from './entities/tracker.entity.js';
import { TRACKER_AUDIT } from './tracker-events.js';
import type { LoadedTracker } from './tracker-transitions.service.js';
import { TrackerViewService } from './tracker-view.service.js';
import { canManage } from '../troc/troc-access.js';

// Exchanges mapped to cards and views, with the listings, the members, the inbox, the audit and the calendar faked.
const OWNER = 1;
const MANAGER = 2;
const DELEGATE = 3;
const REQUESTER = 4;
const STRANGER = 5;

const listing = (id: number, over: Partial<Troc> = {}): Troc =>
  ({
    id,
    slug: `t${id}`,
    name: `Annonce ${id}`,
    requestType: RequestType.Offer,
    swapType: SwapType.Don,
    ownerId: OWNER,
    managerId: MANAGER,
    delegates: `,${DELEGATE},`,
    image0Id: null,
    itemTotalQuantity: 10,
    itemNewQuantity: null,
    quantityReserved: 3,
    quantityOut: 2,
    itemMinQuantity: 1,
    itemMaxQuantity: null,
    ...over,
  }) as unknown as Troc;

const exchange = (id: number, over: Partial<Tracker> = {}): Tracker =>
  ({
    id,
    slug: `e${id}`,
    trocId: 10,
    name: `Échange ${id}`,
    status: S.ReservationRequested,
    conventionStatus: null,
    swapType: SwapType.Don,
    requestedQuantity: 3,
    unit: 'Unit',
    totalPriceCents: null,
    originalPriceCents: null,
    regularized: false,
    cartId: null,
    managerId: MANAGER,
    ownerId: OWNER,
    userId: REQUESTER,
    guestEmail: null,
    guestOrganismType: null,
    guestOrganismName: null,
    guestServiceName: null,
    lastActionAt: new Date(2024, 2, 5),
    description: null,
    itemState: null,
    weightGrams: null,
    purchasePriceCents: 12_050,
    purchasePriceUnknown: false,
    serviceId: null,
    beneficiaryType: null,
    cityCode: null,
    expiresAt: null,
    accountingUnit: null,
    accountingValueCents: null,
    accountingValueUnknown: false,
    accountingTransportFeeCents: null,
    accountingTransportFeeUnknown: false,
    economicGainCents: 4_000,
    savedWeightGrams: 2_500,
    co2Grams: null,
    co2Source: null,
    co2Sources: null,
    ...over,
  }) as unknown as Tracker;

interface Options {
  trocs?: Troc[];
  hidden?: number[];
  periods?: Map<number, TrackerCalendarPeriod>;
  thread?: boolean;
}

function world(options: Options = {}) {
  const trocs = new Map((options.trocs ?? [listing(10, { image0Id: 70 })]).map((t) => [t.id, t]));
  const seen = {
    trocIds: [] as number[][],
    periods: [] as number[][],
    histories: [] as [string, number, number][],
    services: [] as number[][],
    trocById: [] as number[],
    views: [] as number[],
  };
  const reads = {
    // The real rule, as TrocReadService offers it.
    canManage: (subject: Parameters<typeof canManage>[0] | undefined, viewer: Actor | null) =>
      subject !== undefined && canManage(subject, viewer),
    byIds: async (ids: number[]) => {
      seen.trocIds.push([...ids]);
      return new Map(ids.flatMap((id) => (trocs.has(id) ? [[id, trocs.get(id)!] as const] : [])));
    },
    byId: async (id: number) => (seen.trocById.push(id), trocs.get(id)!),
    visibleIds: async (ids: number[]) => new Set(ids.filter((id) => !options.hidden?.includes(id))),
  };
  const cards = {
    uploads: {
      findByIds: async (ids: number[]) => new Map(ids.map((id) => [id, { id }])),
      thumbnailUrl: (file: { id: number } | undefined) => (file ? `/vignette/${file.id}` : null),
    },
  };
  const people = new Map(
    [OWNER, MANAGER, DELEGATE, REQUESTER].map((id) => [
      id,
      { id, slug: `u${id}`, firstname: `Prénom${id}`, lastname: `Nom${id}`, organisation: { name: 'CHU' } },
    ]),
  );
  const users = {
    findByIds: async (ids: readonly number[]) =>
      new Map(ids.flatMap((id) => (people.has(id) ? [[id, people.get(id)!] as const] : []))),
  };
  const organisations = {
    findServices: async (ids: number[]) => (
      seen.services.push([...ids]),
      new Map(ids.map((id) => [id, { id, name: 'Magasin', organisationId: 1 }]))
    ),
  };
  const inbox = {
    slugsForTrackers: async (list: Tracker[]) => new Map(list.map((k) => [k.id, `fil-${k.id}`])),
    forTracker: async (k: Tracker) => (options.thread ? { id: 50, trackerId: k.id } : null),
    view: async (_thread: unknown, viewerId: number) => (seen.views.push(viewerId), { slug: 'fil-5', messages: [] }),
  };
  const audit = {
    history: async (type: string, id: number, limit: number) => {
      seen.histories.push([type, id, limit]);
      return [
        { action: 'approve', fromStatus: S.ReservationRequested, toStatus: S.ReservationApproved, actorId: MANAGER },
        { action: 'create', fromStatus: '', toStatus: S.ReservationRequested, actorId: 99 },
        { action: 'expire', fromStatus: S.ReservationRequested, toStatus: S.ReservationCancelled, actorId: null },
      ].map((e) => ({ ...e, createdAt: new Date(2024, 2, 6), message: e.actorId === null ? 'Expirée.' : null }));
    },
  };
  const hooks = {
    loan: options.periods ? { periods: async (ids: number[]) => (seen.periods.push(ids), options.periods!) } : null,
  };
  const stock = new TrocStockService(null as never);
  const service = new TrackerViewService(
    ...([reads, cards, stock, users, organisations, inbox, audit, hooks] as never as ConstructorParameters<
      typeof TrackerViewService
    >),
  );
  return { service, seen };
}

const loaded = (tracker: Tracker, roles: LoadedTracker['roles'], troc = listing(10)): LoadedTracker =>
  ({ tracker, troc, roles }) as unknown as LoadedTracker;

const as = (id: number): Actor => anActor({ id });

describe('the cards of exchanges', () => {
  it("gives the listing's side — manager, owner or delegate — the manager's actions and the given direction", async () => {
    const { service } = world();
    for (const id of [MANAGER, OWNER, DELEGATE]) {
      const [card] = await service.cards([exchange(5)], as(id));
      expect(card).toMatchObject({
        currentManager: true,
        currentUser: false,
        direction: 'given',
        actions: ['approve', 'deny'],
      });
    }
  });

  it('gives the requester the cancel action and the received direction, and a stranger no action', async () => {
    const { service } = world();
    const [mine] = await service.cards([exchange(5)], as(REQUESTER));
    expect(mine).toMatchObject({
      currentManager: false,
      currentUser: true,
      direction: 'received',
      actions: ['cancel'],
    });
    const [theirs] = await service.cards([exchange(5)], as(STRANGER));
    expect(theirs).toMatchObject({ currentManager: false, currentUser: false, direction: 'received', actions: [] });
  });

  it("names the listing's manager now, the requester, and the exchange's thread", async () => {
    const { service } = world({ trocs: [listing(10, { managerId: DELEGATE })] });
    const [card] = await service.cards([exchange(5)], as(REQUESTER));
    expect(card!.manager).toEqual({
      slug: `u${DELEGATE}`,
      firstname: `Prénom${DELEGATE}`,
      lastname: `Nom${DELEGATE}`,
      organisation: 'CHU',
      service: null,
      readable: true,
    });
    expect(card!.user).toMatchObject({ slug: `u${REQUESTER}`, readable: true });
    expect(card!.thread).toBe('fil-5');
  });

  it('shows a member gone as unknown, and no member for a guest', async () => {
    const { service } = world();
    const [gone, guest] = await service.cards(
      [exchange(5, { userId: 98 }), exchange(6, { userId: null, guestEmail: 'invite@exemple.fr' })],
      as(MANAGER),
    );
    expect(gone!.user).toEqual({
      slug: '',
      firstname: fr.fallback.unknown,
      lastname: '',
      organisation: fr.fallback.unknown,
      service: null,
      readable: false,
    });
    expect(guest!.user).toBeNull();
    expect(guest!.guestEmail).toBe('invite@exemple.fr');
  });

  it('links the listing only when the viewer may read it, with its thumbnail', async () => {
    const visible = await world().service.cards([exchange(5)], as(REQUESTER));
    expect(visible[0]!.troc).toEqual({
      slug: 't10',
      name: 'Annonce 10',
      thumbnail: '/vignette/70',
      requestType: RequestType.Offer,
      readable: true,
    });
    const hidden = await world({ hidden: [10] }).service.cards([exchange(5)], as(REQUESTER));
    expect(hidden[0]!.troc).toMatchObject({ slug: 't10', readable: false });
  });

  it("reads only the listings not already known, and shows the exchange's own name when its listing is gone", async () => {
    const { service, seen } = world({ trocs: [listing(10)] });
    const cards = await service.cards(
      [exchange(5), exchange(6, { trocId: 11 }), exchange(7, { trocId: 12 })],
      as(MANAGER),
      new Map([[12, listing(12)]]),
    );
    expect(seen.trocIds).toEqual([[10, 11]]);
    expect(cards[1]!.troc).toEqual({
      slug: '',
      name: 'Échange 6',
      thumbnail: null,
      requestType: RequestType.Offer,
      readable: false,
    });
    // The exchange still knows its side without its listing.
    expect(cards[1]!.currentManager).toBe(true);
    expect(cards[2]!.troc).toMatchObject({ slug: 't12', readable: true });
  });

  it("asks the calendar for the loans' days only when it is there and there are exchanges", async () => {
    const period = { from: '2024-03-05', to: '2024-03-08' } as unknown as TrackerCalendarPeriod;
    const { service, seen } = world({ periods: new Map([[5, period]]) });
    const cards = await service.cards([exchange(5), exchange(6)], as(MANAGER));
    expect(cards.map((c) => c.calendarPeriod)).toEqual([period, null]);
    expect(seen.periods).toEqual([[5, 6]]);
    expect(await service.cards([], as(MANAGER))).toEqual([]);
    expect(seen.periods).toHaveLength(1);

    const without = await world().service.cards([exchange(5)], as(MANAGER));
    expect(without[0]!.calendarPeriod).toBeNull();
  });
});

describe('the exchanges of cart lines', () => {
  it('gives the purchase price in euros, editable by the manager’s side only', async () => {
    const { service } = world();
    const trackers = [exchange(5), exchange(6, { purchasePriceCents: null, purchasePriceUnknown: true })];
    const manager = await service.briefs(trackers, as(MANAGER));
    expect(manager.get(5)).toEqual({
      slug: 'e5',
      trackerStatus: S.ReservationRequested,
      actions: ['approve', 'deny'],
      itemPurchasePrice: 120.5,
      itemPurchasePriceUnknown: false,
      purchasePriceEditable: true,
    });
    expect(manager.get(6)).toMatchObject({ itemPurchasePrice: null, itemPurchasePriceUnknown: true });
    const requester = await service.briefs(trackers, as(REQUESTER));
    expect(requester.get(5)).toMatchObject({ actions: ['cancel'], purchasePriceEditable: false });
  });
});

describe('the full view of an exchange', () => {
  // The listing has 10 units, 3 reserved and 2 out: 5 remain.
  it('adds back the quantity the exchange holds once accepted, until it is handed over', async () => {
    const { service } = world();
    const remainingFor = async (status: S) =>
      (await service.view(loaded(exchange(5, { status }), ['manager']), as(MANAGER))).quantity.remaining;
    expect(await remainingFor(S.ReservationRequested)).toBe(5);
    expect(await remainingFor(S.ReservationApproved)).toBe(8);
    expect(await remainingFor(S.SwapInitiated)).toBe(8);
    expect(await remainingFor(S.SwapCompleted)).toBe(5);
  });

  it("adds back nothing for a loan: the calendar holds its units, not the listing's stock", async () => {
    const { service } = world();
    const loan = listing(10, { swapType: SwapType.Pret });
    const view = await service.view(
      loaded(exchange(5, { status: S.ReservationApproved }), ['manager'], loan),
      as(MANAGER),
    );
    expect(view.quantity.remaining).toBe(5);
  });

  it("lets only the manager's side edit the recording once accepted, and the bilans from then on", async () => {
    const { service } = world();
    const flags = async (status: S, roles: LoadedTracker['roles']) => {
      const view = await service.view(loaded(exchange(5, { status }), roles), as(MANAGER));
      return [view.editable, view.bilans.editable];
    };
    expect(await flags(S.ReservationRequested, ['manager'])).toEqual([false, false]);
    expect(await flags(S.ReservationApproved, ['manager'])).toEqual([true, true]);
    expect(await flags(S.SwapInitiated, ['manager'])).toEqual([false, true]);
    expect(await flags(S.SwapCompleted, ['manager'])).toEqual([false, true]);
    expect(await flags(S.SwapCancelled, ['manager'])).toEqual([false, false]);
    expect(await flags(S.ReservationApproved, ['requester'])).toEqual([false, false]);
  });

  it('shows the savings of a completed exchange only', async () => {
    const { service } = world();
    const open = await service.view(loaded(exchange(5, { status: S.SwapInitiated }), ['manager']), as(MANAGER));
    expect(open.savings).toBeNull();
    const done = await service.view(loaded(exchange(5, { status: S.SwapCompleted }), ['manager']), as(MANAGER));
    expect(done.savings).toMatchObject({ economicGain: 40, weightInKg: 2.5, co2InKg: null });
  });

  it('names the service of the exchange, and reads none when it has none', async () => {
    const { service, seen } = world();
    const none = await service.view(loaded(exchange(5), ['manager']), as(MANAGER));
    expect(none.service).toBeNull();
    expect(seen.services).toEqual([]);
    const some = await service.view(loaded(exchange(5, { serviceId: 40 }), ['manager']), as(MANAGER));
    expect(some.service).toEqual({ id: 40, name: 'Magasin' });
    expect(seen.services).toEqual([[40]]);
  });

  it('tells the last 50 steps, by whom — nobody for the system or a member gone — and when', async () => {
    const { service, seen } = world();
    const view = await service.view(loaded(exchange(5), ['requester']), as(REQUESTER));
    expect(seen.histories).toEqual([[TRACKER_AUDIT, 5, 50]]);
    expect(view.history).toEqual([
      {
        action: 'approve',
        from: S.ReservationRequested,
        to: S.ReservationApproved,
        by: `Prénom${MANAGER} Nom${MANAGER}`,
        displayDate: '06/03/2024',
        message: null,
      },
      {
        action: 'create',
        from: null,
        to: S.ReservationRequested,
        by: null,
        displayDate: '06/03/2024',
        message: null,
      },
      {
        action: 'expire',
        from: S.ReservationRequested,
        to: S.ReservationCancelled,
        by: null,
        displayDate: '06/03/2024',
        message: 'Expirée.',
      },
    ]);
  });
});

describe('the thread of an exchange', () => {
  it('answers none when the exchange has no thread, without reading its listing', async () => {
    const { service, seen } = world();
    expect(await service.thread(loaded(exchange(5), ['requester']), as(REQUESTER))).toBeNull();
    expect(seen.trocById).toEqual([]);
  });

  it("answers the thread as the viewer reads it, with the exchange's and the listing's slugs", async () => {
    const { service, seen } = world({ thread: true });
    const thread = await service.thread(loaded(exchange(5), ['requester']), as(REQUESTER));
    expect(thread).toEqual({ slug: 'fil-5', messages: [], tracker: 'e5', troc: 't10' });
    expect(seen.views).toEqual([REQUESTER]);
    expect(seen.trocById).toEqual([10]);
  });
});
