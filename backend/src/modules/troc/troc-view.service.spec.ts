import { formatCents, PublicationStatus as S, RequestType, Role, SwapType, Visibility as V } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from './entities/troc.entity.js';
import type { MapContext } from './troc.mapper.js';
import { TROC_AUDIT, TrocViewService } from './troc-view.service.js';

// The full listing view with the cards' context, the members, the audience, the audit and the queries faked.
const OWNER = 1;
const MANAGER = 2;
const DELEGATE = 3;
const READER = 4;

const listing = (over: Partial<Troc> = {}): Troc =>
  ({
    id: 10,
    slug: 't10',
    name: 'Fauteuil de bureau',
    requestType: RequestType.Offer,
    publicationStatus: S.Published,
    rejected: false,
    ownerId: OWNER,
    managerId: MANAGER,
    delegates: `,${DELEGATE},`,
    organisationId: 1,
    serviceId: null,
    visibility: [V.Internal],
    swapType: SwapType.Don,
    currentPriceCents: null,
    purchasePriceCents: 12_000,
    itemTotalQuantity: 5,
    itemNewQuantity: null,
    quantityReserved: 1,
    quantityOut: 1,
    weightGrams: 17_500,
    volumeHundredths: 250,
    heightHundredths: null,
    widthHundredths: null,
    lengthHundredths: null,
    image0Id: null,
    image1Id: null,
    image2Id: null,
    documentId: null,
    operationId: null,
    categoryId: 102,
    viewTotal: 3,
    moderationMessage: 'Photo floue.',
    cityCode: '35238',
    cityName: 'Rennes',
    postal: '35000',
    deliveryLocation: 'Quai 3',
    deliveryNotes: 'Sonner au poste de garde.',
    establishmentValue: null,
    lat: 48.1,
    lon: -1.7,
    ...over,
  }) as unknown as Troc;

function world() {
  const seen = { counted: [] as number[], histories: [] as [string, number, number][], invitationRows: [] as number[] };
  const cards = {
    homeOf: () => null,
    perimeterOf: async (ids: number[]) => new Map(ids.map((id) => [id, [40]])),
    uploads: { toResponse: () => null },
    context: async (_trocs: Troc[], viewer: Actor | null): Promise<MapContext> =>
      ({
        viewer,
        categories: { hierarchy: () => [] },
        uploads: { thumbnailUrl: () => null },
        files: new Map(),
        users: new Map(),
        services: new Map(),
        favorites: null,
        operations: new Map(),
        distance: () => null,
        publishable: () => true,
      }) as unknown as MapContext,
  };
  const users = {
    refsByIds: async (ids: readonly number[]) =>
      new Map(ids.filter((id) => id === OWNER).map((id) => [id, { id, firstname: 'Ana', lastname: 'Roy' }])),
  };
  const audience = {
    invitationViews: async (rows: { email: string }[]) => rows.map((r) => ({ email: r.email, user: null })),
    perimeterViews: async (ids: number[]) => ids.map((id) => ({ id, name: `Service ${id}` })),
  };
  const audit = {
    history: async (type: string, id: number, limit: number) => {
      seen.histories.push([type, id, limit]);
      return [
        {
          action: 'publish',
          fromStatus: S.Draft,
          toStatus: S.Published,
          actorId: OWNER,
          createdAt: new Date(2024, 2, 5),
          message: null,
        },
        {
          action: 'exhaust',
          fromStatus: S.Published,
          toStatus: S.Unavailable,
          actorId: null,
          createdAt: new Date(2024, 2, 6),
          message: null,
        },
      ];
    },
  };
  const queries = {
    addViews: async (increments: ReadonlyMap<number, number>) => {
      for (const [id, n] of increments) for (let i = 0; i < n; i++) seen.counted.push(id);
    },
  };
  const rows = {
    invitationRows: async (id: number) => {
      seen.invitationRows.push(id);
      return [{ email: 'x@y.fr', createdAt: new Date() }];
    },
  };
  const service = new TrocViewService(
    ...([cards, users, audience, audit, queries, rows] as never as ConstructorParameters<typeof TrocViewService>),
  );
  return { service, seen };
}

