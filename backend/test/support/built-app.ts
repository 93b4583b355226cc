import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { HealthResponse } from '@troc/shared';
import { PROJECT_ROOT } from '../../src/core/config/paths.js';
import type { Client, TestApp } from './test-app.js';
import { sleep, SLOWNESS } from './wait.js';
import { reservedPort } from '../../../infra/jest/ports.cjs';

const MAIN = join(PROJECT_ROOT, 'backend/dist/main.js');

/** A port nobody listens on, for the next process to take (outside the ephemeral range: see ports.cjs). */
export const freePort = () => reservedPort('backend');

export interface BuiltApp {
  process: ChildProcess;
  port: number;
  url: string;
  /** Its own var/ folder (mails as .eml files under mail/). */
  varDir: string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  health(): Promise<HealthResponse | null>;
  /** A browser-like client of this instance; with `jar`, one that shares another client's cookies. */
  client(jar?: Client): Promise<Client>;
  /** SIGTERM (a clean stop) and wait for the exit. */
  stop(): Promise<number | null>;
}

export interface BuiltOptions {
  /** Its own var/ folder by default (another server has another disk); the test app's with `sameDisk`. */
  sameDisk?: boolean;
  env?: Record<string, string>;
}

/**
 * The built application (backend/dist, as production runs it) in a child process, on the test
 * app's database, Redis prefix and session secret: another instance of the same cluster.
 */
export async function startBuilt(t0: TestApp, options: BuiltOptions = {}): Promise<BuiltApp> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the back end first (npx tsc -b shared backend).`);
  const { config } = t0;
  const port = await freePort();
  const varDir = options.sameDisk ? config.varDir : mkdtempSync(join(tmpdir(), 'troc-instance-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.CHILD_LOGS ?? 'warn',
      SEED_DEMO: 'false',
      VAR_DIR: varDir,
      FRONTENDS_DIR: config.frontendsDir,
      SESSION_SECRET: config.sessionSecret,
      SHUTDOWN_GRACE_SECONDS: '10',
      DATABASE_URL: config.database.driver === 'mysql' ? config.database.url : '',
      REDIS_URL: config.redis?.url ?? '',
      REDIS_PREFIX: config.redis?.prefix ?? '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', process.env.CHILD_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const health = () =>
    fetch(`${url}/fr/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      async (r) => (await r.json()) as HealthResponse,
      () => null,
    );
  const built: BuiltApp = {
    process: child,
    port,
    url,
    varDir,
    exited,
    health,
    client: (jar) => builtClient(url, jar),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  for (const limit = Date.now() + 60_000 * SLOWNESS; ;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the built application exited with ${child.exitCode ?? child.signalCode}`);
    }
    if ((await health())?.status === 'ok') return built;
    if (Date.now() > limit) {
      child.kill('SIGKILL');
      throw new Error('the built application did not answer');
    }
    await sleep(100);
  }
}

/** A client of a running instance; sharing `jar`'s cookies is one browser behind a load balancer. */
async function builtClient(url: string, jar?: Client): Promise<Client> {
  const agent = request.agent(url);
  // superagent reads and writes `agent.jar` on each request: one jar, one browser.
  if (jar) (agent as unknown as { jar: unknown }).jar = (jar.agent as unknown as { jar: unknown }).jar;
  const c: Client = {
    agent,
    csrf: jar?.csrf ?? '',
    get: (path) => agent.get(path),
    post: (path, body = {}) => agent.post(path).set('X-CSRF-Token', c.csrf).send(body),
    refreshCsrf: async () => {
      const res = await agent.get('/fr/api/auth/me').expect(200);
      c.csrf = res.body.csrfToken;
      return c.csrf;
    },
  };
  if (!jar) await c.refreshCsrf();
  return c;
}
