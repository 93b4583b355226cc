import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * A number that changes whenever this process writes to the database: when a statement that is
 * not a read starts and again when it ends (a transaction's COMMIT is such a statement). Rows
 * read while it kept the same value are what a new read would give, as far as this process's
 * writes go (ReusedReads).
 */
@Injectable()
export class WriteGeneration {
  private current = 0;

  get value(): number {
    return this.current;
  }

  bump(): void {
    this.current += 1;
  }
}

// Statements that change nothing another connection could read. Anything else counts as a write.
const READ =
  /^\s*(\/\*[\s\S]*?\*\/\s*)*(SELECT|SHOW|SET|START TRANSACTION|BEGIN|ROLLBACK|SAVEPOINT|RELEASE|DESCRIBE|EXPLAIN|DO)\b/i;

/** True for a statement that may change rows (anything but the reads above). */
export const isWrite = (sql: string): boolean => !READ.test(sql);

type Callback = (...args: unknown[]) => unknown;
interface WatchedConnection {
  query: (...args: unknown[]) => unknown;
  execute?: (...args: unknown[]) => unknown;
}
interface Pool {
  getConnection(callback: (error: Error | null, connection?: WatchedConnection) => void): void;
}

/**
 * MySQL: bumps `generation` around every write statement of the pool's connections (TypeORM
 * sends all of its statements through them, transactions included). The bump at the end comes
 * before the statement's caller hears of it.
 */
export function watchWrites(dataSource: DataSource, generation: WriteGeneration): void {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return;
  const pool = (dataSource.driver as unknown as { pool: Pool }).pool;
  const acquire = pool.getConnection.bind(pool);
  const watched = new WeakSet<WatchedConnection>();
  pool.getConnection = (callback) =>
    acquire((error, connection) => {
      if (connection && !watched.has(connection)) {
        watched.add(connection);
        connection.query = watch(connection.query, generation);
        if (connection.execute) connection.execute = watch(connection.execute, generation);
      }
      callback(error, connection);
    });
}

function watch(send: (...args: unknown[]) => unknown, generation: WriteGeneration) {
  return function (this: unknown, ...args: unknown[]): unknown {
    const first = args[0] as string | { sql?: string } | undefined;
    const sql = typeof first === 'string' ? first : (first?.sql ?? '');
    if (!isWrite(sql)) return send.apply(this, args);
    generation.bump();
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const done = args[last] as Callback;
      args[last] = (...result: unknown[]) => {
        generation.bump();
        return done(...result);
      };
      return send.apply(this, args);
    }
    const command = send.apply(this, args) as { once?: (event: string, listener: () => void) => void } | undefined;
    command?.once?.('end', () => generation.bump());
    return command;
  };
}
