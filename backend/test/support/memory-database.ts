import 'reflect-metadata';
import { DataSource, type EntitySchema } from 'typeorm';
import { Transactions } from '../../src/core/database/transactions.js';

/**
 * A real SQLite database in memory holding only the given entities: for the specs of
 * services and rules that live next to the code.
 */
export async function memoryDatabase(entities: (Function | EntitySchema)[]): Promise<DataSource> {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities, synchronize: true });
  return ds.initialize();
}

/** The project's transaction runner on such a database, with the test guard and the default limits. */
export function testTransactions(ds: DataSource): Transactions {
  return new Transactions(ds, {
    env: 'test',
    databaseLimits: {
      poolSize: 1,
      acquireTimeoutMs: 10_000,
      queryTimeoutMs: 30_000,
      busyTimeoutMs: 5_000,
      searchConcurrency: 1,
    },
  });
}
