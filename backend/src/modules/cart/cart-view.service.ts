import { Injectable } from '@nestjs/common';
import {
  type CartLineView,
  type CartTotals,
  type CartView,
  formatCents,
  formatDate,
  fr,
  priceDifferenceInPercent,
  SwapType,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { UsersService } from '../identity/index.js';
import { InboxService } from '../inbox/index.js';
import { TrackerReads } from '../tracker/index.js';
import { TrackerViewService } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { TrocCardsService } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import { isCartable, isNegotiable } from './cart-rules.js';
import { CartQueries } from './cart.queries.js';
import { CartService } from './cart.service.js';
import type { CartLine } from './entities/cart-line.entity.js';
import type { Cart } from './entities/cart.entity.js';
import { NotFoundError } from '../../core/errors/index.js';

/** Carts and their lines in the spec's shapes, for the requester and for the managers of its lines. */
@Injectable()
export class CartViewService {
  constructor(
    private readonly queries: CartQueries,
    private readonly carts: CartService,
    private readonly trocs: TrocReadService,
    private readonly cards: TrocCardsService,
    private readonly stock: TrocStockService,
    private readonly trackers: TrackerReads,
    private readonly trackerViews: TrackerViewService,
    private readonly users: UsersService,
    private readonly inbox: InboxService,
  ) {}

  /** The requester, or after submission a manager of one of its lines; 404 for anyone else. */
  async readable(slug: string, actor: Actor): Promise<Cart> {
    const cart = await this.queries.bySlug(slug);
    if (!cart) throw new NotFoundError('CART_NOT_FOUND', fr.http.notFound);
    if (cart.userId === actor.id) return cart;
    if (cart.status === 'submitted') {
      const lines = await this.queries.linesOf(cart.id);
      const trocs = await this.trocs.byIds(lines.map((l) => l.trocId));
      if ([...trocs.values()].some((troc) => this.trocs.canManage(troc, actor))) return cart;
    }
    throw new NotFoundError('CART_NOT_FOUND', fr.http.notFound);
  }

  /** The cart with its lines from `offset` (the thread's preview loads 5, then the rest). */
  async view(cart: Cart, actor: Actor, options: { offset?: number; limit?: number } = {}): Promise<CartView> {
    const all = await this.queries.linesOf(cart.id);
    const offset = options.offset ?? 0;
    const shown = all.slice(offset, options.limit === undefined ? undefined : offset + options.limit);
    const trocs = await this.trocs.byIds(all.map((l) => l.trocId));
    const manages = [...trocs.values()].some((troc) => this.trocs.canManage(troc, actor));
    const mapped = await this.lines(shown, trocs, cart, actor);
    const [requesters, thread] = await Promise.all([this.users.findByIds([cart.userId]), this.inbox.byCart(cart.id)]);
    const requester = requesters.get(cart.userId);
    const organisation = [...trocs.values()][0]?.organisationName ?? fr.fallback.unknown;
    return {
      slug: cart.slug,
      status: cart.status,
      organisation,
      requester: {
        firstname: requester?.firstname ?? fr.fallback.unknown,
        lastname: requester?.lastname ?? '',
        organisation: requester?.organisation?.name ?? fr.fallback.unknown,
      },
      currentUser: cart.userId === actor.id,
      currentManager: manages,
      lines: mapped,
      nbLines: all.length,
      totals: totals(all, trocs),
      thread: thread?.slug ?? null,
      submittedDisplayDate: cart.submittedAt ? formatDate(cart.submittedAt) : null,
    };
  }

  async line(line: CartLine, cart: Cart, actor: Actor): Promise<CartLineView & { parent: CartTotals }> {
    const all = await this.queries.linesOf(cart.id);
    const trocs = await this.trocs.byIds(all.map((l) => l.trocId));
    const [view] = await this.lines([line], trocs, cart, actor);
    return { ...view!, parent: totals(all, trocs) };
  }

  private async lines(lines: CartLine[], trocs: Map<number, Troc>, cart: Cart, actor: Actor): Promise<CartLineView[]> {
    const list = [...trocs.values()];
    const files = await this.cards.uploads.findByIds(list.flatMap((t) => (t.image0Id ? [t.image0Id] : [])));
    const trackers = await this.trackers.byIds(lines.flatMap((l) => (l.trackerId ? [l.trackerId] : [])));
    const briefs = await this.trackerViews.briefs(trackers, actor);
    const reasons = cart.status === 'open' ? await this.carts.unavailabilities(lines, trocs, actor) : null;
    const out: CartLineView[] = [];
    for (const line of lines) {
      const troc = trocs.get(line.trocId);
      const reason = reasons?.get(line.id) ?? null;
      const sale = troc?.swapType === SwapType.Vente;
      const unit = sale ? (troc?.currentPriceCents ?? null) : null;
      const negotiated = line.negotiatedPriceCents;
      out.push({
        id: line.id,
        troc: {
          slug: troc?.slug ?? '',
          name: troc?.name ?? fr.fallback.unknown,
          thumbnail: troc?.image0Id ? this.cards.uploads.thumbnailUrl(files.get(troc.image0Id)) : null,
          swapType: troc?.swapType ?? null,
          itemPriceType: troc?.itemPriceType ?? null,
          itemCurrentPriceInEuros: unit === null ? null : formatCents(unit),
        },
        quantity: line.quantity,
        quantityUnit: troc?.unit ?? ('Unit' as CartLineView['quantityUnit']),
        startDateString: line.startDate ? formatDate(line.startDate) : null,
        endDateString: line.endDate ? formatDate(line.endDate) : null,
        editable: cart.status === 'open' && cart.userId === actor.id && reason === null,
        negotiable: Boolean(troc && isNegotiable(troc)),
        negotiatedPriceInEuros: negotiated === null ? null : formatCents(negotiated),
        negotiatedTotalPriceInEuros: negotiated === null ? null : formatCents(negotiated * line.quantity),
        originalTotalPriceInEuros: unit === null ? null : formatCents(unit * line.quantity),
        priceDifferenceInPercent: negotiated === null ? null : priceDifferenceInPercent(negotiated, unit),
        tracker: line.trackerId ? (briefs.get(line.trackerId) ?? null) : null,
        available: troc ? reason === null && (cart.status === 'submitted' || isCartable(troc)) : false,
        unavailableReason: reason,
        quantityBounds: troc ? this.stock.bounds(troc) : { min: 0, max: 0, fixed: true, remaining: 0 },
      });
    }
    return out;
  }
}

function totals(lines: CartLine[], trocs: Map<number, Troc>): CartTotals {
  let original = 0;
  let negotiated = 0;
  let quantity = 0;
  for (const line of lines) {
    const troc = trocs.get(line.trocId);
    const unit = troc?.swapType === SwapType.Vente ? (troc.currentPriceCents ?? 0) : 0;
    original += unit * line.quantity;
    negotiated += (line.negotiatedPriceCents ?? unit) * line.quantity;
    quantity += line.quantity;
  }
  return {
    nbLines: lines.length,
    totalQuantity: quantity,
    originalTotalInEuros: formatCents(original),
    negotiatedTotalInEuros: formatCents(negotiated),
  };
}
