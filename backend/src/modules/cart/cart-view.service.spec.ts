import {
  formatCents,
  fr,
  ItemPriceType,
  PublicationStatus,
  RequestType,
  SwapType,
  type CartLineTracker,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { anActor } from '../../../test/support/actors.js';
import { NotFoundError } from '../../core/errors/index.js';
import type { Tracker } from '../tracker/entities/tracker.entity.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocStockService } from '../troc/troc-stock.service.js';
import { CartViewService } from './cart-view.service.js';
import type { CartLine } from './entities/cart-line.entity.js';
import type { Cart } from './entities/cart.entity.js';
import { canManage } from '../troc/troc-access.js';

// Carts and their lines as shown, with the cart's queries, the listings, the exchanges and the inbox faked.
const OWNER = 1;
const MANAGER = 2;
const DELEGATE = 3;
const BUYER = 4;
const STRANGER = 5;

const listing = (id: number, over: Partial<Troc> = {}): Troc =>
  ({
    id,
    slug: `t${id}`,
    name: `Annonce ${id}`,
    requestType: RequestType.Offer,
    publicationStatus: PublicationStatus.Published,
    swapType: SwapType.Don,
    itemPriceType: null,
    currentPriceCents: null,
    ownerId: OWNER,
    managerId: MANAGER,
    delegates: `,${DELEGATE},`,
    organisationName: 'CHU de Rennes',
    image0Id: null,
    unit: 'Unit',
    itemTotalQuantity: 6,
    itemNewQuantity: null,
    quantityReserved: 1,
    quantityOut: 0,
    itemMinQuantity: 1,
    itemMaxQuantity: 4,
    ...over,
  }) as unknown as Troc;

const aLine = (id: number, trocId: number, over: Partial<CartLine> = {}): CartLine =>
  ({
    id,
    cartId: 1,
    trocId,
    quantity: 2,
    negotiatedPriceCents: null,
    startDate: null,
    endDate: null,
    trackerId: null,
    ...over,
  }) as unknown as CartLine;

const aCart = (over: Partial<Cart> = {}): Cart =>
  ({ id: 1, slug: 'p1', userId: BUYER, status: 'open', submittedAt: null, ...over }) as unknown as Cart;

interface Options {
  carts?: Cart[];
  lines?: CartLine[];
  trocs?: Troc[];
  reasons?: Map<number, string>;
  buyerGone?: boolean;
}

function world(options: Options = {}) {
  const carts = options.carts ?? [aCart()];
  const lines = options.lines ?? [aLine(11, 10)];
  const trocs = new Map((options.trocs ?? [listing(10)]).map((t) => [t.id, t]));
  const seen = {
    linesOf: [] as number[],
    trocIds: [] as number[][],
    reasons: [] as number[][],
    trackerIds: [] as number[][],
    briefs: [] as [number[], number][],
  };
  const queries = {
    bySlug: async (slug: string) => carts.find((c) => c.slug === slug) ?? null,
    linesOf: async (cartId: number) => (seen.linesOf.push(cartId), lines.filter((l) => l.cartId === cartId)),
  };
  const cartService = {
    unavailabilities: async (shown: readonly CartLine[]) => (
      seen.reasons.push(shown.map((l) => l.id)),
      options.reasons ?? new Map()
    ),
  };
  const reads = {
    // The real rule, as TrocReadService offers it.
    canManage: (subject: Parameters<typeof canManage>[0] | undefined, viewer: Actor | null) =>
      subject !== undefined && canManage(subject, viewer),
    byIds: async (ids: number[]) => (
      seen.trocIds.push([...ids]),
      new Map(ids.flatMap((id) => (trocs.has(id) ? [[id, trocs.get(id)!] as const] : [])))
    ),
  };
  const cards = {
    uploads: {
      findByIds: async (ids: number[]) => new Map(ids.map((id) => [id, { id }])),
      thumbnailUrl: (file: { id: number } | undefined) => (file ? `/vignette/${file.id}` : null),
    },
  };
  const trackers = {
    byIds: async (ids: number[]) => (seen.trackerIds.push([...ids]), ids.map((id) => ({ id }) as Tracker)),
  };
  const trackerViews = {
    briefs: async (list: Tracker[], viewer: { id: number }) => {
      seen.briefs.push([list.map((k) => k.id), viewer.id]);
      return new Map(list.map((k) => [k.id, { slug: `e${k.id}` } as CartLineTracker]));
    },
  };
  const users = {
    findByIds: async (ids: readonly number[]) =>
      new Map(
        options.buyerGone
          ? []
          : ids.map((id) => [id, { id, firstname: 'Ana', lastname: 'Roy', organisation: { name: 'Clinique' } }]),
      ),
  };
  const inbox = { byCart: async (cartId: number) => (cartId === 1 ? { slug: 'fil-1' } : null) };
  const stock = new TrocStockService(null as never);
  const service = new CartViewService(
    ...([
      queries,
      cartService,
      reads,
      cards,
      stock,
      trackers,
      trackerViews,
      users,
      inbox,
    ] as never as ConstructorParameters<typeof CartViewService>),
  );
  return { service, seen, carts };
}

const as = (id: number) => anActor({ id });

describe('who may read a cart', () => {
  it('answers 404 for an unknown cart', async () => {
    const reading = world().service.readable('inconnu', as(BUYER));
    await expect(reading).rejects.toBeInstanceOf(NotFoundError);
    await expect(reading).rejects.toMatchObject({ code: 'CART_NOT_FOUND', message: fr.http.notFound });
  });

  it('lets the requester read their cart, open or submitted, without reading its lines', async () => {
    for (const status of ['open', 'submitted'] as const) {
      const { service, seen, carts } = world({ carts: [aCart({ status })] });
      await expect(service.readable('p1', as(BUYER))).resolves.toBe(carts[0]);
      expect(seen.linesOf).toEqual([]);
    }
  });

  it("lets the managers of a line's listing read it once submitted, and nobody else", async () => {
    const { service, carts } = world({
      carts: [aCart({ status: 'submitted' })],
      lines: [aLine(11, 10), aLine(12, 20)],
      trocs: [listing(10, { ownerId: 7, managerId: 7, delegates: null }), listing(20)],
    });
    for (const id of [MANAGER, OWNER, DELEGATE]) await expect(service.readable('p1', as(id))).resolves.toBe(carts[0]);
    await expect(service.readable('p1', as(STRANGER))).rejects.toMatchObject({ code: 'CART_NOT_FOUND' });
  });

  it('hides an open cart from the managers of its lines: they see it once submitted', async () => {
    const { service, seen } = world();
    await expect(service.readable('p1', as(MANAGER))).rejects.toMatchObject({
      code: 'CART_NOT_FOUND',
      message: fr.http.notFound,
    });
    expect(seen.linesOf).toEqual([]);
  });
});

describe('the cart as shown', () => {
  it('tells who looks — the requester or a manager — and names the cédant and the requester', async () => {
    const submittedAt = new Date(2024, 2, 5);
    const { service } = world({ carts: [aCart({ status: 'submitted', submittedAt })] });
    const cart = aCart({ status: 'submitted', submittedAt });
    expect(await service.view(cart, as(BUYER))).toMatchObject({
      slug: 'p1',
      status: 'submitted',
      organisation: 'CHU de Rennes',
      requester: { firstname: 'Ana', lastname: 'Roy', organisation: 'Clinique' },
      currentUser: true,
      currentManager: false,
      thread: 'fil-1',
      submittedDisplayDate: '05/03/2024',
    });
    expect(await service.view(cart, as(DELEGATE))).toMatchObject({ currentUser: false, currentManager: true });
  });

  it('falls back to « unknown » for a requester gone and a cart without listing, and has no thread yet', async () => {
    const { service } = world({ lines: [], buyerGone: true });
    const view = await service.view(aCart({ id: 2 }), as(BUYER));
    expect(view).toMatchObject({
      organisation: fr.fallback.unknown,
      requester: { firstname: fr.fallback.unknown, lastname: '', organisation: fr.fallback.unknown },
      lines: [],
      nbLines: 0,
      thread: null,
      submittedDisplayDate: null,
    });
  });

  it('shows the lines from the offset asked, counting and totalling them all', async () => {
    const lines = [1, 2, 3, 4].map((n) => aLine(n, 10, { quantity: n }));
    const { service } = world({ lines });
    const view = await service.view(aCart(), as(BUYER), { offset: 1, limit: 2 });
    expect(view.lines.map((l) => l.id)).toEqual([2, 3]);
    expect(view.nbLines).toBe(4);
    expect(view.totals).toMatchObject({ nbLines: 4, totalQuantity: 10 });
    const rest = await service.view(aCart(), as(BUYER), { offset: 3 });
    expect(rest.lines.map((l) => l.id)).toEqual([4]);
  });

  it('totals a sale at its price, or at the price negotiated, and a gift at nothing', async () => {
    const { service } = world({
      lines: [
        aLine(11, 10, { quantity: 3 }),
        aLine(12, 20, { quantity: 3, negotiatedPriceCents: 4_000 }),
        aLine(13, 30),
      ],
      trocs: [
        listing(10, { swapType: SwapType.Vente, currentPriceCents: 1_000 }),
        listing(20, { swapType: SwapType.Vente, currentPriceCents: 5_000 }),
        listing(30, { currentPriceCents: 9_999 }),
      ],
    });
    expect((await service.view(aCart(), as(BUYER))).totals).toEqual({
      nbLines: 3,
      totalQuantity: 8,
      originalTotalInEuros: formatCents(18_000),
      negotiatedTotalInEuros: formatCents(15_000),
    });
  });
});

describe('the lines of a cart', () => {
  it('lets the requester edit the lines of an open cart that are still available, nobody else', async () => {
    const reasons = new Map([[12, fr.cart.unavailable.pending]]);
    const { service, seen } = world({
      lines: [aLine(11, 10), aLine(12, 20)],
      trocs: [listing(10), listing(20)],
      reasons,
    });
    const mine = await service.view(aCart(), as(BUYER));
    expect(mine.lines.map((l) => [l.editable, l.available, l.unavailableReason])).toEqual([
      [true, true, null],
      [false, false, fr.cart.unavailable.pending],
    ]);
    expect(seen.reasons).toEqual([[11, 12]]);
    const theirs = await service.view(aCart(), as(MANAGER));
    expect(theirs.lines.map((l) => l.editable)).toEqual([false, false]);
  });

  it('asks no unavailability once submitted: the lines are then available and no longer editable', async () => {
    const { service, seen } = world({
      lines: [aLine(11, 10)],
      trocs: [listing(10, { publicationStatus: PublicationStatus.Unavailable })],
      reasons: new Map([[11, fr.cart.unavailable.gone]]),
    });
    const [line] = (await service.view(aCart({ status: 'submitted' }), as(BUYER))).lines;
    expect(line).toMatchObject({ editable: false, available: true, unavailableReason: null });
    expect(seen.reasons).toEqual([]);
  });

  it('shows a listing that can no longer be carted as unavailable in an open cart, even without a reason', async () => {
    const { service } = world({ trocs: [listing(10, { publicationStatus: PublicationStatus.Unavailable })] });
    const [line] = (await service.view(aCart(), as(BUYER))).lines;
    expect(line).toMatchObject({ available: false, unavailableReason: null });
  });

  it('shows a line whose listing is gone with no name, no stock and unavailable', async () => {
    const { service } = world({ lines: [aLine(11, 99)], trocs: [] });
    const [line] = (await service.view(aCart(), as(BUYER))).lines;
    expect(line).toMatchObject({
      troc: { slug: '', name: fr.fallback.unknown, thumbnail: null, swapType: null, itemCurrentPriceInEuros: null },
      available: false,
      negotiable: false,
      quantityBounds: { min: 0, max: 0, fixed: true, remaining: 0 },
    });
  });

  it('gives a sale its unit and total prices, the price negotiated and the difference in percent', async () => {
    const { service } = world({
      lines: [aLine(11, 10, { quantity: 3, negotiatedPriceCents: 4_000 })],
      trocs: [
        listing(10, {
          swapType: SwapType.Vente,
          currentPriceCents: 5_000,
          itemPriceType: ItemPriceType.NegotiablePrice,
          image0Id: 70,
        }),
      ],
    });
    const [line] = (await service.view(aCart(), as(BUYER))).lines;
    expect(line).toMatchObject({
      troc: { slug: 't10', thumbnail: '/vignette/70', itemCurrentPriceInEuros: formatCents(5_000) },
      quantity: 3,
      negotiable: true,
      negotiatedPriceInEuros: formatCents(4_000),
      negotiatedTotalPriceInEuros: formatCents(12_000),
      originalTotalPriceInEuros: formatCents(15_000),
      priceDifferenceInPercent: 20,
      // 6 in stock, 1 reserved, at most 4 a request.
      quantityBounds: { min: 1, max: 4, fixed: false, remaining: 5 },
    });
  });

  it('shows no price on a gift, and no negotiation on a fixed price (no price type)', async () => {
    const { service } = world({
      lines: [aLine(11, 10, { negotiatedPriceCents: 500 }), aLine(12, 20)],
      trocs: [
        listing(10, { currentPriceCents: 5_000 }),
        listing(20, { swapType: SwapType.Vente, currentPriceCents: 5_000, itemPriceType: null }),
      ],
    });
    const [gift, fixed] = (await service.view(aCart(), as(BUYER))).lines;
    expect(gift).toMatchObject({
      troc: { itemCurrentPriceInEuros: null },
      negotiable: false,
      originalTotalPriceInEuros: null,
      priceDifferenceInPercent: null,
    });
    expect(fixed).toMatchObject({ negotiable: false, negotiatedPriceInEuros: null, priceDifferenceInPercent: null });
  });

  it("gives each submitted line its exchange's brief, as the viewer sees it", async () => {
    const { service, seen } = world({
      lines: [aLine(11, 10, { trackerId: 500 }), aLine(12, 10)],
    });
    const view = await service.view(aCart({ status: 'submitted' }), as(MANAGER));
    expect(view.lines.map((l) => l.tracker)).toEqual([{ slug: 'e500' }, null]);
    expect(seen.trackerIds).toEqual([[500]]);
    expect(seen.briefs).toEqual([[[500], MANAGER]]);
  });

  it("answers one line with its cart's totals over all lines", async () => {
    const lines = [aLine(11, 10, { quantity: 1 }), aLine(12, 20, { quantity: 2 })];
    const { service, seen } = world({
      lines,
      trocs: [listing(10), listing(20, { swapType: SwapType.Vente, currentPriceCents: 300 })],
    });
    const view = await service.line(lines[1]!, aCart(), as(BUYER));
    expect(view).toMatchObject({
      id: 12,
      originalTotalPriceInEuros: formatCents(600),
      parent: {
        nbLines: 2,
        totalQuantity: 3,
        originalTotalInEuros: formatCents(600),
        negotiatedTotalInEuros: formatCents(600),
      },
    });
    expect(seen.reasons).toEqual([[12]]);
  });
});
