import { Body, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AutocompleteResponse, type DelegationSuggestion, type DelegationView, fr, readId } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { GeoQueryDto } from '../geo/dto/geo-query.dto.js';
import { delegateIds, DelegationsService } from '../identity/delegations.service.js';
import { DelegationDto } from '../identity/dto/delegation.dto.js';
import { canDelegate } from '../troc/troc-access.js';
import { Operation } from './entities/operation.entity.js';
import { OperationQueries } from './operation.queries.js';
import { OperationService } from './operation.service.js';

/** Delegations of an operation, as for listings (core §7: operation delegation delete by {id}). */
@ApiTags('opérations')
@Controller('api/operation/delegation')
export class OperationDelegationController {
  constructor(
    private readonly operations: OperationService,
    private readonly queries: OperationQueries,
    private readonly delegations: DelegationsService,
  ) {}

  @Get(':slug')
  @SignedIn()
  async list(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    return this.delegations.list('operation', (await this.operations.managed(slug, actor)).id);
  }

  @Post('autocomplete/:slug')
  @SignedIn()
  @HttpCode(200)
  async suggest(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: GeoQueryDto,
  ): Promise<AutocompleteResponse<DelegationSuggestion>> {
    const operation = await this.delegator(slug, actor);
    const inCharge = [operation.ownerId, operation.managerId, ...delegateIds(operation.delegates)];
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
    const operation = await this.delegator(slug, actor);
    await this.delegations.delegate(Operation, { type: 'operation', ...operation }, readId(dto.user), actor.id);
    return this.delegations.list('operation', operation.id);
  }

  @Post('delete/:id')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    const delegation = await this.delegations.byId(id);
    const operation =
      delegation?.subjectType === 'operation'
        ? (await this.queries.byIds([delegation.subjectId])).get(delegation.subjectId)
        : undefined;
    if (!delegation || !operation || !canDelegate(operation, actor))
      throw new NotFoundException(fr.delegation.errors.notFound);
    await this.delegations.revoke(Operation, delegation);
    return this.delegations.list('operation', operation.id);
  }

  private async delegator(slug: string, actor: Actor): Promise<Operation> {
    const operation = await this.operations.managed(slug, actor);
    if (!canDelegate(operation, actor)) throw new ForbiddenException(fr.delegation.errors.managerOnly);
    return operation;
  }
}
