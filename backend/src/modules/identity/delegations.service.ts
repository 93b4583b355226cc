import { Injectable } from '@nestjs/common';
import { type DelegationSuggestion, type DelegationView, fr } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { isUniqueViolation } from '../../core/database/database.options.js';
import { Transactions, type Tx } from '../../core/database/transactions.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import { delegatesColumn } from '../../shared/delegates-column.js';
import { DelegationQueries } from './delegations.queries.js';
import type { Delegation } from './entities/delegation.entity.js';
import type { User } from './entities/user.entity.js';
import { PeopleSearch } from './people-search.js';
import { UserQueries } from './users.queries.js';

export type DelegationSubject = 'troc' | 'operation';

/** A listing or an operation row: who is in charge, and its copy of the delegates. */
export interface DelegationTarget {
  type: DelegationSubject;
  id: number;
  ownerId: number;
  managerId: number;
  delegates: string | null;
}

/**
 * How the subject's module rewrites its copy of the delegates (its own table, in the caller's
 * transaction): this module keeps the delegation table and never writes another module's.
 */
export type DelegatesCopy = (manager: Tx, subjectId: number, delegates: string | null) => Promise<void>;

/** A listing or an operation as the delegation routes read it. */
export interface Delegable {
  id: number;
  ownerId: number;
  managerId: number;
  delegates: string | null;
}

/** What the delegation routes need of a subject's module, which provides it at start-up. */
export interface DelegableSource {
  /** The subject for someone who manages it (404 unseen, 403 not theirs). */
  managed(slug: string, actor: Actor): Promise<Delegable>;
  byId(id: number): Promise<Delegable | undefined>;
  writeDelegates: DelegatesCopy;
}

/**
 * Delegations of listings and operations, in one table. The subject's module checks who may
 * delegate and keeps its copy of the delegates (`delegates` column) in the same transaction.
 */
@Injectable()
export class DelegationsService {
  private readonly sources = new Map<DelegationSubject, DelegableSource>();

  constructor(
    private readonly delegations: DelegationQueries,
    private readonly users: UserQueries,
    private readonly people: PeopleSearch,
    private readonly transactions: Transactions,
  ) {}

  /** The listing and operation modules tell how their rows are read and their copies written. */
  provide(type: DelegationSubject, source: DelegableSource): void {
    this.sources.set(type, source);
  }

  sourceOf(type: DelegationSubject): DelegableSource {
    const source = this.sources.get(type);
    if (!source) throw new Error(`No delegation source for ${type}: its module provides one at start-up.`);
    return source;
  }

  /** Adds a delegate to a listing or an operation and rewrites its copy, in one transaction. */
  async delegate(
    copy: DelegatesCopy,
    subject: DelegationTarget,
    userId: number | null,
    actorId: number,
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.add(
        manager,
        { type: subject.type, id: subject.id, inCharge: [subject.ownerId, subject.managerId] },
        userId,
        actorId,
      );
      await this.syncColumn(manager, copy, subject.type, subject.id);
    });
  }

  /** Removes a delegation and rewrites the subject's copy, in one transaction. */
  async revoke(copy: DelegatesCopy, delegation: Delegation): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.remove(manager, delegation);
      await this.syncColumn(manager, copy, delegation.subjectType, delegation.subjectId);
    });
  }

  async list(subjectType: DelegationSubject, subjectId: number): Promise<DelegationView[]> {
    const rows = await this.delegations.ofSubject(subjectType, subjectId);
    const users = await this.users.findByIds(rows.map((r) => r.userId));
    return rows.flatMap((row) => {
      const user = users.get(row.userId);
      return user ? [toView(row, user)] : [];
    });
  }

  /** Members to suggest, those already in charge left out (form[query], 2 characters at least). */
  async suggest(actor: Actor, query: string, exclude: number[]): Promise<DelegationSuggestion[]> {
    const found = await this.people.suggest(actor, query, exclude);
    return found.map(({ user, suggestion }) => ({
      ...suggestion,
      organismExcerpt: { name: user.organisation.name, identifier: user.organisation.identifier ?? null },
    }));
  }

  /** Adds a delegate in the caller's transaction; `inCharge` are the owner and manager. */
  async add(
    manager: Tx,
    subject: { type: DelegationSubject; id: number; inCharge: number[] },
    userId: number | null,
    createdById: number,
  ): Promise<Delegation> {
    if (userId === null) throw FormError.field('user', fr.delegation.errors.chooseUser);
    const user = await this.users.findById(userId, manager);
    if (!user || !user.enabled) throw FormError.field('user', fr.delegation.errors.userUnknown);
    if (subject.inCharge.includes(userId)) throw FormError.field('user', fr.delegation.errors.alreadyManager);
    try {
      return await this.delegations.insert(manager, {
        subjectType: subject.type,
        subjectId: subject.id,
        userId,
        createdById,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('DELEGATION_ALREADY_GIVEN', fr.delegation.errors.alreadyDelegated);
      throw error;
    }
  }

  byId(id: number): Promise<Delegation | null> {
    return this.delegations.byId(id);
  }

  async remove(manager: Tx, delegation: Delegation): Promise<void> {
    if (!(await this.delegations.delete(manager, delegation.id)))
      throw new NotFoundError('DELEGATION_NOT_FOUND', fr.delegation.errors.notFound);
  }

  /** The delegates of a subject, as its row keeps them. */
  async userIdsOf(manager: Tx, subjectType: DelegationSubject, subjectId: number): Promise<number[]> {
    const rows = await this.delegations.ofSubject(subjectType, subjectId, manager);
    return rows.map((r) => r.userId);
  }

  /** Has the subject's module rewrite its copy of its delegates. */
  async syncColumn(manager: Tx, copy: DelegatesCopy, subjectType: DelegationSubject, subjectId: number): Promise<void> {
    const ids = await this.userIdsOf(manager, subjectType, subjectId);
    await copy(manager, subjectId, delegatesColumn(ids));
  }

  /** What a member was delegated, of one kind. */
  async subjectIdsOf(userId: number, subjectType: DelegationSubject): Promise<number[]> {
    return this.delegations.subjectIdsOf(userId, subjectType);
  }
}

function toView(row: Delegation, user: User): DelegationView {
  return {
    id: row.id,
    user: { firstname: user.firstname, lastname: user.lastname, email: user.email },
    organismExcerpt: { name: user.organisation.name, identifier: user.organisation.identifier ?? null },
  };
}
