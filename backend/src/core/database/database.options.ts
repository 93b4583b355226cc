import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../config/config.js';
import { MIGRATIONS } from '../../database/migrations/index.js';

/**
 * SQLite (embedded) gets its schema from the entities; MySQL only ever from the committed
 * migrations, which a test compares with the entities.
 */
export function databaseOptions(config: AppConfig): TypeOrmModuleOptions {
  const common = {
    autoLoadEntities: true,
    logging: false,
    retryAttempts: config.env === 'test' ? 0 : 3,
    retryDelay: 1000,
  } as const;
  if (config.database.driver === 'sqlite') {
    if (config.database.path !== ':memory:') mkdirSync(dirname(config.database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.path,
      synchronize: true,
      enableWAL: config.database.path !== ':memory:',
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma(`busy_timeout = ${config.databaseLimits.busyTimeoutMs}`);
        // 64 MB of page cache instead of 2 MB: the search indexes of 100,000 listings stay in memory.
        db.pragma('cache_size = -65536');
        // Safe with WAL (a crash loses at most the last transactions, never the file's integrity).
        db.pragma('synchronous = NORMAL');
      },
    };
  }
  return {
    ...common,
    type: config.database.flavour,
    url: config.database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    synchronize: false,
    migrations: MIGRATIONS,
    migrationsRun: config.migrationsRun,
    migrationsTransactionMode: 'each',
    // The acquire and statement timeouts are set once the migrations have run (limitPoolWaits).
    poolSize: config.databaseLimits.poolSize,
    connectTimeout: config.databaseLimits.acquireTimeoutMs,
    // mysql2 captures a stack trace on every statement for its errors: about 2 % of a busy
    // instance's processor. TypeORM's QueryFailedError already says which statement failed.
    trace: false,
  };
}

/** True when a write failed on a unique index, on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
