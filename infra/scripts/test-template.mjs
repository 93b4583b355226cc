// The MariaDB template of a test run: `create` migrates and seeds a new database once and prints its
// name (the HTTP suites copy it, see backend/test/support/test-app.ts); `drop <name>` removes it.
// Needs the built back end (make build-back) and TEST_MYSQL_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../backend/dist/app.factory.js';
import { loadConfig } from '../../backend/dist/core/config/config.js';
import { createDatabase, databaseUrl, dropDatabase } from '../../backend/dist/database/mysql-admin.js';

const url = process.env.TEST_MYSQL_URL;
if (!url) throw new Error('TEST_MYSQL_URL est absent');
const [command, name] = process.argv.slice(2);

if (command === 'create') {
  const database = `troc_test_template_${Date.now().toString(36)}`;
  const varDir = mkdtempSync(join(tmpdir(), 'troc-template-'));
  try {
    await createDatabase(url, database);
    const app = await createApp(
      loadConfig({ NODE_ENV: 'test', VAR_DIR: varDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(url, database) }),
    );
    await app.close();
    console.log(database);
  } catch (error) {
    await dropDatabase(url, database);
    throw error;
  } finally {
    rmSync(varDir, { recursive: true, force: true });
  }
} else if (command === 'drop' && name) {
  await dropDatabase(url, name);
} else {
  console.error('Usage : node infra/scripts/test-template.mjs create | drop <nom>');
  process.exit(2);
}
