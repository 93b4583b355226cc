import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateListingResponse,
  type FavoriteResponse,
  fr,
  type ListingActionResponse,
  type ListingView,
  RequestType,
  ROUTES,
  withLocale,
  type CloneResponse,
} from '@troc/shared';
import { CurrentActor, OptionalActor, SignedIn } from '../../core/auth/decorators.js';
import type { Actor } from '../../core/auth/actor.js';
import { AddressFormDto } from '../../shared/address-form.dto.js';
import { CreateTrocDto, TrocDetailsDto, TrocManageDto } from './dto/troc-forms.dto.js';
import { TrocEditService } from './troc-edit.service.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocViewService } from './troc-view.service.js';
import { NotFoundError } from '../../core/errors/index.js';

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
  async create(@CurrentActor() actor: Actor, @Body() dto: CreateTrocDto): Promise<CreateListingResponse> {
    const troc = await this.edit.create(actor, dto.requestType);
    return { slug: troc.slug, id: troc.id };
  }

  /**
   * The new-listing page's form before its first save: the draft with its defaults (manager,
   * service, place, availability, visibility) as the edit page would show it, written nowhere.
   * Its first save creates it (POST create), so an abandoned page leaves no draft behind.
   */
  @Get('new/:requestType')
  @SignedIn()
  async unwritten(@Param('requestType') requestType: string, @CurrentActor() actor: Actor): Promise<ListingView> {
    if (!Object.values(RequestType).includes(requestType as RequestType)) {
      throw new NotFoundError('TROC_REQUEST_TYPE_UNKNOWN', fr.listing.errors.chooseRequestType);
    }
    const draft = this.edit.draft(actor, requestType as RequestType, '');
    // No row yet: id 0 matches no picture, invitation, perimeter or history.
    draft.id = 0;
    const view = await this.views.view(draft, actor);
    return { ...view, trocReference: '', actions: [], publishable: false, history: [], exchange: null, loan: null };
  }

  /** Anyone may ask; the visibility rules answer 404 for what the reader may not see. */
  @Get('view/:slug')
  async view(@Param('slug') slug: string, @OptionalActor() actor: Actor | null): Promise<ListingView> {
    const troc = await this.read.visible(slug, actor);
    this.views.countView(troc, actor);
    return this.views.view(troc, actor);
  }

  @Post('edit/:slug/details')
  @SignedIn()
  @HttpCode(200)
  async details(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: TrocDetailsDto,
  ): Promise<ListingView> {
    const troc = await this.edit.updateDetails(await this.read.managed(slug, actor), dto, actor.id);
    return this.views.view(troc, actor);
  }

  @Post('edit/:slug/manage')
  @SignedIn()
  @HttpCode(200)
  async manage(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: TrocManageDto,
  ): Promise<ListingView> {
    const troc = await this.edit.updateManage(await this.read.managed(slug, actor), dto);
    return this.views.view(troc, actor);
  }

  /** Booking periods arrive with the calendar module; the form exists so the page keeps its shape. */
  @Post('edit/:slug/calendar')
  @SignedIn()
  @HttpCode(200)
  async calendar(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingView> {
    return this.views.view(await this.read.managed(slug, actor), actor);
  }

  @Post('edit/:slug/address')
  @SignedIn()
  @HttpCode(200)
  async address(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: AddressFormDto,
  ): Promise<ListingView> {
    const troc = await this.edit.updateAddress(await this.read.managed(slug, actor), dto);
    return this.views.view(troc, actor);
  }

  @Post('edit/:slug/:form')
  @SignedIn()
  unknownForm(): never {
    throw new NotFoundError('TROC_NOT_FOUND', fr.http.notFound);
  }

  @Post('publish/:slug')
  @SignedIn()
  @HttpCode(200)
  async publish(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingActionResponse> {
    const troc = await this.publication.publish(await this.read.managed(slug, actor), actor);
    return { troc: await this.views.view(troc, actor) };
  }

  @Post('unpublish/:slug')
  @SignedIn()
  @HttpCode(200)
  async unpublish(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingActionResponse> {
    const troc = await this.publication.unpublish(await this.read.managed(slug, actor), actor);
    return { troc: await this.views.view(troc, actor) };
  }

  @Post('delete/:slug')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ListingActionResponse> {
    await this.publication.delete(await this.read.managed(slug, actor), actor);
    return { redirect: withLocale(ROUTES.myListings) };
  }

  @Post('clone/:slug')
  @SignedIn()
  @HttpCode(200)
  async clone(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<CloneResponse> {
    const copy = await this.edit.clone(await this.read.managed(slug, actor), actor);
    return { slug: copy.slug, id: copy.id, redirect: withLocale(ROUTES.trocEdit(copy.slug)) };
  }

  @Post('favorite/:slug')
  @SignedIn()
  @HttpCode(200)
  async favorite(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<FavoriteResponse> {
    const troc = await this.read.visible(slug, actor);
    return { is_favorite: await this.lists.toggleFavorite(actor, troc) };
  }
}
