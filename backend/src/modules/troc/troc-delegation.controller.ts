import { Body, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AutocompleteResponse, type DelegationSuggestion, type DelegationView, fr, readId } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { GeoQueryDto } from '../geo/dto/geo-query.dto.js';
import { delegateIds, DelegationsService } from '../identity/delegations.service.js';
import { DelegationDto } from '../identity/dto/delegation.dto.js';
import { Troc } from './entities/troc.entity.js';
import { canDelegate } from './troc-access.js';
import { TrocReadService } from './troc-read.service.js';

/** Delegations of a listing: its owner or manager hands its management to other members (core §3, §7). */
@ApiTags('annonces')
@Controller('api/troc/delegation')
export class TrocDelegationController {
  constructor(
    private readonly read: TrocReadService,
    private readonly delegations: DelegationsService,
  ) {}

  @Get(':slug')
  @SignedIn()
  async list(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    return this.delegations.list('troc', (await this.read.managed(slug, actor)).id);
  }

  @Post('autocomplete/:slug')
  @SignedIn()
  @HttpCode(200)
  async suggest(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: GeoQueryDto,
  ): Promise<AutocompleteResponse<DelegationSuggestion>> {
    const troc = await this.delegator(slug, actor);
    const inCharge = [troc.ownerId, troc.managerId, ...delegateIds(troc.delegates)];
    return { data: await this.delegations.suggest(dto.form.query, inCharge) };
  }

  @Post('add/:slug')
  @SignedIn()
  @HttpCode(200)
  async add(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: DelegationDto,
  ): Promise<DelegationView[]> {
    const troc = await this.delegator(slug, actor);
    await this.delegations.delegate(Troc, { type: 'troc', ...troc }, readId(dto.user), actor.id);
    return this.delegations.list('troc', troc.id);
  }

  @Post('delete/:id')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    const delegation = await this.delegations.byId(id);
    const troc =
      delegation?.subjectType === 'troc'
        ? (await this.read.byIds([delegation.subjectId])).get(delegation.subjectId)
        : undefined;
    if (!delegation || !troc || !canDelegate(troc, actor)) throw new NotFoundException(fr.delegation.errors.notFound);
    await this.delegations.revoke(Troc, delegation);
    return this.delegations.list('troc', troc.id);
  }

  /** Delegates manage the listing but do not hand it on: only its owner and manager delegate. */
  private async delegator(slug: string, actor: Actor): Promise<Troc> {
    const troc = await this.read.managed(slug, actor);
    if (!canDelegate(troc, actor)) throw new ForbiddenException(fr.delegation.errors.managerOnly);
    return troc;
  }
}
