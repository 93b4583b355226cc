/**
 * Sums the savings of every completed exchange again into the monthly rollup the dashboard
 * reads (after a restore, a fix made with the triggers off, or to check it): on the database of
 * the environment (DATABASE_URL, else the SQLite file), in one transaction.
 * Usage: node backend/dist/database/rebuild-savings-rollup.js   (make savings-rollup)
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../core/config/config.js';
import { SavingsRollupService } from '../modules/savings/index.js';

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const ms = await app.get(SavingsRollupService).rebuild();
    console.log(`Cumul mensuel des économies reconstruit en ${ms} ms.`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
