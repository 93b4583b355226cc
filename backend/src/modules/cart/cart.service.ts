import { Injectable } from '@nestjs/common';
import {
  type CartAddResponse,
  type CartSubmitResponse,
  Collector,
  checkQuantity,
  fr,
  LIMITS,
  readNumber,
  readText,
  ROUTES,
  t,
  ThreadType,
  toCents,
  withLocale,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import { InboxService } from '../inbox/index.js';
import { TrackerService } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import { isCartable, isNegotiable } from './cart-rules.js';
import { CartQueries } from './cart.queries.js';
import type { CartLine } from './entities/cart-line.entity.js';
import type { Cart } from './entities/cart.entity.js';

/** Why a line cannot be submitted now, or null when it can. */
export type LineCheck = (line: CartLine, troc: Troc | undefined) => Promise<string | null>;

/**
 * Carts (core §3, supporting §2): one open cart per requester and cédant organisation; lines
 * added from the listing view, edited on blur, submitted with one message into one exchange per
 * line and a batch thread.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly queries: CartQueries,
    private readonly trocs: TrocReadService,
    private readonly stock: TrocStockService,
    private readonly trackers: TrackerService,
    private readonly inbox: InboxService,
    private readonly transactions: Transactions,
  ) {}

  async add(slug: string, actor: Actor, values: { quantity?: unknown }): Promise<CartAddResponse> {
    const troc = await this.trocs.visible(slug, actor);
    if (this.trocs.canManage(troc, actor)) throw new ConflictError('TRACKER_OWN_LISTING', fr.tracker.errors.ownListing);
    if (!isCartable(troc)) throw new ConflictError('CART_NOT_CARTABLE', fr.cart.errors.notCartable);
    if (await this.trackers.pendingOf(troc.id, actor.id))
      throw new ConflictError('TRACKER_ALREADY_PENDING', fr.tracker.errors.alreadyPending);
    const bounds = this.stock.bounds(troc);
    if (bounds.remaining === 0) throw new ConflictError('TRACKER_NOTHING_LEFT', fr.tracker.errors.nothingLeft);
    const wanted = readNumber(values.quantity ?? bounds.min);
    if (wanted === null || Number.isNaN(wanted) || !Number.isInteger(wanted) || wanted < 1) {
      throw FormError.field('quantity', fr.validation.integer);
    }
    const { cart, line } = await this.transactions.run(async (manager) => {
      const cart =
        (await this.queries.openOf(manager, actor.id, troc.organisationId)) ??
        (await this.queries.insertCart(manager, {
          slug: randomBytes(8).toString('hex'),
          userId: actor.id,
          organisationId: troc.organisationId,
          status: 'open',
          openKey: `${actor.id}:${troc.organisationId}`,
        }));
      const existing = await this.queries.lineOf(manager, cart.id, troc.id);
      const quantity = (existing?.quantity ?? 0) + wanted;
      // Above the maximum, the client opens the max-quantity modal (core §8).
      if (quantity > bounds.max)
        throw new ConflictError('CART_MAX_QUANTITY', t(fr.cart.errors.maxQuantity, { max: bounds.max }));
      if (quantity < bounds.min) {
        throw FormError.field('quantity', t(fr.tracker.errors.quantityRange, { min: bounds.min, max: bounds.max }));
      }
      const line = existing
        ? (await this.queries.updateLine(manager, existing.id, { quantity }), { ...existing, quantity })
        : await this.queries.saveLine(manager, { cartId: cart.id, trocId: troc.id, quantity });
      await this.queries.touch(manager, cart.id);
      return { cart, line };
    });
    const total = (await this.queries.openCarts(actor.id)).map((c) => c.id);
    let lines = 0;
    for (const id of total) lines += await this.queries.countLines(id);
    return { cart: cart.slug, line: line.id, total_in_cart: lines };
  }

  /** Saved on blur: the quantity, and on a negotiable sale the proposed unit price. */
  async editLine(id: number, actor: Actor, values: { quantity?: unknown; negotiatedPrice?: unknown }) {
    const { line, cart } = await this.ownedLine(id, actor);
    const troc = await this.trocs.byId(line.trocId);
    const c = new Collector();
    const fields: Partial<CartLine> = {};
    if (values.quantity !== undefined) {
      const quantity = checkQuantity(c, 'quantity', values.quantity, this.stock.bounds(troc));
      if (quantity !== null) fields.quantity = quantity;
    }
    if (values.negotiatedPrice !== undefined) {
      if (!isNegotiable(troc)) c.add('negotiatedPrice', fr.cart.errors.negotiationRefused);
      else if (readText(values.negotiatedPrice) === '') fields.negotiatedPriceCents = null;
      else {
        const price = c.number('negotiatedPrice', values.negotiatedPrice, {
          min: LIMITS.listing.decimalMin,
          max: LIMITS.numbers.moneyMaxEuros,
          decimal: true,
        });
        if (price !== null && !c.has('negotiatedPrice')) fields.negotiatedPriceCents = toCents(price);
      }
    }
    if (Object.keys(c.errors).length) throw new FormError(c.errors);
    if (Object.keys(fields).length === 0) throw FormError.field('_form', fr.http.nothingToChange);
    await this.transactions.run(async (manager) => {
      await this.queries.updateLine(manager, line.id, fields);
      await this.queries.touch(manager, cart.id);
    });
    return { cart, line: { ...line, ...fields } };
  }

  async removeLine(id: number, actor: Actor): Promise<Cart> {
    const { line, cart } = await this.ownedLine(id, actor);
    await this.queries.removeLine(null, line.id);
    await this.queries.touch(null, cart.id);
    return cart;
  }

  async clear(slug: string, actor: Actor): Promise<Cart> {
    const cart = await this.ownedOpen(slug, actor);
    await this.transactions.run((manager) => this.queries.clear(manager, cart.id));
    return cart;
  }

  /**
   * One exchange per line still available (ReservationRequested, tracker.cart), one batch thread
   * holding the message; lines no longer available are left out with their reason.
   */
  async submit(slug: string, actor: Actor, values: { message?: unknown }): Promise<CartSubmitResponse> {
    const cart = await this.ownedOpen(slug, actor);
    const c = new Collector();
    c.text('message', values.message, { required: true, min: LIMITS.message.min, max: LIMITS.message.max });
    if (Object.keys(c.errors).length) throw new FormError(c.errors);
    const lines = await this.queries.linesOf(cart.id);
    if (lines.length === 0) throw new ConflictError('CART_EMPTY', fr.cart.errors.empty);
    const trocs = await this.trocs.byIds(lines.map((l) => l.trocId));
    const skipped: CartSubmitResponse['skipped'] = [];
    const ready: { line: CartLine; troc: Troc }[] = [];
    const reasons = await this.unavailabilities(lines, trocs, actor);
    for (const line of lines) {
      const troc = trocs.get(line.trocId);
      const reason = reasons.get(line.id) ?? null;
      if (reason || !troc) skipped.push({ line: line.id, reason: reason ?? fr.cart.unavailable.gone });
      else ready.push({ line, troc });
    }
    if (ready.length === 0) throw new ConflictError('CART_NONE_AVAILABLE', fr.cart.errors.noneAvailable);
    const { created, thread } = await this.transactions.run(async (manager) => {
      const created = [];
      for (const { line, troc } of ready) {
        const unit = line.negotiatedPriceCents ?? (troc.swapType === 'Vente' ? troc.currentPriceCents : null);
        const tracker = await this.trackers.insertRequest(manager, troc, actor, line.quantity, {
          cartId: cart.id,
          ...(unit !== null ? { totalPriceCents: unit * line.quantity } : {}),
        });
        await this.queries.updateLine(manager, line.id, { trackerId: tracker.id });
        created.push(tracker);
      }
      const thread = await this.inbox.open(
        manager,
        {
          threadType: ThreadType.BatchDemand,
          title: `Panier de ${ready.length} référence${ready.length > 1 ? 's' : ''} — ${ready[0]!.troc.organisationName}`,
          fromUserId: actor.id,
          toUserId: ready[0]!.troc.managerId,
          cartId: cart.id,
        },
        { userId: actor.id, content: readText(values.message) },
      );
      await this.queries.touch(manager, cart.id, { status: 'submitted', openKey: null, submittedAt: new Date() });
      return { created, thread };
    });
    for (const tracker of created) await this.trackers.afterRequest(tracker, actor.id);
    return {
      trackers: created.map((k) => k.slug),
      thread: thread.slug,
      skipped,
      redirect: withLocale(ROUTES.cartView(cart.slug)),
    };
  }

  /** Why a line of an open cart cannot become an exchange now, or null. */
  /**
   * Why each line can no longer be asked for (null when it can), for a whole cart in two
   * queries: the listings the actor may still see, and those they already have an exchange on.
   */
  async unavailabilities(
    lines: readonly CartLine[],
    trocs: Map<number, Troc>,
    actor: Actor,
  ): Promise<Map<number, string | null>> {
    const ids = lines.map((l) => l.trocId);
    const [visible, pending] = await Promise.all([
      this.trocs.visibleIds(ids, actor),
      this.trackers.pendingTrocIds(
        lines.filter((l) => l.trackerId === null).map((l) => l.trocId),
        actor.id,
      ),
    ]);
    return new Map(
      lines.map((line) => {
        const troc = trocs.get(line.trocId);
        if (!troc || !isCartable(troc) || !visible.has(troc.id)) return [line.id, fr.cart.unavailable.gone];
        const bounds = this.stock.bounds(troc);
        if (bounds.remaining === 0) return [line.id, fr.cart.unavailable.gone];
        if (line.quantity > bounds.max || line.quantity < bounds.min) {
          return [line.id, t(fr.cart.unavailable.quantity, { remaining: bounds.remaining })];
        }
        if (line.trackerId === null && pending.has(troc.id)) return [line.id, fr.cart.unavailable.pending];
        return [line.id, null];
      }),
    );
  }

  /** The cart for its requester; 404 for anyone else. */
  async owned(slug: string, actor: Actor): Promise<Cart> {
    const cart = await this.queries.bySlug(slug);
    if (!cart || cart.userId !== actor.id) throw new NotFoundError('CART_NOT_FOUND', fr.http.notFound);
    return cart;
  }

  private async ownedOpen(slug: string, actor: Actor): Promise<Cart> {
    const cart = await this.owned(slug, actor);
    if (cart.status !== 'open') throw new ConflictError('CART_CLOSED', fr.cart.errors.closed);
    return cart;
  }

  private async ownedLine(id: number, actor: Actor): Promise<{ line: CartLine; cart: Cart }> {
    const line = await this.queries.line(id);
    const cart = line ? await this.queries.byId(line.cartId) : null;
    if (!line || !cart || cart.userId !== actor.id)
      throw new NotFoundError('CART_LINE_NOT_FOUND', fr.cart.errors.notInCart);
    if (cart.status !== 'open') throw new ConflictError('CART_CLOSED', fr.cart.errors.closed);
    return { line, cart };
  }
}
