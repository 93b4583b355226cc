import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from 'typeorm';

/** The transaction the current async context runs in, while it is open. */
interface OpenTransaction {
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

/**
 * A query that asked the pool for a connection of its own while its async context held a
 * transaction: on MySQL it waits for a second connection while keeping the first (ten such
 * transactions freeze a pool of ten); on SQLite it reads or writes outside the queue's order.
 * Work inside a transaction must go through that transaction's manager.
 */
export class PoolQueryInTransactionError extends Error {
  constructor() {
    super(
      'Requête hors de la transaction en cours : pendant une transaction, passer par son EntityManager (pas par un dépôt injecté ni par le DataSource), sinon elle attend une seconde connexion du pool.',
    );
    this.name = 'PoolQueryInTransactionError';
  }
}

/** Runs `work` (a transaction's callback) marked as holding that transaction until it settles. */
export async function insideTransaction<T>(work: () => Promise<T>): Promise<T> {
  const marker: OpenTransaction = { open: true };
  try {
    return await current.run(marker, work);
  } finally {
    // Work the callback left running (a promise it did not await) is no longer in the transaction.
    marker.open = false;
  }
}

/** True while the current async context is inside an open transaction's callback. */
export const inOpenTransaction = (): boolean => current.getStore()?.open === true;

/** Every offence seen since the last call (the test harness fails a run that had one, even if swallowed). */
const offences: PoolQueryInTransactionError[] = [];
export function recordOffence(error: PoolQueryInTransactionError): PoolQueryInTransactionError {
  offences.push(error);
  return error;
}
export function takePoolQueryOffences(): PoolQueryInTransactionError[] {
  return offences.splice(0);
}

/**
 * Makes a query that would take a connection of its own inside a transaction throw (test mode).
 * A transaction's manager carries its query runner; anything else — an injected repository, the
 * DataSource, its manager — asks the DataSource for a new one, which is what is refused here.
 */
export function guardPoolQueries(dataSource: DataSource): void {
  const create = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) => {
    if (inOpenTransaction()) {
      throw recordOffence(new PoolQueryInTransactionError());
    }
    return create(...args);
  };
}
