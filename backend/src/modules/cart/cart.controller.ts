import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CartAddResponse,
  type CartLineResponse,
  type CartSubmitResponse,
  type CartView,
  fr,
  LIMITS,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { TrackerTransitionsService } from '../tracker/index.js';
import { CartViewService } from './cart-view.service.js';
import { CartService } from './cart.service.js';
import { CartQueries } from './cart.queries.js';
import { CartAddDto, CartLineDto, CartListDto, CartSubmitDto } from './dto/cart.dto.js';
import { NotFoundError } from '../../core/errors/index.js';

/** The cart calls of core §7 and supporting §7. */
@ApiTags('panier')
@Controller('api/cart')
export class CartController {
  constructor(
    private readonly carts: CartService,
    private readonly views: CartViewService,
    private readonly queries: CartQueries,
    private readonly transitions: TrackerTransitionsService,
  ) {}

  /** The requester's open carts, one per cédant organisation (the quick cart of the header). */
  @Get('mine')
  @SignedIn()
  async mine(@CurrentActor() actor: Actor): Promise<{ data: CartView[] }> {
    const carts = await this.queries.openCarts(actor.id);
    return { data: await Promise.all(carts.map((cart) => this.views.view(cart, actor))) };
  }

  @Post('add/:slug')
  @SignedIn()
  @HttpCode(200)
  add(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: CartAddDto): Promise<CartAddResponse> {
    return this.carts.add(slug, actor, dto);
  }

  @Post('edit/line/:id')
  @SignedIn()
  @HttpCode(200)
  async editLine(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: CartLineDto,
  ): Promise<CartLineResponse> {
    const { cart, line } = await this.carts.editLine(id, actor, dto);
    return { data: await this.views.line(line, cart, actor) };
  }

  @Post('remove/:id')
  @SignedIn()
  @HttpCode(200)
  async remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<CartView> {
    return this.views.view(await this.carts.removeLine(id, actor), actor);
  }

  @Get('view/:slug')
  @SignedIn()
  async view(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<CartView> {
    return this.views.view(await this.views.readable(slug, actor), actor);
  }

  /** The cart an exchange came from, as a thread's preview shows it: 5 lines, then « Et N autres références ». */
  @Get('tracker/:slug')
  @SignedIn()
  async ofTracker(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<CartView> {
    const { tracker } = await this.transitions.load(slug, actor);
    const cart = tracker.cartId ? await this.queries.byId(tracker.cartId) : null;
    if (!cart) throw new NotFoundError('CART_NOT_FOUND', fr.http.notFound);
    return this.views.view(cart, actor, { limit: LIMITS.cartPreview });
  }

  @Post('list/:slug')
  @SignedIn()
  @HttpCode(200)
  async list(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: CartListDto): Promise<CartView> {
    return this.views.view(await this.views.readable(slug, actor), actor, { offset: dto.offset });
  }

  @Post('clear/:slug')
  @SignedIn()
  @HttpCode(200)
  async clear(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<CartView> {
    return this.views.view(await this.carts.clear(slug, actor), actor);
  }

  @Post('submit/:slug')
  @SignedIn()
  @HttpCode(200)
  submit(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: CartSubmitDto,
  ): Promise<CartSubmitResponse> {
    return this.carts.submit(slug, actor, dto);
  }
}
