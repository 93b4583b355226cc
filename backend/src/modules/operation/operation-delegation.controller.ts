import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../core/auth/actor.js';
import { DelegationEndpoints } from '../identity/index.js';
import { DelegationsService } from '../identity/index.js';
import type { Tx } from '../../core/database/transactions.js';
import type { Operation } from './entities/operation.entity.js';
import { OperationQueries } from './operation.queries.js';
import { OperationService } from './operation.service.js';

/** Delegations of an operation (/api/operation/delegation/…). */
@ApiTags('opérations')
@Controller('api/operation/delegation')
export class OperationDelegationController extends DelegationEndpoints<Operation> {
  protected readonly type = 'operation' as const;

  constructor(
    delegations: DelegationsService,
    private readonly operations: OperationService,
    private readonly queries: OperationQueries,
  ) {
    super(delegations);
  }

  protected managed(slug: string, actor: Actor): Promise<Operation> {
    return this.operations.managed(slug, actor);
  }

  protected async byId(id: number): Promise<Operation | undefined> {
    return (await this.queries.byIds([id])).get(id);
  }

  protected writeDelegates(manager: Tx, id: number, delegates: string | null): Promise<void> {
    return this.queries.setDelegates(manager, id, delegates);
  }
}
