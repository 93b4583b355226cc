import { fr, ItemState, PublicationStatus, SwapType, t, TrackerStatus as S } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import {
  ConflictError,
  ForbiddenError,
  FormError,
  NotFoundError,
  TransitionRefusedError,
} from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocReadService } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { TrackerTransitionsService } from './tracker-transitions.service.js';

// The exchange's rules with every collaborator faked at its queries or service class: no database.
const MANAGER = 1;
const REQUESTER = 2;
const actor = (id: number): Actor =>
  ({ id, email: `m${id}@chu.fr`, emailValidated: true, roles: [], organisationId: 1 }) as unknown as Actor;

const baseTracker = (over: Partial<Tracker>): Tracker =>
  ({
    id: 5,
    slug: 'e5',
    trocId: 10,
    status: S.ReservationRequested,
    requestedQuantity: 2,
    userId: REQUESTER,
    managerId: MANAGER,
    ownerId: MANAGER,
    regularized: false,
    guestEmail: null,
    name: 'Fauteuil de bureau',
    itemState: ItemState.VeryGood,
    weightGrams: 17_500,
    serviceId: 3,
    description: 'Dossier résille.',
    purchasePriceCents: 12_000,
    swapType: SwapType.Don,
    totalPriceCents: 0,
    postal: '75001',
    cityCode: '75056',
    ...over,
  }) as Tracker;

function world(over: { tracker?: Partial<Tracker>; troc?: Partial<Troc>; moved?: boolean } = {}) {
  let tracker = baseTracker(over.tracker ?? {});
  const troc = {
    id: 10,
    managerId: MANAGER,
    ownerId: MANAGER,
    delegates: [],
    organisationId: 1,
    swapType: SwapType.Don,
    publicationStatus: PublicationStatus.Published,
    ...over.troc,
  } as unknown as Troc;
  const seen = {
    statuses: [] as S[],
    stock: [] as [string, number][],
    posts: [] as string[],
    audit: [] as { action: string; message: string | null }[],
    events: [] as { action: string }[],
    updates: [] as Partial<Tracker>[],
    reminders: 0,
    loanHook: 0,
  };
  const queries = {
    bySlug: async (slug: string) => (slug === tracker.slug ? tracker : null),
    byId: async (id: number) => (id === tracker.id ? tracker : null),
    requestedOf: async () => [tracker],
    setStatusIfStill: async (_m: unknown, _t: Tracker, fields: Partial<Tracker>) => {
      if (over.moved === false) return false;
      seen.statuses.push(fields.status!);
      tracker = { ...tracker, ...fields } as Tracker;
      return true;
    },
    update: async (_m: unknown, _id: number, fields: Partial<Tracker>) => void seen.updates.push(fields),
  };
  const listingRules = new TrocReadService(null as never);
  const trocs = { byId: async () => troc, canManage: (t: Troc, a: Actor | null) => listingRules.canManage(t, a) };
  const stock = {
    bounds: () => ({ min: 1, max: 5, fixed: false, remaining: 5 }),
    move: async (_m: unknown, _id: number, move: string, quantity: number) => void seen.stock.push([move, quantity]),
  };
  const inbox = {
    forTracker: async () => ({ id: 7 }),
    postAutomatic: async (_m: unknown, _thread: number, key: string) => void seen.posts.push(key),
  };
  const users = {
    findById: async (id: number) => ({ id, enabled: true, organisationId: 1, firstname: 'Ana', lastname: 'Roy' }),
  };
  const geo = { findCity: () => ({ data: {} }), commune: () => ({ code: '75056', name: 'Paris' }) };
  const organisations = { servicesOf: async (_org: number, ids: number[]) => ids.map((id) => ({ id })) };
  const audit = { record: async (entry: { action: string; message: string | null }) => void seen.audit.push(entry) };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const events = { on: () => undefined, publish: async (event: { action: string }) => void seen.events.push(event) };
  const timers = { scheduleRecordReminder: async () => void (seen.reminders += 1) };
  const co2 = { estimate: async () => null };
  const hooks = { loan: { onTransition: async () => void (seen.loanHook += 1) } };
  const service = new TrackerTransitionsService(
    ...([
      queries,
      trocs,
      stock,
      inbox,
      users,
      organisations,
      geo,
      audit,
      transactions,
      events,
      timers,
      co2,
      hooks,
    ] as never as ConstructorParameters<typeof TrackerTransitionsService>),
  );
  return { service, seen, current: () => tracker };
}

const refused = (status: S) => t(fr.tracker.errors.transitionRefused, { status: fr.tracker.statuses[status] });

