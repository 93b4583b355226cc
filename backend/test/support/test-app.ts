import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/core/config/config.js';
import { takePoolQueryOffences } from '../../src/core/database/transaction-guard.js';
import { createDatabase, databaseUrl, dropDatabase } from '../../src/database/mysql-admin.js';
import { runId, type Target } from './targets.js';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** The MariaDB database and Redis prefix it runs on (null on SQLite), for a second instance to join. */
  shared: { database: string; id: string } | null;
  /** A new browser-like client with its own cookie jar. */
  client(): Promise<Client>;
  close(): Promise<void>;
}

export interface Client {
  agent: TestAgent;
  csrf: string;
  get(path: string): request.Test;
  /** A mutating call carrying the session's CSRF token in the header. */
  post(path: string, body?: object): request.Test;
  /** Reads the token again (it changes when the session is renewed). */
  refreshCsrf(): Promise<string>;
}

/**
 * Starts the whole application on a fresh database (and Redis prefix) of the target; with `join`,
 * a second instance on the database and Redis prefix of a running one (its own var/ folder),
 * as another server of the same cluster. The first instance drops the database: close it last.
 */
export async function startApp(
  target: Target,
  env: Record<string, string> = {},
  options: { join?: TestApp } = {},
): Promise<TestApp> {
  const varDir = mkdtempSync(join(tmpdir(), 'troc-test-'));
  const joined = options.join?.shared ?? null;
  if (options.join && !joined) throw new Error('Only a MariaDB instance can be joined');
  const id = joined?.id ?? runId();
  const database = `troc_test_${id}`;
  if (target.name === 'mysql' && !joined) await createDatabase(target.mysqlUrl!, database);
  const config = loadConfig({
    NODE_ENV: 'test',
    VAR_DIR: varDir,
    FRONTENDS_DIR: join(varDir, 'frontends'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(target.name === 'mysql'
      ? {
          DATABASE_URL: databaseUrl(target.mysqlUrl!, database),
          REDIS_URL: target.redisUrl!,
          REDIS_PREFIX: `troc-test-${id}`,
        }
      : {}),
    ...env,
  });
  const app = await createApp(config);
  const server = app.getHttpServer();

  const client = async (): Promise<Client> => {
    const agent = request.agent(server);
    const c: Client = {
      agent,
      csrf: '',
      get: (path) => agent.get(path),
      post: (path, body = {}) => agent.post(path).set('X-CSRF-Token', c.csrf).send(body),
      refreshCsrf: async () => {
        const res = await agent.get('/fr/api/auth/me').expect(200);
        c.csrf = res.body.csrfToken;
        return c.csrf;
      },
    };
    await c.refreshCsrf();
    return c;
  };

  return {
    app,
    config,
    shared: target.name === 'mysql' ? { database, id } : null,
    client,
    close: async () => {
      await app.close();
      if (target.name === 'mysql' && !joined) await dropDatabase(target.mysqlUrl!, database);
      rmSync(varDir, { recursive: true, force: true });
      // A query outside its transaction fails the suite, even where the application swallowed the error.
      const [offence, ...more] = takePoolQueryOffences();
      if (offence) {
        offence.message += ` (et ${more.length} autre(s) dans cette suite)`;
        throw offence;
      }
    },
  };
}
