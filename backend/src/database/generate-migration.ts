/**
 * Writes the MySQL migration that brings the committed migrations up to the entities.
 * Usage: DATABASE_URL=mysql://root@127.0.0.1:3306/ node backend/dist/database/generate-migration.js Name
 * A scratch database is created on that server and dropped afterwards.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../core/config/config.js';
import { PROJECT_ROOT } from '../core/config/paths.js';
import { createDatabase, databaseUrl, dropDatabase } from './mysql-admin.js';

async function main() {
  const name = process.argv[2];
  const serverUrl = process.env.DATABASE_URL;
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name) || !serverUrl || !/^(mysql|mariadb):/.test(serverUrl)) {
    console.error('Usage: DATABASE_URL=mysql://... generate-migration NomEnCamelCase');
    process.exit(1);
  }
  const scratch = `troc_migration_${Date.now()}`;
  await createDatabase(serverUrl, scratch);
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl(serverUrl, scratch),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    });
    // Created, not initialised: the schema is read before any module's start-up hook queries
    // a table the migrations do not have yet.
    const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
    const sql = await app.get(DataSource).driver.createSchemaBuilder().log();
    await app.close();
    if (sql.upQueries.length === 0) {
      console.log('Le schéma MySQL est déjà à jour : aucune migration à écrire.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const q = (query: string) => `    await queryRunner.query(${JSON.stringify(query)});`;
    const file = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map((u) => q(u.query)).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${sql.downQueries
  .reverse()
  .map((d) => q(d.query))
  .join('\n')}
  }
}
`;
    const path = join(PROJECT_ROOT, 'backend/src/database/migrations', `${timestamp}-${name}.ts`);
    writeFileSync(path, file);
    console.log(`Migration écrite : ${path}\nAjoutez ${className} à backend/src/database/migrations/index.ts.`);
  } finally {
    await dropDatabase(serverUrl, scratch);
  }
}

void main();