describe('the exchange transitions', () => {
  it('hides an exchange from anyone but its parties, as if it did not exist', async () => {
    const { service } = world();
    await expect(service.load('nope', actor(MANAGER))).rejects.toMatchObject({ code: 'TRACKER_NOT_FOUND' });
    const stranger = service.load('e5', actor(99));
    await expect(stranger).rejects.toBeInstanceOf(NotFoundError);
    await expect(stranger).rejects.toMatchObject({ code: 'TRACKER_NOT_FOUND', message: fr.http.notFound });
  });

  it('approves a request: status, stock reserved, thread message, audit, event and record reminder', async () => {
    const { service, seen, current } = world();
    await service.act('e5', 'approve', actor(MANAGER));
    expect(current().status).toBe(S.ReservationApproved);
    expect(seen.stock).toEqual([['reserve', 2]]);
    expect(seen.posts).toEqual(['message.tracker.approved']);
    expect(seen.audit).toMatchObject([{ action: 'approve' }]);
    expect(seen.events).toMatchObject([{ action: 'approve', from: S.ReservationRequested, to: S.ReservationApproved }]);
    expect(seen.reminders).toBe(1);
  });

  it('refuses an action of the other side with 403 and moves nothing', async () => {
    const { service, seen } = world();
    const attempt = service.act('e5', 'approve', actor(REQUESTER));
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt).rejects.toMatchObject({ code: 'TRACKER_FORBIDDEN', message: fr.tracker.errors.notAllowed });
    expect(seen.statuses).toEqual([]);
  });

  it('refuses what the table does not allow from the status, naming the status', async () => {
    const { service, seen } = world();
    const attempt = service.act('e5', 'complete', actor(REQUESTER));
    await expect(attempt).rejects.toBeInstanceOf(TransitionRefusedError);
    await expect(attempt).rejects.toMatchObject({
      code: 'TRACKER_TRANSITION_REFUSED',
      message: refused(S.ReservationRequested),
    });
    expect(seen.statuses).toEqual([]);
  });

  it('approves nothing on a deleted listing', async () => {
    const { service } = world({ troc: { publicationStatus: PublicationStatus.Archived } });
    await expect(service.act('e5', 'approve', actor(MANAGER))).rejects.toMatchObject({
      code: 'TRACKER_LISTING_DELETED',
      message: fr.tracker.errors.listingDeleted,
    });
  });

  it('answers a change made meanwhile with a conflict and moves no stock', async () => {
    const { service, seen } = world({ moved: false });
    await expect(service.act('e5', 'approve', actor(MANAGER))).rejects.toMatchObject({
      code: 'CONCURRENT_UPDATE',
      message: fr.http.conflict,
    });
    expect(seen.stock).toEqual([]);
    expect(seen.events).toEqual([]);
  });

  it('lets the calendar move a loan with its exchange and leaves the stock alone', async () => {
    const { service, seen } = world({ troc: { swapType: SwapType.Pret } });
    await service.act('e5', 'approve', actor(MANAGER));
    expect(seen.loanHook).toBe(1);
    expect(seen.stock).toEqual([]);
  });

  it('hands the stock over and writes the savings when the exchange completes', async () => {
    const { service, seen, current } = world({ tracker: { status: S.SwapInitiated } });
    await service.act('e5', 'complete', actor(REQUESTER));
    expect(current().status).toBe(S.SwapCompleted);
    expect(seen.stock).toEqual([['handOver', 2]]);
    expect(seen.updates).toHaveLength(1);
  });

  it('lets the requester cancel a request and the manager cancel an approved exchange, releasing it', async () => {
    const requested = world();
    await requested.service.act('e5', 'cancel', actor(REQUESTER));
    expect(requested.current().status).toBe(S.ReservationCancelled);
    expect(requested.seen.stock).toEqual([]);
    const approved = world({ tracker: { status: S.ReservationApproved } });
    await approved.service.act('e5', 'cancel', actor(MANAGER));
    expect(approved.seen.stock).toEqual([['release', 2]]);
  });

  it('expires a request still waiting, with its reason, and not one that moved on', async () => {
    const waiting = world();
    expect(await waiting.service.expire(5, 'délai dépassé')).toBe(true);
    expect(waiting.current().status).toBe(S.ReservationCancelled);
    expect(waiting.seen.audit).toMatchObject([{ action: 'expire', message: 'délai dépassé' }]);
    expect(await world({ tracker: { status: S.ReservationApproved } }).service.expire(5, 'x')).toBe(false);
    expect(await world({ moved: false }).service.expire(5, 'x')).toBe(false);
  });

  it("withdraws a deleted listing's requests, skipping one answered meanwhile", async () => {
    const { service, seen } = world();
    expect(await service.withdrawRequests(10, MANAGER)).toBe(1);
    expect(seen.audit).toMatchObject([{ action: 'withdraw', message: fr.tracker.reasons.withdrawn }]);
    expect(await world({ moved: false }).service.withdrawRequests(10, MANAGER)).toBe(0);
  });

  it('keeps the recording form to the manager of an approved exchange', async () => {
    await expect(
      world({ tracker: { status: S.ReservationApproved } }).service.saveDraft('e5', actor(REQUESTER), {}),
    ).rejects.toMatchObject({ code: 'TRACKER_FORBIDDEN' });
    const early = world().service.saveDraft('e5', actor(MANAGER), {});
    await expect(early).rejects.toBeInstanceOf(ConflictError);
    await expect(early).rejects.toMatchObject({ message: refused(S.ReservationRequested) });
  });

  it('never hands a requested exchange to someone else when it is recorded', async () => {
    const { service } = world({ tracker: { status: S.ReservationApproved } });
    const attempt = service.saveDraft('e5', actor(MANAGER), { user: 77 });
    await expect(attempt).rejects.toBeInstanceOf(FormError);
    await expect(attempt).rejects.toMatchObject({ errors: { user: [fr.tracker.errors.notAllowed] } });
  });

  it('records nothing while a gate (the convention) refuses, with the gate’s messages', async () => {
    const { service, seen } = world({ tracker: { status: S.ReservationApproved } });
    service.useRecordGate(async () => ({ _form: [fr.convention.errors.notYet] }));
    await expect(service.record('e5', actor(MANAGER), {})).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { _form: [fr.convention.errors.notYet] },
    });
    expect(seen.statuses).toEqual([]);
    service.useRecordGate(async () => null);
    await service.record('e5', actor(MANAGER), {});
    expect(seen.statuses).toEqual([S.SwapInitiated]);
  });
});
