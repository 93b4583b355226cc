import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { fr, type ListingActionResponse, type ListingManagerCard, type ListResponse } from '@troc/shared';
import type { Request } from 'express';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import type { Actor } from '../../core/auth/actor.js';
import { ModerationMessageDto } from './dto/troc-forms.dto.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocViewService } from './troc-view.service.js';
import { ForbiddenError } from '../../core/errors/index.js';

/** Moderators approve, deny (with a reason) or reverse a denial, from the listing page or the queue. */
@ApiTags('modération')
@Controller('api/troc/moderation')
@SignedIn()
export class TrocModerationController {
  constructor(
    private readonly read: TrocReadService,
    private readonly views: TrocViewService,
    private readonly publication: TrocPublicationService,
    private readonly lists: TrocListsService,
  ) {}

  @Post()
  @HttpCode(200)
  async queue(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() page: PageQueryDto,
  ): Promise<ListResponse<ListingManagerCard>> {
    // The queue shows other members' unpublished listings: moderators only.
    if (!actor?.moderator) throw new ForbiddenError('TROC_MODERATOR_ONLY', fr.listing.errors.moderatorOnly);
    const { data, total } = await this.lists.moderationQueue(actor, page.page, page.size);
    return listResponse(data, { total }, req.originalUrl);
  }

  @Post('approve/:slug')
  @HttpCode(200)
  async approve(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingActionResponse> {
    const troc = await this.publication.approve(await this.read.moderated(slug, actor), actor);
    return { troc: await this.views.view(troc, actor) };
  }

  @Post('deny/:slug')
  @HttpCode(200)
  async deny(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ModerationMessageDto,
  ): Promise<ListingActionResponse> {
    const troc = await this.publication.deny(await this.read.moderated(slug, actor), actor, dto.message);
    return { troc: await this.views.view(troc, actor) };
  }

  @Post('reverse/:slug')
  @HttpCode(200)
  async reverse(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingActionResponse> {
    const troc = await this.publication.reverseDenial(await this.read.moderated(slug, actor), actor);
    return { troc: await this.views.view(troc, actor) };
  }
}
