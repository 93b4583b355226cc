import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateListingResponse,
  type FavoriteResponse,
  fr,
  type ListingActionResponse,
  type ListingView,
  ROUTES,
  withLocale,
} from '@troc/shared';
import { CurrentUser, OptionalUser, SignedIn } from '../../core/auth/decorators.js';
import type { User } from '../identity/entities/user.entity.js';
import { CreateTrocDto, TrocAddressDto, TrocDetailsDto, TrocManageDto } from './dto/troc-forms.dto.js';
import { TrocEditService } from './troc-edit.service.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocViewService } from './troc-view.service.js';

/** Listing creation, view, the four edit forms and the owner's actions (core §7). */
@ApiTags('annonces')
@Controller('api/troc')
export class TrocController {
  constructor(
    private readonly read: TrocReadService,
    private readonly views: TrocViewService,
    private readonly edit: TrocEditService,
    private readonly publication: TrocPublicationService,
    private readonly lists: TrocListsService,
  ) {}

  @Post('create')
  @SignedIn()
  async create(@CurrentUser() user: User, @Body() dto: CreateTrocDto): Promise<CreateListingResponse> {
    const troc = await this.edit.create(user, dto.requestType);
    return { slug: troc.slug, id: troc.id };
  }

  /** Anyone may ask; the visibility rules answer 404 for what the reader may not see. */
  @Get('view/:slug')
  async view(@Param('slug') slug: string, @OptionalUser() user: User | null): Promise<ListingView> {
    const troc = await this.read.visible(slug, user);
    await this.views.countView(troc, user);
    return this.views.view(troc, user);
  }

  @Post('edit/:slug/details')
  @SignedIn()
  @HttpCode(200)
  async details(@Param('slug') slug: string, @CurrentUser() user: User, @Body() dto: TrocDetailsDto) {
    const troc = await this.edit.updateDetails(await this.read.managed(slug, user), dto);
    return this.views.view(troc, user);
  }

  @Post('edit/:slug/manage')
  @SignedIn()
  @HttpCode(200)
  async manage(@Param('slug') slug: string, @CurrentUser() user: User, @Body() dto: TrocManageDto) {
    const troc = await this.edit.updateManage(await this.read.managed(slug, user), dto);
    return this.views.view(troc, user);
  }

  /** Booking periods arrive with the calendar module; the form exists so the page keeps its shape. */
  @Post('edit/:slug/calendar')
  @SignedIn()
  @HttpCode(200)
  async calendar(@Param('slug') slug: string, @CurrentUser() user: User) {
    return this.views.view(await this.read.managed(slug, user), user);
  }

  @Post('edit/:slug/address')
  @SignedIn()
  @HttpCode(200)
  async address(@Param('slug') slug: string, @CurrentUser() user: User, @Body() dto: TrocAddressDto) {
    const troc = await this.edit.updateAddress(await this.read.managed(slug, user), dto);
    return this.views.view(troc, user);
  }

  @Post('edit/:slug/:form')
  @SignedIn()
  unknownForm(): never {
    throw new NotFoundException(fr.http.notFound);
  }

  @Post('publish/:slug')
  @SignedIn()
  @HttpCode(200)
  async publish(@Param('slug') slug: string, @CurrentUser() user: User): Promise<ListingActionResponse> {
    const troc = await this.publication.publish(await this.read.managed(slug, user), user);
    return { troc: await this.views.view(troc, user) };
  }

  @Post('unpublish/:slug')
  @SignedIn()
  @HttpCode(200)
  async unpublish(@Param('slug') slug: string, @CurrentUser() user: User): Promise<ListingActionResponse> {
    const troc = await this.publication.unpublish(await this.read.managed(slug, user), user);
    return { troc: await this.views.view(troc, user) };
  }

  @Post('delete/:slug')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('slug') slug: string, @CurrentUser() user: User): Promise<ListingActionResponse> {
    await this.publication.delete(await this.read.managed(slug, user), user);
    return { redirect: withLocale(ROUTES.myListings) };
  }

  @Post('clone/:slug')
  @SignedIn()
  @HttpCode(200)
  async clone(@Param('slug') slug: string, @CurrentUser() user: User) {
    const copy = await this.edit.clone(await this.read.managed(slug, user), user);
    return { slug: copy.slug, id: copy.id, redirect: withLocale(ROUTES.trocEdit(copy.slug)) };
  }

  @Post('favorite/:slug')
  @SignedIn()
  @HttpCode(200)
  async favorite(@Param('slug') slug: string, @CurrentUser() user: User): Promise<FavoriteResponse> {
    const troc = await this.read.visible(slug, user);
    return { is_favorite: await this.lists.toggleFavorite(user, troc) };
  }
}
