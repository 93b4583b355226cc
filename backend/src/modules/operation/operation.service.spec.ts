import { fr, PublicationStatus as S, t, Visibility } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { ForbiddenError, FormError, NotFoundError, TransitionRefusedError } from '../../core/errors/index.js';
import type { Operation } from './entities/operation.entity.js';
import { OperationService } from './operation.service.js';
import { TrocReadService } from '../troc/index.js';

// The operation's publication rules with its queries faked: no database.
const OWNER = 1;
const actor = (id = OWNER): Actor => ({ id, roles: [], organisationId: 1 }) as unknown as Actor;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const operationOf = (over: Partial<Operation> = {}): Operation =>
  ({
    id: 3,
    slug: 'op3',
    name: 'Déménagement du bâtiment B',
    description: 'Mobilier de bureau à reprendre.',
    ownerId: OWNER,
    managerId: OWNER,
    delegates: [],
    serviceId: 4,
    organisationId: 1,
    visibility: [Visibility.Internal],
    perimeterRestricted: false,
    publicationStatus: S.Draft,
    availabilityStartDate: day(-1),
    availabilityEndDate: day(30),
    cityCode: '35238',
    ...over,
  }) as unknown as Operation;

function world(options: { moved?: boolean; due?: { starting: Operation[]; ending: Operation[] } } = {}) {
  const seen = { statuses: [] as S[], audit: [] as { action: string; to: S }[] };
  const queries = {
    visibleBySlug: async (slug: string, viewer: Actor | null) => (slug === 'op3' && viewer ? operationOf() : null),
    invitationsOf: async () => [],
    perimeterOf: async () => [],
    setStatusIfStill: async (_m: unknown, _o: Operation, update: { publicationStatus: S }) => {
      if (options.moved === false) return false;
      seen.statuses.push(update.publicationStatus);
      return true;
    },
    due: async () => options.due ?? { starting: [], ending: [] },
    save: async (operation: Operation) => operation,
  };
  const audit = { record: async (entry: { action: string; to: S }) => void seen.audit.push(entry) };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const service = new OperationService(
    ...([
      queries,
      {},
      {},
      audit,
      transactions,
      {},
      new TrocReadService(null as never),
    ] as never as ConstructorParameters<typeof OperationService>),
  );
  return { service, seen };
}

describe('an operation’s rules', () => {
  it('is hidden when unseen, and managed by its owner, manager or delegates only', async () => {
    const { service } = world();
    const unseen = service.visible('op3', null);
    await expect(unseen).rejects.toBeInstanceOf(NotFoundError);
    await expect(unseen).rejects.toMatchObject({ code: 'OPERATION_NOT_FOUND', message: fr.http.notFound });
    const other = service.managed('op3', actor(9));
    await expect(other).rejects.toBeInstanceOf(ForbiddenError);
    await expect(other).rejects.toMatchObject({
      code: 'OPERATION_MANAGER_ONLY',
      message: fr.operation.errors.managerOnly,
    });
    expect((await service.managed('op3', actor())).slug).toBe('op3');
  });

  it('publishes a complete draft at once, or schedules it when it starts later, with its audit entry', async () => {
    const now = world();
    expect((await now.service.publish(operationOf(), actor())).publicationStatus).toBe(S.Published);
    expect(now.seen.audit).toMatchObject([{ action: 'publish', to: S.Published }]);
    const later = world();
    await later.service.publish(operationOf({ availabilityStartDate: day(5) }), actor());
    expect(later.seen.statuses).toEqual([S.ToPublish]);
  });

  it('refuses to publish an incomplete operation, saying what is missing', async () => {
    const { service, seen } = world();
    const attempt = service.publish(operationOf({ name: null, cityCode: null }), actor());
    await expect(attempt).rejects.toBeInstanceOf(FormError);
    await expect(attempt).rejects.toMatchObject({
      errors: {
        _form: [fr.operation.errors.notPublishable],
        name: [expect.any(String)],
        city: [fr.validation.required],
      },
    });
    await expect(
      service.publish(operationOf({ availabilityEndDate: day(-2), availabilityStartDate: day(-9) }), actor()),
    ).rejects.toMatchObject({
      errors: { availabilityEndDate: [fr.listing.errors.datesPassed] },
    });
    expect(seen.statuses).toEqual([]);
  });

  it('follows its publication table, naming the status it refuses from', async () => {
    const { service } = world();
    const twice = service.publish(operationOf({ publicationStatus: S.Published }), actor());
    await expect(twice).rejects.toBeInstanceOf(TransitionRefusedError);
    await expect(twice).rejects.toMatchObject({
      code: 'OPERATION_TRANSITION_REFUSED',
      message: t(fr.operation.errors.transitionRefused, { status: fr.listing.statuses[S.Published] }),
    });
    await expect(service.unpublish(operationOf(), actor())).rejects.toMatchObject({
      code: 'OPERATION_TRANSITION_REFUSED',
    });
    expect((await service.delete(operationOf({ publicationStatus: S.Published }), actor())).publicationStatus).toBe(
      S.Archived,
    );
  });

  it('answers a change made meanwhile with a conflict', async () => {
    await expect(
      world({ moved: false }).service.unpublish(operationOf({ publicationStatus: S.Published }), actor()),
    ).rejects.toMatchObject({
      code: 'CONCURRENT_UPDATE',
      message: fr.http.conflict,
    });
  });

  it('edits nothing once archived', async () => {
    await expect(
      world().service.updateAddress(operationOf({ publicationStatus: S.Archived }), {}),
    ).rejects.toMatchObject({
      code: 'OPERATION_NOT_EDITABLE',
      message: fr.operation.errors.notEditable,
    });
  });

  it('starts scheduled operations on their date unless already over, and expires the ended ones', async () => {
    const today = day(0);
    const { service, seen } = world({
      due: {
        starting: [
          operationOf({ publicationStatus: S.ToPublish }),
          operationOf({ publicationStatus: S.ToPublish, availabilityEndDate: day(-1) }),
        ],
        ending: [operationOf({ publicationStatus: S.Published })],
      },
    });
    expect(await service.tick(today)).toEqual({ started: 1, expired: 1 });
    expect(seen.statuses).toEqual([S.Published, S.Expired]);
  });
});
