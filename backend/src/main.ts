import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './core/config/config.js';
import { stopGracefully } from './core/health/graceful-stop.js';
import { seedIfEmpty } from './seed/seed.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  if (process.env.SEED_DEMO !== 'false') await seedIfEmpty(app);
  await app.listen(config.port, config.host);
  stopGracefully(app, config);
  console.log(
    `Troc est prêt sur ${config.publicUrl}/fr/ (base ${config.database.driver}, file ${config.redis ? 'Redis' : 'en mémoire'}, courriels ${config.smtpUrl ? 'SMTP' : `dans ${config.mailDir}`})`,
  );
}

void main();
