import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AutocompleteResponse,
  type EcoGain,
  economicGain,
  type ListResponse,
  type PersonSuggestion,
  type SavingsResponse,
  type ThreadView,
  type TrackerAction,
  type TrackerActionResponse,
  type TrackerCard,
  type TrackerCreatedResponse,
  type TrackerRecordForm,
  type TrackerView,
  fr,
  validateThreadMessage,
  readText,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import { InboxService } from '../inbox/index.js';
import { AutocompleteQueryDto } from '../../shared/autocomplete-query.dto.js';
import { PeopleSearch } from '../identity/index.js';
import {
  RegularisationDto,
  ReservationDto,
  ThreadMessageDto,
  BilansDto,
  SavingsDto,
  TrackerListDto,
  TrackerRecordDto,
} from './dto/tracker.dto.js';
import { TrackerTransitionsService } from './tracker-transitions.service.js';
import { TrackerBilansService } from './tracker-bilans.service.js';
import { TrackerViewService } from './tracker-view.service.js';
import { TrackerQueries } from './tracker.queries.js';
import { TrackerScopes } from './tracker-scope.js';
import { TrackerService } from './tracker.service.js';
import { savingsTotals } from './tracker-savings.js';

/** A reservation request from the listing view (core §7: /api/troc/inbox/reservation/{slug}/). */
@ApiTags('échanges')
@Controller('api/troc/inbox')
export class ReservationController {
  constructor(private readonly trackers: TrackerService) {}

  @Post('reservation/:slug')
  @SignedIn()
  @HttpCode(201)
  reserve(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ReservationDto,
  ): Promise<TrackerCreatedResponse> {
    return this.trackers.request(slug, actor, dto);
  }
}

/** The exchange calls of core §7: info, actions, the recording form, the thread and the lists. */
@ApiTags('échanges')
@Controller('api/tracker')
export class TrackerController {
  constructor(
    private readonly trackers: TrackerService,
    private readonly transitions: TrackerTransitionsService,
    private readonly views: TrackerViewService,
    private readonly queries: TrackerQueries,
    private readonly inbox: InboxService,
    private readonly people: PeopleSearch,
    private readonly scopes: TrackerScopes,
    private readonly bilans: TrackerBilansService,
  ) {}

