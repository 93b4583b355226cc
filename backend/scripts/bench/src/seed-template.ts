/**
 * Seeds the demo data once into the folder given as argument (SQLite database and files), for
 * BENCH_SQLITE_TEMPLATE: the benches' smoke run copies it instead of seeding in every bench.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { createApp } from '../../../dist/app.factory.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { seedDemo } from '../../../dist/seed/seed.js';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage : node seed-template.js <dossier>');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const started = Date.now();
const app = await createApp(
  loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    PUBLICATION_TICK_SECONDS: '0',
    REDIS_URL: '',
    DATABASE_URL: '',
    VAR_DIR: dir,
  }),
);
try {
  await seedDemo(app);
} finally {
  await app.close();
}
console.log(`Données de démo dans ${dir} en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
