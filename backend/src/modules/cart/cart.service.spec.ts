import { fr, ItemPriceType, PublicationStatus, RequestType, SwapType, t, ThreadType } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrocReadService, TrocStockService } from '../troc/index.js';
import { CartService } from './cart.service.js';
import type { CartLine } from './entities/cart-line.entity.js';
import type { Cart } from './entities/cart.entity.js';

// The cart's rules with its queries, the listings, the exchanges and the inbox faked: no database.
const BUYER = 2;
const actor = (id = BUYER): Actor => ({ id, roles: [], organisationId: 9 }) as unknown as Actor;

const listing = (id: number, over: Partial<Troc> = {}): Troc =>
  ({
    id,
    slug: `t${id}`,
    requestType: RequestType.Offer,
    publicationStatus: PublicationStatus.Published,
    swapType: SwapType.Don,
    itemTotalQuantity: 5,
    itemNewQuantity: null,
    quantityReserved: 0,
    quantityOut: 0,
    itemMinQuantity: 1,
    itemMaxQuantity: 3,
    managerId: 1,
    ownerId: 1,
    delegates: [],
    organisationId: 1,
    organisationName: 'CHU de Rennes',
    currentPriceCents: null,
    itemPriceType: null,
    ...over,
  }) as unknown as Troc;

function world(trocList: Troc[], options: { pending?: number[]; hidden?: number[] } = {}) {
  const trocs = new Map(trocList.map((troc) => [troc.id, troc]));
  const carts: Cart[] = [];
  const lines: CartLine[] = [];
  const seen = {
    requests: [] as { trocId: number; quantity: number; totalPriceCents?: number }[],
    threads: [] as object[],
  };
  const queries = {
    bySlug: async (slug: string) => carts.find((c) => c.slug === slug) ?? null,
    byId: async (id: number) => carts.find((c) => c.id === id) ?? null,
    openOf: async (_m: unknown, userId: number, organisationId: number) =>
      carts.find((c) => c.openKey === `${userId}:${organisationId}`) ?? null,
    openCarts: async (userId: number) => carts.filter((c) => c.userId === userId && c.status === 'open'),
    insertCart: async (_m: unknown, cart: Partial<Cart>) => {
      const saved = { ...cart, id: carts.length + 1 } as Cart;
      carts.push(saved);
      return saved;
    },
    touch: async (_m: unknown, id: number, fields: Partial<Cart> = {}) =>
      void Object.assign(
        carts.find((c) => c.id === id)!,
        fields,
      ),
    line: async (id: number) => lines.find((l) => l.id === id) ?? null,
    lineOf: async (_m: unknown, cartId: number, trocId: number) =>
      lines.find((l) => l.cartId === cartId && l.trocId === trocId) ?? null,
    linesOf: async (cartId: number) => lines.filter((l) => l.cartId === cartId),
    countLines: async (cartId: number) => lines.filter((l) => l.cartId === cartId).length,
    saveLine: async (_m: unknown, line: Partial<CartLine>) => {
      const saved = { trackerId: null, negotiatedPriceCents: null, ...line, id: lines.length + 1 } as CartLine;
      lines.push(saved);
      return saved;
    },
    updateLine: async (_m: unknown, id: number, fields: Partial<CartLine>) =>
      void Object.assign(
        lines.find((l) => l.id === id)!,
        fields,
      ),
    removeLine: async () => undefined,
    clear: async () => undefined,
  };
  const listingRules = new TrocReadService(null as never);
  const reads = {
    visible: async (slug: string) => [...trocs.values()].find((troc) => troc.slug === slug)!,
    byId: async (id: number) => trocs.get(id)!,
    byIds: async (ids: number[]) => new Map(ids.filter((id) => trocs.has(id)).map((id) => [id, trocs.get(id)!])),
    visibleIds: async (ids: number[]) => new Set(ids.filter((id) => !options.hidden?.includes(id))),
    canManage: (t: Troc, a: Actor | null) => listingRules.canManage(t, a),
  };
  const trackers = {
    pendingOf: async (trocId: number) => options.pending?.includes(trocId) ?? false,
    pendingTrocIds: async (ids: number[]) => new Set(ids.filter((id) => options.pending?.includes(id))),
    insertRequest: async (
      _m: unknown,
      troc: Troc,
      _a: Actor,
      quantity: number,
      extra: { totalPriceCents?: number },
    ) => {
      seen.requests.push({ trocId: troc.id, quantity, ...extra });
      return { id: 100 + seen.requests.length, slug: `e${seen.requests.length}` };
    },
    afterRequest: async () => undefined,
  };
  const inbox = {
    open: async (_m: unknown, thread: object) => {
      seen.threads.push(thread);
      return { slug: 'fil' };
    },
  };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const stock = new TrocStockService(null as never);
  const service = new CartService(
    ...([queries, reads, stock, trackers, inbox, transactions] as never as ConstructorParameters<typeof CartService>),
  );
  return { service, carts, lines, seen };
}

