import { createWriteStream } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Server {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs the built application (backend/dist/main.js) as its own process, as in production;
 * or another script answering GET /fr/api/health, with node options (e.g. --cpu-prof).
 */
export async function startServer(
  env: Record<string, string>,
  { script = MAIN, nodeArgs = [] }: { script?: string; nodeArgs?: string[] } = {},
): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'pipe' : 'ignore', 'inherit'],
  });
  if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode}).`);
    if (waited > 60_000) throw new Error("Le serveur n'a pas répondu en 60 s.");
    try {
      if ((await fetch(`${origin}/fr/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser-like session: its cookie and CSRF token, optionally signed in. */
export class Session {
  private cookie = '';
  private csrf = '';

  constructor(private readonly origin: string) {}

  static async open(origin: string, login?: { email: string; password: string }): Promise<Session> {
    const session = new Session(origin);
    await session.refresh();
    if (login) {
      const res = await session.post('/fr/api/auth/login', login);
      if (!res.ok) throw new Error(`Connexion de ${login.email} refusée (${res.status}).`);
      await res.arrayBuffer();
      await session.refresh();
    }
    return session;
  }

  /** What a browser of this session sends with a mutating call (cookie and CSRF token). */
  headers(): Record<string, string> {
    return { cookie: this.cookie, 'x-csrf-token': this.csrf };
  }

  async post(path: string, body: unknown, retry = true): Promise<Response> {
    try {
      const res = await fetch(this.origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf, cookie: this.cookie },
        body: JSON.stringify(body),
      });
      this.keep(res);
      return res;
    } catch (error) {
      // The server closes idle keep-alive sockets after 5 s: a request may race that close.
      if (!retry) throw error;
      return this.post(path, body, false);
    }
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(this.origin + path, { headers: { cookie: this.cookie } });
    this.keep(res);
    await res.arrayBuffer();
    return res;
  }

  private async refresh(): Promise<void> {
    const res = await fetch(`${this.origin}/fr/api/auth/me`, { headers: { cookie: this.cookie } });
    this.keep(res);
    this.csrf = ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  private keep(res: Response): void {
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) this.cookie = set.join('; ');
  }
}
