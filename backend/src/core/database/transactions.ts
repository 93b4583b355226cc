import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { within } from './pool-limits.js';
import {
  guardPoolQueries,
  inOpenTransaction,
  insideTransaction,
  PoolQueryInTransactionError,
  recordOffence,
} from './transaction-guard.js';

/**
 * The handle of an open transaction, as services pass it on: they hand it to their module's
 * queries (`*.queries.ts`) and never query through it themselves.
 */
export type Tx = EntityManager;

/**
 * Runs work in one database transaction, one at a time on SQLite.
 *
 * TypeORM keeps a single connection for better-sqlite3: two `dataSource.transaction()` calls
 * that overlap in time would nest the second into the first as a savepoint, and the first's
 * commit or rollback would take the second's writes with it. SQLite has one writer anyway,
 * so transactions are queued here (a turn not given within the acquire timeout is a 503);
 * MySQL gets a connection of its own per transaction, from a pool that also gives up in time.
 *
 * The work must do everything through the manager it is given: any other query would ask the
 * pool for a second connection while holding one. Tests make such a query throw.
 */
@Injectable()
export class Transactions {
  private tail: Promise<void> = Promise.resolve();
  private readonly guarded: boolean;
  private readonly turnTimeoutMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'env' | 'databaseLimits'>,
  ) {
    this.guarded = config.env === 'test';
    this.turnTimeoutMs = config.databaseLimits.acquireTimeoutMs;
    if (this.guarded) guardPoolQueries(dataSource);
  }

  run<T>(work: (manager: Tx) => Promise<T>): Promise<T> {
    // A transaction opened inside another waits for the outer one's connection (MySQL) or turn (SQLite).
    if (this.guarded && inOpenTransaction()) return Promise.reject(recordOffence(new PoolQueryInTransactionError()));
    const transaction = () => this.dataSource.transaction((manager) => insideTransaction(() => work(manager)));
    if (this.dataSource.options.type !== 'better-sqlite3') return transaction();
    return this.queued(transaction);
  }

  private async queued<T>(transaction: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let done!: () => void;
    this.tail = new Promise<void>((resolve) => (done = resolve));
    try {
      await within(previous, this.turnTimeoutMs, "aucun tour d'écriture");
    } catch (error) {
      // Given up: the turn passes on to the next one as soon as the previous one ends.
      void previous.then(done);
      throw error;
    }
    try {
      return await transaction();
    } finally {
      done();
    }
  }
}
