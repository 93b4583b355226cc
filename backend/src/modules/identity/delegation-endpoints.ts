import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AutocompleteResponse, type DelegationSuggestion, type DelegationView, fr, readId } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import { IdPipe } from '../../core/http/params.js';
import { AutocompleteQueryDto } from '../../shared/autocomplete-query.dto.js';
import { delegateIds } from '../../shared/delegates-column.js';
import {
  type Delegable,
  type DelegableSource,
  DelegationsService,
  type DelegationSubject,
} from './delegations.service.js';
import { DelegationDto } from './dto/delegation.dto.js';

/**
 * The delegation calls of a listing or an operation (core §7: list, autocomplete, add, delete by
 * {id}), one controller per path. The subject's module provides how its rows are read and its copy
 * written (DelegationsService.provide); only the owner and the manager hand on the management,
 * delegates manage but do not delegate.
 */
abstract class DelegationEndpoints {
  protected abstract readonly type: DelegationSubject;

  constructor(protected readonly delegations: DelegationsService) {}

  private get source(): DelegableSource {
    return this.delegations.sourceOf(this.type);
  }

  @Get(':slug')
  @SignedIn()
  async list(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    return this.delegations.list(this.type, (await this.source.managed(slug, actor)).id);
  }

  @Post('autocomplete/:slug')
  @SignedIn()
  @HttpCode(200)
  async suggest(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: AutocompleteQueryDto,
  ): Promise<AutocompleteResponse<DelegationSuggestion>> {
    const subject = await this.delegator(slug, actor);
    const inCharge = [subject.ownerId, subject.managerId, ...delegateIds(subject.delegates)];
    return { data: await this.delegations.suggest(actor, dto.form.query, inCharge) };
  }

  @Post('add/:slug')
  @SignedIn()
  @HttpCode(200)
  async add(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: DelegationDto,
  ): Promise<DelegationView[]> {
    const subject = await this.delegator(slug, actor);
    await this.delegations.delegate(
      this.source.writeDelegates,
      { ...subject, type: this.type },
      readId(dto.user),
      actor.id,
    );
    return this.delegations.list(this.type, subject.id);
  }

  @Post('delete/:id')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    const delegation = await this.delegations.byId(id);
    const subject = delegation?.subjectType === this.type ? await this.source.byId(delegation.subjectId) : undefined;
    if (!delegation || !subject || !inCharge(subject, actor))
      throw new NotFoundError('DELEGATION_NOT_FOUND', fr.delegation.errors.notFound);
    await this.delegations.revoke(this.source.writeDelegates, delegation);
    return this.delegations.list(this.type, subject.id);
  }

  private async delegator(slug: string, actor: Actor): Promise<Delegable> {
    const subject = await this.source.managed(slug, actor);
    if (!inCharge(subject, actor))
      throw new ForbiddenError('DELEGATION_MANAGER_ONLY', fr.delegation.errors.managerOnly);
    return subject;
  }
}

const inCharge = (subject: Delegable, actor: Actor) => subject.ownerId === actor.id || subject.managerId === actor.id;

/** Delegations of a listing (/api/troc/delegation/…). */
@ApiTags('annonces')
@Controller('api/troc/delegation')
export class TrocDelegationController extends DelegationEndpoints {
  protected readonly type = 'troc' as const;

  constructor(delegations: DelegationsService) {
    super(delegations);
  }
}

/** Delegations of an operation (/api/operation/delegation/…). */
@ApiTags('opérations')
@Controller('api/operation/delegation')
export class OperationDelegationController extends DelegationEndpoints {
  protected readonly type = 'operation' as const;

  constructor(delegations: DelegationsService) {
    super(delegations);
  }
}
