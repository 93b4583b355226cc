import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, TEMPLATE_ENV } from './server';

/**
 * Seeds the demo data once for the whole run: each journey then starts on a copy of this
 * folder (database, pictures, mails) instead of seeding again, which took most of its start-up.
 */
export default async function globalSetup(): Promise<void> {
  const varDir = mkdtempSync(join(tmpdir(), 'troc-e2e-template-'));
  const server = await startServer({ varDir });
  // The jobs the seed queued at once (mails, reminders) finish before the copy is taken.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await server.stop({ keep: true });
  process.env[TEMPLATE_ENV] = varDir;
}
