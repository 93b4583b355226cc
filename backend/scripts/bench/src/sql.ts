import { createConnection } from 'mysql2/promise';
import type { DataSource, Logger } from 'typeorm';

export interface Statement {
  sql: string;
  params: unknown[];
  /** 'page', 'compte 1', 'compte 2' or 'cartes' (the lookups that fill the cards). */
  label: string;
}

/** Records every statement TypeORM sends while `fn` runs, through the data source's logger. */
export async function capture(ds: DataSource, fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = ds.logger;
  const ignore = () => undefined;
  const recorder: Logger = {
    logQuery: (sql, params) => void statements.push({ sql, params: Array.isArray(params) ? params : [], label: '' }),
    logQueryError: ignore,
    logQuerySlow: ignore,
    logSchemaBuild: ignore,
    logMigration: ignore,
    log: ignore,
  };
  ds.logger = recorder;
  try {
    await fn();
  } finally {
    ds.logger = original;
  }
  let counts = 0;
  for (const s of statements) {
    const listing = /FROM [`"]troc[`"] [`"]t[`"]/.test(s.sql);
    s.label = !listing ? 'cartes' : /COUNT\((1|\*)\)/.test(s.sql) ? `compte ${++counts}` : 'page';
  }
  return statements;
}

/** Runs captured statements straight on the driver, TypeORM left out. */
export interface RawDriver {
  run(s: Statement): Promise<void>;
  explain(s: Statement): Promise<string>;
  close(): Promise<void>;
}

interface SqliteHandle {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
}

/** The better-sqlite3 handle TypeORM opened: the same file, the same pragmas. */
export function sqliteDriver(ds: DataSource): RawDriver {
  const db = (ds.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;
  return {
    run: async (s) => void db.prepare(s.sql).all(...s.params),
    explain: async (s) => {
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...s.params) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>([[0, 0]]);
      return rows
        .map((r) => {
          const d = (depth.get(r.parent) ?? 0) + 1;
          depth.set(r.id, d);
          return `${'  '.repeat(d)}${r.detail}`;
        })
        .join('\n');
    },
    close: async () => undefined,
  };
}

/** Its own mysql2 connection, with the settings TypeORM uses (utf8mb4, UTC). */
export async function mysqlDriver(url: string): Promise<RawDriver> {
  const connection = await createConnection({
    uri: url.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
  });
  return {
    run: async (s) => void (await connection.query(s.sql, s.params)),
    explain: async (s) => {
      const [rows] = await connection.query(`EXPLAIN ${s.sql}`, s.params);
      const keys = ['id', 'select_type', 'table', 'type', 'key', 'key_len', 'rows', 'Extra'];
      return (rows as Record<string, unknown>[])
        .map((r) => `  ${keys.map((k) => `${k}=${r[k] ?? ''}`).join(' ')}`)
        .join('\n');
    },
    close: () => connection.end(),
  };
}
