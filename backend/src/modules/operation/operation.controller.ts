import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateListingResponse,
  fr,
  type ListResponse,
  type OperationCard,
  type OperationCreatedResponse,
  type OperationView,
  ROUTES,
  TRACKER_FINAL,
  TRACKER_HOLDING,
  type TrackerCard,
  TrackerStatus,
  withLocale,
  type CloneResponse,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, OptionalActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import { TrackerReads } from '../tracker/index.js';
import { TrackerViewService } from '../tracker/index.js';
import { TrocOperationsService } from '../troc/index.js';
import { AddressFormDto } from '../../shared/address-form.dto.js';
import { OperationAdsDto, OperationCreateDto, OperationListDto, OperationManageDto } from './dto/operation.dto.js';
import { OperationViewService } from './operation-view.service.js';
import { OperationQueries } from './operation.queries.js';
import { OperationService } from './operation.service.js';
import type { Operation } from './entities/operation.entity.js';
import { PerimeterFilterService } from '../identity/index.js';
import { NotFoundError } from '../../core/errors/index.js';

/** The operation calls of core §7 and its edit forms. */
@ApiTags('opérations')
@Controller('api/operation')
export class OperationController {
  constructor(
    private readonly operations: OperationService,
    private readonly views: OperationViewService,
    private readonly queries: OperationQueries,
    private readonly listings: TrocOperationsService,
    private readonly trackers: TrackerReads,
    private readonly trackerViews: TrackerViewService,
    private readonly perimeter: PerimeterFilterService,
  ) {}

  @Post('create')
  @SignedIn()
  async create(@CurrentActor() actor: Actor, @Body() dto: OperationCreateDto): Promise<OperationCreatedResponse> {
    const operation = await this.operations.create(actor, dto.name);
    return { slug: operation.slug, id: operation.id, redirect: withLocale(ROUTES.operationEdit(operation.slug)) };
  }

  @Post('mine')
  @SignedIn()
  @HttpCode(200)
  async mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: OperationListDto,
  ): Promise<ListResponse<OperationCard>> {
    const form = dto.operation_filter_form;
    const scope = await this.perimeter.scopeOf(actor, form, 'operation_filter_form');
    const found = await this.queries.mine(scope, form, dto.page, dto.size);
    return listResponse(await this.views.cards(found.rows, actor), found, req.originalUrl);
  }

  /** Anyone may ask; the listing's visibility rule answers 404 for what the reader may not see. */
  @Get('view/:slug')
  async view(@Param('slug') slug: string, @OptionalActor() actor: Actor | null): Promise<OperationView> {
    const operation = await this.operations.visible(slug, actor);
    this.views.countView(operation, actor);
    return this.present(operation, actor);
  }

  @Post('edit/:slug/manage')
  @SignedIn()
  @HttpCode(200)
  async manage(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: OperationManageDto,
  ): Promise<OperationView> {
    const operation = await this.operations.updateManage(await this.operations.managed(slug, actor), dto);
    return this.present(operation, actor);
  }

  @Post('edit/:slug/address')
  @SignedIn()
  @HttpCode(200)
  async address(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: AddressFormDto,
  ): Promise<OperationView> {
    const operation = await this.operations.updateAddress(await this.operations.managed(slug, actor), dto);
    return this.present(operation, actor);
  }

  /** The ads form: which of the manager's listings the operation holds. */
  @Post('edit/:slug/ads')
  @SignedIn()
  @HttpCode(200)
  async ads(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: OperationAdsDto,
  ): Promise<OperationView> {
    const operation = await this.operations.managed(slug, actor);
    if (operation.publicationStatus === 'Archived') throw new NotFoundError('OPERATION_NOT_FOUND', fr.http.notFound);
    await this.listings.assign(actor, operation, dto.trocs);
    return this.present(operation, actor);
  }

  @Post('edit/:slug/:form')
  @SignedIn()
  unknownForm(): never {
    throw new NotFoundError('OPERATION_NOT_FOUND', fr.http.notFound);
  }

  @Post('publish/:slug')
  @SignedIn()
  @HttpCode(200)
  async publish(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<{ operation: OperationView }> {
    const operation = await this.operations.publish(await this.operations.managed(slug, actor), actor);
    return { operation: await this.present(operation, actor) };
  }

  @Post('unpublish/:slug')
  @SignedIn()
  @HttpCode(200)
  async unpublish(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<{ operation: OperationView }> {
    const operation = await this.operations.unpublish(await this.operations.managed(slug, actor), actor);
    return { operation: await this.present(operation, actor) };
  }

  @Post('delete/:slug')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<{ redirect: string }> {
    await this.operations.delete(await this.operations.managed(slug, actor), actor);
    return { redirect: withLocale(ROUTES.myOperations) };
  }

  @Post('clone/:slug')
  @SignedIn()
  @HttpCode(200)
  async clone(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<CloneResponse> {
    const copy = await this.operations.clone(await this.operations.managed(slug, actor), actor);
    return { slug: copy.slug, id: copy.id, redirect: withLocale(ROUTES.operationEdit(copy.slug)) };
  }

  /** The operation's reserved exchanges (approved or recorded), for its managers. */
  @Post('trackers/:slug')
  @SignedIn()
  @HttpCode(200)
  async reserved(
    @Req() req: Request,
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() page: PageQueryDto,
  ) {
    return this.trackerList(
      req,
      await this.operations.managed(slug, actor),
      actor,
      [...TRACKER_HOLDING, TrackerStatus.ReservationRequested],
      page,
    );
  }

  @Post('trackers/terminated/:slug')
  @SignedIn()
  @HttpCode(200)
  async terminated(
    @Req() req: Request,
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() page: PageQueryDto,
  ) {
    return this.trackerList(req, await this.operations.managed(slug, actor), actor, TRACKER_FINAL, page);
  }

  private async trackerList(
    req: Request,
    operation: Operation,
    actor: Actor,
    statuses: readonly TrackerStatus[],
    page: PageQueryDto,
  ): Promise<ListResponse<TrackerCard>> {
    const ids = await this.listings.listingIdsOf(operation.id);
    const found = await this.trackers.ofListings(ids, statuses, page.page, page.size);
    return listResponse(await this.trackerViews.cards(found.rows, actor), found, req.originalUrl);
  }

  private async present(operation: Operation, actor: Actor | null): Promise<OperationView> {
    const publishable = Object.keys(await this.operations.publicationErrors(operation)).length === 0;
    return this.views.view(operation, actor, publishable);
  }
}

/** « Ajouter une annonce » from an operation (core §2: /troc/add/operation/{slug}/). */
@ApiTags('opérations')
@Controller('api/troc/add/operation')
export class OperationListingController {
  constructor(
    private readonly operations: OperationService,
    private readonly queries: OperationQueries,
    private readonly listings: TrocOperationsService,
  ) {}

  @Post(':slug')
  @SignedIn()
  async add(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
  ): Promise<CreateListingResponse & { redirect: string }> {
    const operation = await this.operations.managed(slug, actor);
    const troc = await this.listings.createIn(actor, await this.operations.listingTemplate(operation));
    return { slug: troc.slug, id: troc.id, redirect: withLocale(ROUTES.trocEdit(troc.slug)) };
  }
}
