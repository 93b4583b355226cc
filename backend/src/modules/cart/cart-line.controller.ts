import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { fr, type TrackerActionResponse } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { TrackerReads } from '../tracker/index.js';
import { TrackerBilansService } from '../tracker/index.js';
import { TrackerViewService } from '../tracker/index.js';
import { CartQueries } from './cart.queries.js';
import { NotFoundError } from '../../core/errors/index.js';

export class PurchasePriceDto {
  @ApiPropertyOptional({ description: 'Valeur neuve unitaire, euros' }) @Allow() itemPurchasePrice?: unknown;
  @ApiPropertyOptional() @Allow() itemPurchasePriceUnknown?: unknown;
}

/** The purchase-price fragment of a submitted cart line (supporting §2, §7): its exchange's new value. */
@ApiTags('panier')
@Controller('api/cart-line')
export class CartLineController {
  constructor(
    private readonly queries: CartQueries,
    private readonly trackers: TrackerReads,
    private readonly bilans: TrackerBilansService,
    private readonly views: TrackerViewService,
  ) {}

  @Post('purchase-price/:id')
  @SignedIn()
  @HttpCode(200)
  async purchasePrice(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: PurchasePriceDto,
  ): Promise<TrackerActionResponse> {
    const line = await this.queries.line(id);
    const tracker = line?.trackerId ? await this.trackers.byId(line.trackerId) : null;
    if (!tracker) throw new NotFoundError('CART_LINE_NOT_FOUND', fr.cart.errors.notInCart);
    const loaded = await this.bilans.savePurchasePrice(tracker.slug, actor, dto);
    return { tracker: await this.views.view(loaded, actor) };
  }
}