  @Post('mine')
  @SignedIn()
  @HttpCode(200)
  mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: TrackerListDto,
  ): Promise<ListResponse<TrackerCard>> {
    return this.list(req, actor, dto, false);
  }

  @Post('terminated/mine')
  @SignedIn()
  @HttpCode(200)
  terminated(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: TrackerListDto,
  ): Promise<ListResponse<TrackerCard>> {
    return this.list(req, actor, dto, true);
  }

  /**
   * The savings of the actor's organisation over a period, in total and per month: the one
   * endpoint the dashboards read (core §1: euros, kilograms and CO2 of completed exchanges).
   */
  @Post('savings')
  @SignedIn()
  @HttpCode(200)
  async savings(@CurrentActor() actor: Actor, @Body() dto: SavingsDto): Promise<SavingsResponse> {
    const form = dto.savings_form;
    const months = await this.queries.savingsByMonth(
      actor.organisationId,
      form.direction,
      form.from ?? null,
      form.to ?? null,
    );
    return {
      direction: form.direction,
      from: form.from ?? null,
      to: form.to ?? null,
      totals: savingsTotals(months),
      byMonth: months.map((m) => ({ month: m.month, ...savingsTotals([m]) })),
    };
  }

  /** Members of any organisation, for the regularisation's taker: names and organisations (PeopleSearch). */
  @Post('users/autocomplete')
  @SignedIn()
  @HttpCode(200)
  async users(
    @CurrentActor() actor: Actor,
    @Body() dto: AutocompleteQueryDto,
  ): Promise<AutocompleteResponse<PersonSuggestion>> {
    const found = await this.people.suggest(actor, dto.form.query, [actor.id]);
    return { data: found.map((p) => p.suggestion) };
  }

  /** Regularisation: an exchange agreed elsewhere, recorded by the listing's manager. */
  @Post('add/:slug')
  @SignedIn()
  @HttpCode(201)
  add(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: RegularisationDto,
  ): Promise<TrackerCreatedResponse> {
    return this.trackers.regularize(slug, actor, dto);
  }

  @Get('info/:slug')
  @SignedIn()
  async info(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerView> {
    return this.views.view(await this.transitions.load(slug, actor), actor);
  }

  @Get('summary/:slug')
  @SignedIn()
  async summary(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerView> {
    return this.views.view(await this.transitions.load(slug, actor), actor);
  }

  @Post('approve/:slug')
  @SignedIn()
  @HttpCode(200)
  approve(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerActionResponse> {
    return this.act(slug, 'approve', actor);
  }

  @Post('deny/:slug')
  @SignedIn()
  @HttpCode(200)
  deny(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerActionResponse> {
    return this.act(slug, 'deny', actor);
  }

  @Post('cancel/:slug')
  @SignedIn()
  @HttpCode(200)
  cancel(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerActionResponse> {
    return this.act(slug, 'cancel', actor);
  }

  @Post('swap/cancel/:slug')
  @SignedIn()
  @HttpCode(200)
  swapCancel(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerActionResponse> {
    return this.act(slug, 'swapCancel', actor);
  }

  @Post('swap/complete/:slug')
  @SignedIn()
  @HttpCode(200)
  swapComplete(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerActionResponse> {
    return this.act(slug, 'complete', actor);
  }

  @Post('save-draft/:slug')
  @SignedIn()
  @HttpCode(200)
  async saveDraft(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: TrackerRecordDto,
  ): Promise<TrackerActionResponse> {
    const loaded = await this.transitions.saveDraft(slug, actor, dto as TrackerRecordForm);
    return { tracker: await this.views.view(loaded, actor) };
  }

  /** Records the exchange (ReservationApproved → SwapInitiated) with its complete form. */
  @Post('edit/:slug')
  @SignedIn()
  @HttpCode(200)
  async record(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: TrackerRecordDto,
  ): Promise<TrackerActionResponse> {
    const loaded = await this.transitions.record(slug, actor, dto as TrackerRecordForm);
    return { tracker: await this.views.view(loaded, actor) };
  }

  /** The bilans form of the exchange (its manager's side, once accepted). */
  @Post('accounting/:slug')
  @SignedIn()
  @HttpCode(200)
  async accounting(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: BilansDto,
  ): Promise<TrackerActionResponse> {
    const loaded = await this.bilans.saveBilans(slug, actor, dto);
    return { tracker: await this.views.view(loaded, actor) };
  }

  /** The eco-gain calculator (core §7): the sent bilans fields, the exchange's quantity. */
  @Post('calculate-eco-gain/:slug')
  @SignedIn()
  @HttpCode(200)
  async ecoGain(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: BilansDto): Promise<EcoGain> {
    const { tracker } = await this.transitions.load(slug, actor);
    return economicGain(dto, tracker.requestedQuantity);
  }

  @Get('thread/:slug')
  @SignedIn()
  async thread(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ThreadView> {
    const thread = await this.views.thread(await this.transitions.load(slug, actor), actor);
    if (!thread) throw new NotFoundError('TRACKER_THREAD_NOT_FOUND', fr.http.notFound);
    return thread;
  }

  /** Both parties write in the exchange's thread (the inbox reply form: 4..500). */
  @Post('thread/:slug')
  @SignedIn()
  @HttpCode(200)
  async write(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ThreadMessageDto,
  ): Promise<ThreadView> {
    const loaded = await this.transitions.load(slug, actor);
    const thread = await this.inbox.forTracker(loaded.tracker);
    if (!thread) throw new NotFoundError('TRACKER_THREAD_NOT_FOUND', fr.http.notFound);
    const errors = validateThreadMessage(dto);
    if (Object.keys(errors).length) throw new FormError(errors);
    await this.inbox.post(thread, actor.id, readText(dto.message));
    return (await this.views.thread(loaded, actor))!;
  }

  private async act(slug: string, action: TrackerAction, actor: Actor): Promise<TrackerActionResponse> {
    const loaded = await this.transitions.act(slug, action, actor);
    return { tracker: await this.views.view(loaded, actor) };
  }

  private async list(
    req: Request,
    actor: Actor,
    dto: TrackerListDto,
    terminated: boolean,
  ): Promise<ListResponse<TrackerCard>> {
    const form = dto.tracker_filter_form;
    const scope = await this.scopes.of(actor, form, 'tracker_filter_form');
    const found = await this.queries.mine(scope, { ...form, terminated }, dto.page, dto.size);
    return listResponse(await this.views.cards(found.rows, actor), found, req.originalUrl);
  }
}
