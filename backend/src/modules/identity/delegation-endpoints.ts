import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type AutocompleteResponse, type DelegationSuggestion, type DelegationView, fr, readId } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { AutocompleteQueryDto } from '../../shared/autocomplete-query.dto.js';
import { delegateIds } from '../../shared/delegates-column.js';
import type { DelegationsService, DelegationSubject } from './delegations.service.js';
import { DelegationDto } from './dto/delegation.dto.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import type { Tx } from '../../core/database/transactions.js';

/** What a delegation route needs of its subject (a listing or an operation). */
export interface Delegable {
  id: number;
  ownerId: number;
  managerId: number;
  delegates: string | null;
}

/**
 * The delegation calls of a listing or an operation (core §7: list, autocomplete, add, delete by
 * {id}). Each module's controller extends this with its path and says how it loads its subject;
 * only the owner and the manager hand on the management, delegates manage but do not delegate.
 */
export abstract class DelegationEndpoints<T extends Delegable> {
  protected abstract readonly type: DelegationSubject;

  constructor(protected readonly delegations: DelegationsService) {}

  /** The subject for someone who manages it (404 unseen, 403 not theirs). */
  protected abstract managed(slug: string, actor: Actor): Promise<T>;

  protected abstract byId(id: number): Promise<T | undefined>;

  /** Rewrites the subject's copy of its delegates, in the delegation's transaction. */
  protected abstract writeDelegates(manager: Tx, id: number, delegates: string | null): Promise<void>;

  private readonly copy = (manager: Tx, id: number, delegates: string | null) =>
    this.writeDelegates(manager, id, delegates);

  @Get(':slug')
  @SignedIn()
  async list(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    return this.delegations.list(this.type, (await this.managed(slug, actor)).id);
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
    await this.delegations.delegate(this.copy, { ...subject, type: this.type }, readId(dto.user), actor.id);
    return this.delegations.list(this.type, subject.id);
  }

  @Post('delete/:id')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<DelegationView[]> {
    const delegation = await this.delegations.byId(id);
    const subject = delegation?.subjectType === this.type ? await this.byId(delegation.subjectId) : undefined;
    if (!delegation || !subject || !inCharge(subject, actor))
      throw new NotFoundError('DELEGATION_NOT_FOUND', fr.delegation.errors.notFound);
    await this.delegations.revoke(this.copy, delegation);
    return this.delegations.list(this.type, subject.id);
  }

  private async delegator(slug: string, actor: Actor): Promise<T> {
    const subject = await this.managed(slug, actor);
    if (!inCharge(subject, actor))
      throw new ForbiddenError('DELEGATION_MANAGER_ONLY', fr.delegation.errors.managerOnly);
    return subject;
  }
}

const inCharge = (subject: Delegable, actor: Actor) => subject.ownerId === actor.id || subject.managerId === actor.id;
