import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs work in one database transaction, one at a time on SQLite.
 *
 * TypeORM keeps a single connection for better-sqlite3: two `dataSource.transaction()` calls
 * that overlap in time would nest the second into the first as a savepoint, and the first's
 * commit or rollback would take the second's writes with it. SQLite has one writer anyway,
 * so transactions are queued here; MySQL gets a connection of its own per transaction.
 */
@Injectable()
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'better-sqlite3') return this.dataSource.transaction(work);
    const next = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = next.catch(() => undefined);
    return next;
  }
}
