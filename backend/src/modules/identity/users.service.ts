import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transactions.js';
import type { User } from './entities/user.entity.js';
import { type UserRef, UserQueries } from './users.queries.js';

/** The members as other modules read them, with their organisation and service; identity alone writes them. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UserQueries) {}

  /** One member, in the caller's transaction when given one. */
  findById(id: number, manager?: Tx): Promise<User | null> {
    return this.users.findById(id, manager);
  }

  findByIds(ids: readonly number[]): Promise<Map<number, User>> {
    return this.users.findByIds(ids);
  }

  /** Names and profile addresses alone (cards, lists): cheaper than whole members. */
  refsByIds(ids: readonly number[]): Promise<Map<number, UserRef>> {
    return this.users.refsByIds(ids);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** By address, lower-cased: invitations find the members among the addresses they name. */
  findByEmails(emails: readonly string[]): Promise<Map<string, User>> {
    return this.users.findByEmails(emails);
  }

  findBySlug(slug: string): Promise<User | null> {
    return this.users.findBySlug(slug);
  }
}
