import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseUrl, dropDatabase, withServer } from '../../../dist/database/mysql-admin.js';

/** One database to measure: its environment for the application, and how to clean it up. */
export interface Target {
  name: 'SQLite' | 'MariaDB/MySQL';
  env: Record<string, string>;
  /** Kept from an earlier BENCH_KEEP=1 run: its data is reused as it is. */
  reused: boolean;
  dispose(): Promise<void>;
}

const BASE_ENV = { LOG_LEVEL: 'warn', PUBLICATION_TICK_SECONDS: '0', REDIS_URL: '' };

/**
 * BENCH_SQLITE_TEMPLATE names a folder already holding the demo data (database and files), made
 * by `seed-template.js`: a SQLite bench then starts on a copy of it and its `seedIfEmpty` finds
 * the data there. The smoke run of every bench seeds once this way instead of once per bench.
 */
export function fromTemplate(dir: string): void {
  const template = process.env.BENCH_SQLITE_TEMPLATE;
  if (template) cpSync(template, dir, { recursive: true });
}

/**
 * A fresh SQLite file under a temporary directory. With `keep`, a fixed directory that
 * outlives the run, so that index work can be measured again without regenerating.
 */
export function sqliteTarget(keep: boolean): Target {
  const dir = keep ? join(tmpdir(), 'troc_bench_sqlite') : join(tmpdir(), `troc_bench_${process.pid}`);
  const reused = keep && existsSync(join(dir, 'troc.sqlite'));
  mkdirSync(dir, { recursive: true });
  if (!reused) fromTemplate(dir);
  return {
    name: 'SQLite',
    env: { ...BASE_ENV, VAR_DIR: dir, DATABASE_URL: '' },
    reused,
    dispose: async () => {
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A troc_bench_* database on the server, or null (with the reason) when it cannot be reached. */
export async function mysqlTarget(serverUrl: string, keep: boolean): Promise<Target | string> {
  const name = keep ? 'troc_bench_keep' : `troc_bench_${process.pid}`;
  let exists: boolean;
  try {
    exists = await withServer(serverUrl, async (q) => {
      const [rows] = (await q(`SHOW DATABASES LIKE '${name}'`)) as [unknown[]];
      return rows.length > 0;
    });
  } catch (error) {
    return (error as Error).message || String(error);
  }
  const reused = keep && exists;
  if (!reused) {
    await dropDatabase(serverUrl, name);
    await createDatabase(serverUrl, name);
  }
  const dir = join(tmpdir(), `${name}_var`);
  mkdirSync(dir, { recursive: true });
  return {
    name: 'MariaDB/MySQL',
    env: { ...BASE_ENV, VAR_DIR: dir, DATABASE_URL: databaseUrl(serverUrl, name) },
    reused,
    dispose: async () => {
      if (keep) return;
      await dropDatabase(serverUrl, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
