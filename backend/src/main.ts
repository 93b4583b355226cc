import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './core/config/config.js';
import { stopGracefully } from './core/health/graceful-stop.js';
import { addListenHandles } from './core/http/listen-handles.js';
import type { Server } from 'node:http';
import { seedIfEmpty } from './seed/seed.js';
import { PROCONNECT_PATHS } from './modules/identity/proconnect/proconnect.client.js';

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
  const proconnect = config.proconnect;
  if (proconnect?.devPort) {
    // PROCONNECT_DEV=1 (refused in production): the local provider with test identities stands in for ProConnect.
    const { startLocalProvider } = await import('./modules/identity/proconnect/local-provider.js');
    const { DEV_PROCONNECT_IDENTITIES } = await import('./seed/proconnect-identities.data.js');
    const local = await startLocalProvider({
      port: proconnect.devPort,
      host: 'localhost',
      clientId: proconnect.clientId,
      clientSecret: proconnect.clientSecret,
      redirectUri: `${config.publicUrl}${PROCONNECT_PATHS.callback}`,
      postLogoutRedirectUri: `${config.publicUrl}${PROCONNECT_PATHS.postLogout}`,
      identities: DEV_PROCONNECT_IDENTITIES,
      signingAlg: proconnect.signingAlg,
    });
    console.log(`Fournisseur ProConnect local (PROCONNECT_DEV) sur ${local.issuer}`);
  }
  if (process.env.SEED_DEMO !== 'false') await seedIfEmpty(app);
  await app.listen(config.port, config.host);
  const handles = await addListenHandles(app.getHttpServer() as Server, config.listenHandles, (message) =>
    console.warn(message),
  );
  stopGracefully(app, config, handles);
  console.log(
    `Troc est prêt sur ${config.publicUrl}/fr/ (base ${config.database.driver}, file ${config.redis ? 'Redis' : 'en mémoire'}, courriels ${config.smtpUrl ? 'SMTP' : `dans ${config.mailDir}`})`,
  );
}

void main();
