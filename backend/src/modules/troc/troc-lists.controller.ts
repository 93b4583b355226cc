import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LIMITS, type ListingCard, type ListingManagerCard, type ListResponse } from '@troc/shared';
import type { Request } from 'express';
import { CurrentActor, OptionalActor, SignedIn, SkipCsrf } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import type { Actor } from '../../core/auth/actor.js';
import { MyListingsDto, SearchDto, SearchFormDto } from './dto/search.dto.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocSearchService } from './troc-search.service.js';

/**
 * The list loaders of listings: POST with page, size and the form's filters (supporting §7).
 * They only read, so they need no CSRF token, hence no session: a visitor searches even while
 * the session store (Redis) is away.
 */
@ApiTags('annonces')
@SkipCsrf()
@Controller('api/troc')
export class TrocListsController {
  constructor(
    private readonly search: TrocSearchService,
    private readonly lists: TrocListsService,
    private readonly read: TrocReadService,
  ) {}

  @Post('search')
  @HttpCode(200)
  async searchListings(
    @OptionalActor() actor: Actor | null,
    @Body() dto: SearchDto,
  ): Promise<ListResponse<ListingCard>> {
    const found = await this.search.search(dto.search_form, dto.page, dto.size, actor);
    return listResponse(found.data, { total: found.total, totalResults: found.totalResults }, found.url);
  }

  @Post('last')
  @HttpCode(200)
  async last(
    @Req() req: Request,
    @OptionalActor() actor: Actor | null,
    @Body() page: PageQueryDto,
  ): Promise<ListResponse<ListingCard>> {
    const found = await this.lists.last(actor, page.page, page.size);
    return listResponse(found.data, found, req.originalUrl);
  }

  @Post('similar/:slug')
  @HttpCode(200)
  async similar(
    @Req() req: Request,
    @OptionalActor() actor: Actor | null,
    @Param('slug') slug: string,
    @Body() page: PageQueryDto,
  ): Promise<ListResponse<ListingCard>> {
    const troc = await this.read.visible(slug, actor);
    const found = await this.lists.similar(troc, actor, page.size);
    return listResponse(found.data, found, req.originalUrl);
  }

  /** The nearest listings to the reader (size 5, core §9). */
  @Post('highlight')
  @HttpCode(200)
  async highlight(@Req() req: Request, @OptionalActor() actor: Actor | null): Promise<ListResponse<ListingCard>> {
    const found = await this.search.search(new SearchFormDto(), 1, LIMITS.page.highlightSize, actor);
    return listResponse(found.data, { total: found.total, totalResults: found.totalResults }, req.originalUrl);
  }

  @Post('mine')
  @SignedIn()
  @HttpCode(200)
  async mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: MyListingsDto,
  ): Promise<ListResponse<ListingManagerCard>> {
    const found = await this.lists.mine(actor, dto.troc_filter_form, dto.page, dto.size);
    return listResponse(found.data, found, req.originalUrl);
  }

  @Post('favorites')
  @SignedIn()
  @HttpCode(200)
  async favorites(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() page: PageQueryDto,
  ): Promise<ListResponse<ListingCard>> {
    const found = await this.lists.favoriteList(actor, page.page, page.size);
    return listResponse(found.data, found, req.originalUrl);
  }
}