describe('counting the views of a listing', () => {
  it('counts readers and visitors, never the people in charge', async () => {
    const { service, seen } = world();
    const troc = listing();
    for (const id of [OWNER, MANAGER, DELEGATE]) service.countView(troc, anActor({ id }));
    await service.flushViews();
    expect(seen.counted).toEqual([]);
    expect(troc.viewTotal).toBe(3);
    service.countView(troc, anActor({ id: READER }));
    service.countView(listing(), null);
    // The page shows the stored figure and the views not written yet.
    expect(troc.viewTotal).toBe(4);
    const again = listing();
    service.countView(again, anActor({ id: OWNER }));
    expect(again.viewTotal).toBe(5);
    await service.flushViews();
    expect(seen.counted).toEqual([10, 10]);
    await service.onModuleDestroy();
  });
});

describe('the listing view', () => {
  it('keeps the audience, the actions, the manager’s id, the delivery notes and the history from a reader', async () => {
    const { service, seen } = world();
    const view = await service.view(listing(), anActor({ id: READER }));
    expect(view).toMatchObject({
      visibility: [],
      actions: [],
      managerId: null,
      moderator: false,
      moderatorActions: [],
      moderationMessage: null,
      invitations: [],
      perimeter: [],
      history: [],
      currentUser: false,
      currentManager: false,
      address: expect.objectContaining({ city: '35238', cityName: 'Rennes', deliveryNotes: null }),
    });
    expect(seen.histories).toEqual([]);
    expect(seen.invitationRows).toEqual([]);
  });

  it('gives the people in charge the audience, the actions, the notes and the history with who acted', async () => {
    const { service, seen } = world();
    const view = await service.view(listing(), anActor({ id: MANAGER }));
    expect(view).toMatchObject({
      visibility: [V.Internal],
      actions: ['unpublish', 'delete'],
      managerId: MANAGER,
      moderationMessage: 'Photo floue.',
      invitations: [{ email: 'x@y.fr', user: null }],
      perimeter: [{ id: 40, name: 'Service 40' }],
      currentUser: false,
      currentManager: true,
      address: expect.objectContaining({ deliveryNotes: 'Sonner au poste de garde.' }),
    });
    expect(view.history).toEqual([
      { action: 'publish', from: S.Draft, to: S.Published, by: 'Ana Roy', displayDate: '05/03/2024', message: null },
      { action: 'exhaust', from: S.Published, to: S.Unavailable, by: null, displayDate: '06/03/2024', message: null },
    ]);
    expect(seen.histories).toEqual([[TROC_AUDIT, 10, 20]]);
    expect((await service.view(listing(), anActor({ id: OWNER }))).currentUser).toBe(true);
  });

  it('gives a moderator of the organisation the moderation actions, message and history, not the audience', async () => {
    const { service } = world();
    const moderator = anActor({ id: 8, roles: [Role.User, Role.Moderator] });
    const view = await service.view(listing({ publicationStatus: S.ToModerate }), moderator);
    expect(view).toMatchObject({
      moderator: true,
      moderatorActions: ['approve', 'deny'],
      moderationMessage: 'Photo floue.',
      visibility: [],
      actions: [],
      managerId: null,
    });
    expect(view.history).toHaveLength(2);
  });

  it('shows a sale’s price and the price of what remains; a gift’s none', async () => {
    const { service } = world();
    const sale = await service.view(listing({ swapType: SwapType.Vente, currentPriceCents: 2_550 }), null);
    expect(sale).toMatchObject({
      itemCurrentPrice: 2_550,
      rawItemCurrentPrice: 25.5,
      totalPriceInEuros: formatCents(2_550 * 3),
      rawItemPurchasePrice: 120,
      itemWeightInKg: 17.5,
      itemVolume: 2.5,
      itemHeight: null,
    });
    const gift = await service.view(listing({ currentPriceCents: 2_550 }), null);
    expect(gift).toMatchObject({ itemCurrentPrice: null, rawItemCurrentPrice: null, totalPriceInEuros: null });
  });

  it('has no address without a commune', async () => {
    const { service } = world();
    expect((await service.view(listing({ cityCode: null }), null)).address).toBeNull();
  });

  it('lets the modules building on listings add what only they know, last', async () => {
    const { service } = world();
    const asked: (number | null)[] = [];
    service.extend(async (_troc, actor) => {
      asked.push(actor?.id ?? null);
      return { shippable: true, nbLines: 2 };
    });
    expect(await service.view(listing(), anActor({ id: READER }))).toMatchObject({ shippable: true, nbLines: 2 });
    expect(asked).toEqual([READER]);
  });
});