const message = 'Bonjour, je passe jeudi.';

describe('adding to the cart', () => {
  it('refuses the manager’s own listing, a loan or a draft, a pending request and an exhausted listing', async () => {
    const { service } = world(
      [
        listing(1, { managerId: BUYER }),
        listing(2, { swapType: SwapType.Pret }),
        listing(3, { publicationStatus: PublicationStatus.Draft }),
        listing(4),
        listing(5, { quantityOut: 5 }),
      ],
      { pending: [4] },
    );
    await expect(service.add('t1', actor(), {})).rejects.toMatchObject({
      code: 'TRACKER_OWN_LISTING',
      message: fr.tracker.errors.ownListing,
    });
    await expect(service.add('t2', actor(), {})).rejects.toMatchObject({ code: 'CART_NOT_CARTABLE' });
    await expect(service.add('t3', actor(), {})).rejects.toMatchObject({ code: 'CART_NOT_CARTABLE' });
    await expect(service.add('t4', actor(), {})).rejects.toMatchObject({ code: 'TRACKER_ALREADY_PENDING' });
    await expect(service.add('t5', actor(), {})).rejects.toMatchObject({
      code: 'TRACKER_NOTHING_LEFT',
      message: fr.tracker.errors.nothingLeft,
    });
  });

  it('keeps one open cart per cédant organisation and adds up a listing’s quantity to its maximum', async () => {
    const { service, carts, lines } = world([listing(1), listing(2), listing(3, { organisationId: 7 })]);
    expect(await service.add('t1', actor(), { quantity: 2 })).toMatchObject({ total_in_cart: 1 });
    expect(await service.add('t2', actor(), {})).toMatchObject({ total_in_cart: 2 });
    expect(await service.add('t3', actor(), {})).toMatchObject({ total_in_cart: 3 });
    expect(carts.map((c) => c.openKey)).toEqual([`${BUYER}:1`, `${BUYER}:7`]);
    await service.add('t1', actor(), { quantity: 1 });
    expect(lines.find((l) => l.trocId === 1)!.quantity).toBe(3);
    const above = service.add('t1', actor(), { quantity: 1 });
    await expect(above).rejects.toBeInstanceOf(ConflictError);
    await expect(above).rejects.toMatchObject({
      code: 'CART_MAX_QUANTITY',
      message: t(fr.cart.errors.maxQuantity, { max: 3 }),
    });
  });

  it('reads the quantity as a whole number within the listing’s minimum', async () => {
    const { service } = world([listing(1, { itemMinQuantity: 2 })]);
    await expect(service.add('t1', actor(), { quantity: '1,5' })).rejects.toMatchObject({
      errors: { quantity: [fr.validation.integer] },
    });
    await expect(service.add('t1', actor(), { quantity: 1 })).rejects.toMatchObject({
      errors: { quantity: [t(fr.tracker.errors.quantityRange, { min: 2, max: 3 })] },
    });
  });
});

