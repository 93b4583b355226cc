import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../core/auth/actor.js';
import { DelegationEndpoints } from '../identity/index.js';
import { DelegationsService } from '../identity/index.js';
import type { Tx } from '../../core/database/transactions.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocQueries } from './troc.queries.js';
import { TrocReadService } from './troc-read.service.js';

/** Delegations of a listing (/api/troc/delegation/…). */
@ApiTags('annonces')
@Controller('api/troc/delegation')
export class TrocDelegationController extends DelegationEndpoints<Troc> {
  protected readonly type = 'troc' as const;

  constructor(
    delegations: DelegationsService,
    private readonly read: TrocReadService,
    private readonly queries: TrocQueries,
  ) {
    super(delegations);
  }

  protected managed(slug: string, actor: Actor): Promise<Troc> {
    return this.read.managed(slug, actor);
  }

  protected async byId(id: number): Promise<Troc | undefined> {
    return (await this.read.byIds([id])).get(id);
  }

  protected writeDelegates(manager: Tx, id: number, delegates: string | null): Promise<void> {
    return this.queries.setDelegates(manager, id, delegates);
  }
}
