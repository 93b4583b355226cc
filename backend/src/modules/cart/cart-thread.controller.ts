import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type CartView, fr, LIMITS } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { InboxThreadsService } from '../inbox/index.js';
import { TrackerReads } from '../tracker/index.js';
import { CartViewService } from './cart-view.service.js';
import { CartQueries } from './cart.queries.js';
import { CartListDto } from './dto/cart.dto.js';
import { NotFoundError } from '../../core/errors/index.js';

/**
 * The cart preview of an inbox thread (core §2): a batch thread's cart, or the cart an
 * exchange's thread came from; 5 lines from offset 0, the rest from offset 5.
 */
@ApiTags('panier')
@Controller('api/user/inbox/cart')
export class CartThreadController {
  constructor(
    private readonly threads: InboxThreadsService,
    private readonly trackers: TrackerReads,
    private readonly queries: CartQueries,
    private readonly views: CartViewService,
  ) {}

  @Post(':slug')
  @SignedIn()
  @HttpCode(200)
  async lines(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: CartListDto): Promise<CartView> {
    const thread = await this.threads.readable(slug, actor);
    const tracker = thread.trackerId === null ? null : await this.trackers.byId(thread.trackerId);
    const cartId = thread.cartId ?? tracker?.cartId ?? null;
    const cart = cartId === null ? null : await this.queries.byId(cartId);
    if (!cart) throw new NotFoundError('CART_NOT_FOUND', fr.http.notFound);
    await this.views.readable(cart.slug, actor);
    return this.views.view(cart, actor, dto.offset === 0 ? { limit: LIMITS.cartPreview } : { offset: dto.offset });
  }
}