describe('editing a line', () => {
  it('takes a negotiated price on a negotiable sale only, and refuses a change of nothing', async () => {
    const { service, lines } = world([
      listing(1),
      listing(2, { swapType: SwapType.Vente, itemPriceType: ItemPriceType.NegotiablePrice, currentPriceCents: 1000 }),
    ]);
    await service.add('t1', actor(), {});
    await service.add('t2', actor(), {});
    await expect(service.editLine(1, actor(), { negotiatedPrice: 5 })).rejects.toMatchObject({
      errors: { negotiatedPrice: [fr.cart.errors.negotiationRefused] },
    });
    await service.editLine(2, actor(), { negotiatedPrice: '7,5' });
    expect(lines[1]!.negotiatedPriceCents).toBe(750);
    const nothing = service.editLine(2, actor(), {});
    await expect(nothing).rejects.toBeInstanceOf(FormError);
    await expect(nothing).rejects.toMatchObject({ errors: { _form: [fr.http.nothingToChange] } });
  });

  it('hides another requester’s line and refuses a submitted cart', async () => {
    const { service, carts } = world([listing(1)]);
    await service.add('t1', actor(), {});
    await expect(service.editLine(1, actor(99), { quantity: 1 })).rejects.toMatchObject({
      code: 'CART_LINE_NOT_FOUND',
      message: fr.cart.errors.notInCart,
    });
    carts[0]!.status = 'submitted';
    await expect(service.editLine(1, actor(), { quantity: 1 })).rejects.toMatchObject({ code: 'CART_CLOSED' });
  });
});

describe('submitting a cart', () => {
  it('hides another requester’s cart and asks for a message', async () => {
    const { service, carts } = world([listing(1)]);
    await service.add('t1', actor(), {});
    const slug = carts[0]!.slug;
    const other = service.submit(slug, actor(99), { message });
    await expect(other).rejects.toBeInstanceOf(NotFoundError);
    await expect(other).rejects.toMatchObject({ code: 'CART_NOT_FOUND' });
    await expect(service.submit(slug, actor(), { message: '' })).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { message: [expect.any(String)] },
    });
  });

  it('makes one exchange per available line, prices a sale, opens one batch thread and says what it left out', async () => {
    const trocs = [
      listing(1, { swapType: SwapType.Vente, currentPriceCents: 400 }),
      listing(2),
      listing(3),
      listing(4),
    ];
    const { service, carts, lines } = world(trocs);
    for (const slug of ['t1', 't2', 't3', 't4']) await service.add(slug, actor(), { quantity: 2 });
    // Meanwhile: one listing is no longer visible, one has less left than the line asks, one was asked for elsewhere.
    Object.assign(trocs[2]!, { quantityOut: 4 });
    const pendingWorld = world(trocs, { hidden: [2], pending: [4] });
    pendingWorld.carts.push(...carts);
    pendingWorld.lines.push(...lines);
    const answer = await pendingWorld.service.submit(carts[0]!.slug, actor(), { message });
    expect(pendingWorld.seen.requests).toEqual([
      { trocId: 1, quantity: 2, cartId: carts[0]!.id, totalPriceCents: 800 },
    ]);
    expect(answer.skipped).toEqual([
      { line: 2, reason: fr.cart.unavailable.gone },
      { line: 3, reason: t(fr.cart.unavailable.quantity, { remaining: 1 }) },
      { line: 4, reason: fr.cart.unavailable.pending },
    ]);
    expect(pendingWorld.seen.threads).toMatchObject([
      { threadType: ThreadType.BatchDemand, fromUserId: BUYER, toUserId: 1 },
    ]);
    expect(carts[0]!.status).toBe('submitted');
  });

  it('refuses an empty cart and one whose lines are all gone', async () => {
    const { service, carts, lines } = world([listing(1)], { hidden: [1] });
    await service.add('t1', actor(), {});
    lines.length = 0;
    await expect(service.submit(carts[0]!.slug, actor(), { message })).rejects.toMatchObject({
      code: 'CART_EMPTY',
      message: fr.cart.errors.empty,
    });
    await service.add('t1', actor(), {});
    await expect(service.submit(carts[0]!.slug, actor(), { message })).rejects.toMatchObject({
      code: 'CART_NONE_AVAILABLE',
      message: fr.cart.errors.noneAvailable,
    });
  });
});
