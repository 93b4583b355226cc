import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  formatCents,
  fr,
  readNumber,
  readText,
  Role,
  type ShippingProviderView,
  type ShippingQuotesResponse,
  t,
  type ThreadView,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, Roles, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import { InboxService } from '../inbox/index.js';
import { TrackerService } from '../tracker/index.js';
import { TrocReadService } from '../troc/index.js';
import { ShippingPostDto, ShippingProviderDto, ShippingRequestDto } from './dto/shipping.dto.js';
import { ShippingService } from './shipping.service.js';

/** The shipping modal of the listing view and the quote posted into a thread (core §7). */
@ApiTags('transport')
@Controller('api/troc')
export class ShippingController {
  constructor(
    private readonly shipping: ShippingService,
    private readonly trocs: TrocReadService,
    private readonly inbox: InboxService,
    private readonly trackers: TrackerService,
  ) {}

  @Post('shipping/:slug')
  @SignedIn()
  @HttpCode(200)
  async quotes(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ShippingRequestDto,
  ): Promise<ShippingQuotesResponse> {
    const data = await this.shipping.quotes(await this.trocs.visible(slug, actor), dto);
    return { data, message: data.length ? null : fr.shipping.noResult };
  }

  /** Posts the chosen carrier's quote into an exchange's thread, as a message of the poster. */
  @Post('inbox/shipping/:thread')
  @SignedIn()
  @HttpCode(200)
  async post(
    @Param('thread') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ShippingPostDto,
  ): Promise<ThreadView> {
    const thread = await this.inbox.bySlug(slug);
    const allowed =
      thread &&
      (thread.fromUserId === actor.id ||
        thread.toUserId === actor.id ||
        (thread.trackerId !== null && (await this.trackers.isParty(thread.trackerId, actor))));
    if (!thread || !allowed || thread.trocId === null)
      throw new NotFoundError('SHIPPING_THREAD_NOT_FOUND', fr.shipping.errors.noThread);
    const troc = (await this.trocs.byIds([thread.trocId])).get(thread.trocId);
    if (!troc) throw new NotFoundError('SHIPPING_THREAD_NOT_FOUND', fr.shipping.errors.noThread);
    const quote = (await this.shipping.quotes(troc, dto)).find((q) => q.provider.slug === readText(dto.provider));
    if (!quote) throw FormError.field('provider', fr.shipping.errors.providerUnknown);
    const content = t(fr.shipping.threadMessage, {
      provider: quote.provider.name,
      area: quote.area.name,
      price: formatCents(Math.round(quote.price * 100)),
      weight: String(readNumber(dto.weight)).replace('.', ','),
      distance: String(readNumber(dto.distance)).replace('.', ','),
      threshold: quote.maxThreshold,
      unit: fr.shipping.units[quote.unit],
    });
    await this.inbox.post(thread, actor.id, content);
    return { ...(await this.inbox.view(thread, actor.id)), tracker: null, troc: troc.slug };
  }
}

/** Carriers and their grids, for platform admins. */
@ApiTags('transport')
@Controller('api/shipping/providers')
export class ShippingAdminController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @Roles(Role.PlatformAdmin)
  list(): Promise<ShippingProviderView[]> {
    return this.shipping.providers();
  }

  @Post()
  @Roles(Role.PlatformAdmin)
  @HttpCode(200)
  async create(@Body() dto: ShippingProviderDto): Promise<ShippingProviderView[]> {
    await this.shipping.saveProvider(null, dto);
    return this.shipping.providers();
  }

  @Post('delete/:id')
  @Roles(Role.PlatformAdmin)
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number): Promise<ShippingProviderView[]> {
    await this.shipping.deleteProvider(id);
    return this.shipping.providers();
  }

  @Post(':id')
  @Roles(Role.PlatformAdmin)
  @HttpCode(200)
  async update(@Param('id', IdPipe) id: number, @Body() dto: ShippingProviderDto): Promise<ShippingProviderView[]> {
    await this.shipping.saveProvider(id, dto);
    return this.shipping.providers();
  }
}
