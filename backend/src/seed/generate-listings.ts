/**
 * Adds generated listings to the configured database (SQLite var/troc.sqlite, or DATABASE_URL),
 * loading the demo data first when the database is empty.
 * Usage: node backend/dist/seed/generate-listings.js [count=100000] [seed=4242] [trackers=0]
 * The optional third number adds that many exchanges (with their threads) on the listings.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { ConfigError, loadConfig } from '../core/config/config.js';
import { generateListings } from './listing-generator.js';
import { generateTrackers } from './tracker-generator.js';
import { seedIfEmpty } from './seed.js';

async function main(): Promise<void> {
  const [count = 100_000, seed = 4242, trackers = 0] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed) || !Number.isInteger(trackers) || trackers < 0) {
    console.error('Usage : node backend/dist/seed/generate-listings.js [nombre=100000] [graine=4242] [échanges=0]');
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
    if (trackers > 0) {
      const start = Date.now();
      await generateTrackers(app.get(DataSource), { count: trackers, seed });
      console.log(`${trackers} échanges ajoutés en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
