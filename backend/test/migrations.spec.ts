import { NestFactory } from '@nestjs/core';
import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/core/config/config.js';
import { createDatabase, databaseUrl, dropDatabase } from '../src/database/mysql-admin.js';
import { runId } from './support/targets.js';

// The MySQL schema comes only from the committed migrations: they must match the entities.
// `make test` runs this too: on TEST_MYSQL_URL, or else on a MariaDB of this machine's default
// address when one answers; with none, it says so and is skipped (CI's REQUIRE_SERVICES=1 fails instead).
const DEFAULT_SERVER = 'mariadb://root@127.0.0.1:3306/';
const server = process.env.TEST_MYSQL_URL || DEFAULT_SERVER;

async function reachable(url: string): Promise<string | null> {
  const address = new URL(url.replace(/^mariadb:/, 'mysql:'));
  address.pathname = '/';
  try {
    const connection = await createConnection({ uri: address.toString(), connectTimeout: 3000 });
    await connection.end();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

const unreachable = await reachable(server);
const where = new URL(server).host;
if (unreachable && process.env.REQUIRE_SERVICES === '1') {
  throw new Error(`REQUIRE_SERVICES=1 mais aucun MariaDB/MySQL ne répond sur ${where} : ${unreachable}`);
}
if (unreachable) {
  process.stderr.write(
    `\nmigrations.spec: SKIPPED — no MariaDB/MySQL answers at ${where} (${unreachable}); ` +
      'set TEST_MYSQL_URL to check the MySQL migrations against the entities.\n',
  );
}

(unreachable ? describe.skip : describe)(
  unreachable ? `MySQL migrations (SKIPPED: no MariaDB/MySQL at ${where})` : `MySQL migrations (on ${where})`,
  () => {
    it('bring a throw-away empty database exactly to the schema of the entities', async () => {
      const database = `troc_migrations_${runId()}`;
      const varDir = mkdtempSync(join(tmpdir(), 'troc-migrations-'));
      await createDatabase(server, database);
      try {
        const config = loadConfig({
          NODE_ENV: 'test',
          VAR_DIR: varDir,
          FRONTENDS_DIR: join(varDir, 'frontends'),
          LOG_LEVEL: 'silent',
          DATABASE_URL: databaseUrl(server, database),
          REDIS_URL: '',
        });
        // Created, not initialised: the migrations run when the connection opens, and the schema
        // is compared before any module's start-up hook could touch it.
        const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
        try {
          const ran = await app.get(DataSource).query('SELECT COUNT(*) AS n FROM migrations');
          expect(Number(ran[0].n)).toBeGreaterThan(0);
          const pending = await app.get(DataSource).driver.createSchemaBuilder().log();
          expect(pending.upQueries.map((q) => q.query)).toEqual([]);
        } finally {
          await app.close();
        }
      } finally {
        await dropDatabase(server, database);
        rmSync(varDir, { recursive: true, force: true });
      }
    });
  },
);
