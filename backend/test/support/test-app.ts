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
import { cloneDatabase, createDatabase, databaseUrl, dropDatabase } from '../../src/database/mysql-admin.js';
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
 * Starts the whole application on a fresh database (and Redis prefix) of the target. With `join`,
 * a second instance on the database and Redis prefix of a running one (its own var/ folder), as
 * another server of the same cluster: the first instance drops the database, close it last. With
 * `sameAs`, a second process on that app's database, Redis prefix and files (its close leaves them).
 * On MariaDB, the database is a copy of TEST_MYSQL_TEMPLATE when the runner made one (see
 * infra/scripts/test-template.mjs), unless `fresh` asks for the migrations to run on an empty one.
 */
export async function startApp(
  target: Target,
  env: Record<string, string> = {},
  options: { join?: TestApp; sameAs?: TestApp; fresh?: boolean } = {},
): Promise<TestApp> {
  if (options.sameAs) return startSibling(options.sameAs, env);
  const varDir = mkdtempSync(join(tmpdir(), 'troc-test-'));
  const joined = options.join?.shared ?? null;
  if (options.join && !joined) throw new Error('Only a MariaDB instance can be joined');
  const id = joined?.id ?? runId();
  const database = `troc_test_${id}`;
  if (target.name === 'mysql' && !joined) await newDatabase(target.mysqlUrl!, database, options.fresh ?? false);
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
  return {
    app,
    config,
    shared: target.name === 'mysql' ? { database, id } : null,
    client: clientsOf(app),
    close: async () => {
      await app.close();
      if (target.name === 'mysql' && !joined) await dropDatabase(target.mysqlUrl!, database);
      rmSync(varDir, { recursive: true, force: true });
      throwOffences();
    },
  };
}

/**
 * The template is migrated and seeded once per run: a copy skips the migrations (several seconds
 * each on MariaDB), and the application's start finds them applied. Its jobs are not copied: each
 * application schedules its own.
 */
async function newDatabase(url: string, database: string, fresh: boolean): Promise<void> {
  const template = process.env.TEST_MYSQL_TEMPLATE;
  if (template && !fresh) await cloneDatabase(url, template, database, ['job']);
  else await createDatabase(url, database);
}

/** A query outside its transaction fails the suite, even where the application swallowed the error. */
function throwOffences(): void {
  const [offence, ...more] = takePoolQueryOffences();
  if (offence) {
    offence.message += ` (et ${more.length} autre(s) dans cette suite)`;
    throw offence;
  }
}

async function startSibling(first: TestApp, env: Record<string, string>): Promise<TestApp> {
  const { config: c } = first;
  const config = loadConfig({
    NODE_ENV: 'test',
    VAR_DIR: c.varDir,
    FRONTENDS_DIR: c.frontendsDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_SECRET: c.sessionSecret,
    ...(c.database.driver === 'mysql' ? { DATABASE_URL: c.database.url } : {}),
    ...(c.redis ? { REDIS_URL: c.redis.url, REDIS_PREFIX: c.redis.prefix } : {}),
    ...env,
  });
  const app = await createApp(config);
  return { app, config, shared: first.shared, client: clientsOf(app), close: () => app.close() };
}

function clientsOf(app: INestApplication): () => Promise<Client> {
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
  return client;
}
