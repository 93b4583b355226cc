import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reservedPort } from '../../../infra/jest/ports.cjs';
import { SLOWNESS } from './slowness';

export const ROOT = resolve(__dirname, '../../..');

/** The seeded folder the run's global set-up prepared (see global-setup.ts). */
export const TEMPLATE_ENV = 'TROC_E2E_TEMPLATE';

export interface RunningServer {
  url: string;
  varDir: string;
  mailDir: string;
  port: number;
  stop(options?: { keep?: boolean }): Promise<void>;
}

/** A port nobody listens on, for the server to take (outside the ephemeral range: see ports.cjs). */
export const freePort = () => reservedPort('e2e');

/**
 * Starts the built product as `make start` does, on a fresh SQLite file and mail folder, or
 * again on an earlier run's folder (`varDir`, kept by `stop({ keep: true })`) with more settings.
 */
export async function startServer(
  options: { varDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const varDir = options.varDir ?? mkdtempSync(join(tmpdir(), 'troc-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (!options.varDir && template && existsSync(template)) cpSync(template, varDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      VAR_DIR: varDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding takes longer on a loaded machine: the wait scales like the journeys' (TEST_SLOWNESS).
  const deadline = Date.now() + 120_000 * SLOWNESS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Le serveur s'est arrêté (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(`${url}/fr/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server that never answered must not outlive the suite (jest would wait on it).
      child.kill('SIGKILL');
      throw new Error('Le serveur ne répond pas');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    varDir,
    mailDir: join(varDir, 'mail'),
    port,
    stop: async ({ keep = false }: { keep?: boolean } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keep) rmSync(varDir, { recursive: true, force: true });
    },
  };
}
