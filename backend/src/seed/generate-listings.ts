/**
 * Adds generated listings to the configured database (SQLite var/troc.sqlite, or DATABASE_URL),
 * loading the demo data first when the database is empty.
 * Usage: node backend/dist/seed/generate-listings.js [count=100000] [seed=4242]
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { ConfigError, loadConfig } from '../core/config/config.js';
import { generateListings } from './listing-generator.js';
import { seedIfEmpty } from './seed.js';

async function main(): Promise<void> {
  const [count = 100_000, seed = 4242] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error('Usage : node backend/dist/seed/generate-listings.js [nombre=100000] [graine=4242]');
    process.exit(1);
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', PUBLICATION_TICK_SECONDS: '0', ...process.env });
  const app = await createApp(config);
  try {
    if (await seedIfEmpty(app)) console.log('Base vide : données de démo chargées.');
    const started = Date.now();
    let shown = 0;
    await generateListings(app.get(DataSource), {
      count,
      seed,
      onProgress: (done) => {
        if (done - shown < count / 10 && done < count) return;
        shown = done;
        console.log(`${done} / ${count} annonces`);
      },
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`${count} annonces ajoutées en ${seconds.toFixed(1)} s (base ${config.database.driver}).`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
