import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { PROJECT_ROOT } from './paths.js';
import { objectStore } from './storage-url.js';

/** `flavour` follows the URL scheme: TypeORM reads MariaDB's catalogue differently from MySQL's. */
export type DatabaseConfig =
  { driver: 'sqlite'; path: string } | { driver: 'mysql'; url: string; flavour: 'mysql' | 'mariadb' };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute origin used in e-mailed links, e.g. https://troc.example.gouv.fr */
  publicUrl: string;
  database: DatabaseConfig;
  /**
   * How long a request may wait for the database before it is answered 503: for a pooled
   * connection (MySQL; SQLite: for its turn to write), for one statement, and for SQLite's lock.
   */
  databaseLimits: {
    poolSize: number;
    acquireTimeoutMs: number;
    queryTimeoutMs: number;
    busyTimeoutMs: number;
    /** Searches running at once (DB_SEARCH_CONCURRENCY): the others wait, leaving connections to the rest. */
    searchConcurrency: number;
  };
  /** Run pending migrations at boot (MySQL). */
  migrationsRun: boolean;
  redis: { url: string; prefix: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  varDir: string;
  mailDir: string;
  uploadsDir: string;
  /** Where export files are written, and how long they stay downloadable. */
  exportsDir: string;
  exportRetentionHours: number;
  /** Where imported files (and their pictures' archives) are kept while their import exists. */
  importsDir: string;
  /** FILE_STORAGE_URL: every stored file in an S3-compatible store; null keeps the directories above. */
  fileStorage: ObjectStoreConfig | null;
  frontendsDir: string;
  sessionSecret: string;
  sessionMaxAgeHours: number;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  loginThrottle: { maxAttempts: number; windowSeconds: number };
  /** Person autocompletes over every organisation: this many lookups per member within the window. */
  peopleLookupThrottle: { maxAttempts: number; windowSeconds: number };
  /** Period of the publication job (start and end of availability); 0 turns it off. */
  publicationTickSeconds: number;
  /** Tile server of the maps ({z}/{x}/{y}); null keeps the front end's default. */
  map: { tileUrl: string | null; attribution: string | null };
  /**
   * Timed transitions of exchanges: an unanswered request is cancelled after requestExpiryDays
   * (the manager is reminded a day before); an approved exchange not recorded after
   * recordReminderDays reminds both parties (0: no reminder).
   */
  tracker: { requestExpiryDays: number; recordReminderDays: number };
  /** Period of the saved searches' job (ALERT_INTERVAL_MS, hourly by default); 0 turns it off. */
  alertIntervalMs: number;
  /** Queued work: how often the job rows are checked against the queue, and how many runs a job gets. */
  jobs: { reconcileSeconds: number; maxAttempts: number };
  /** SIGTERM: how long requests in flight and running jobs get before the process exits. */
  shutdownGraceSeconds: number;
  /** Descriptors added to the listening socket (HTTP_LISTEN_HANDLES, 16): each accepts one more connection per turn of a busy loop. */
  listenHandles: number;
  /** Listing pages in the application at once (HTTP_PAGE_CONCURRENCY, 16; 0: no limit): the others wait their turn. */
  pageConcurrency: number;
  /** How long health waits on each dependency before naming it down (HEALTH_CHECK_MS, 600 ms). */
  healthCheckMs: number;
  /** CLOCK_START: the instant the calendars' clock starts at (epoch ms), outside production only; null is now. */
  clockStart: number | null;
  /** Where users report an accessibility problem (e-mail address or web address), shown on the accessibility statement. */
  accessibilityContact: string;
  /** Sign-in with ProConnect; null when it is not configured (then no button and no route). */
  proconnect: ProConnectConfig | null;
}

/** An S3-compatible bucket (see storage-url.ts for the address's form). */
export interface ObjectStoreConfig {
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** > 0: pictures are answered by a redirect to an address signed for that long instead of being streamed. */
  presignSeconds: number;
  /** The store's address as browsers reach it, for signed addresses (defaults to endpoint). */
  publicEndpoint: string | null;
}

export interface ProConnectConfig {
  /** The issuer, whose discovery is issuer + /.well-known/openid-configuration (ProConnect: https://<domain>/api/v2). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes of the authorization request. */
  scopes: string;
  /** The algorithm registered with ProConnect for the id_token and the signed userinfo. */
  signingAlg: 'RS256' | 'ES256';
  /** PROCONNECT_DEV: the port of the local provider started with the application, with test identities. */
  devPort: number | null;
}

export const PROCONNECT_DEFAULT_SCOPES = 'openid email given_name usual_name siret uid';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function intVar(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
    return fallback;
  }
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  problems.push(`${name} doit valoir true ou false (reçu « ${raw} »).`);
  return fallback;
}

function urlVar(env: Env, name: string, schemes: string[], problems: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (!schemes.includes(url.protocol.replace(/:$/, ''))) {
      problems.push(`${name} doit commencer par ${schemes.map((s) => `${s}://`).join(' ou ')}.`);
      return null;
    }
    return raw;
  } catch {
    problems.push(`${name} n'est pas une URL valide.`);
    return null;
  }
}

function database(env: Env, varDir: string, problems: string[]): DatabaseConfig {
  const raw = env.DATABASE_URL;
  if (!raw) return { driver: 'sqlite', path: resolve(varDir, 'troc.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) problems.push('DATABASE_URL sqlite: doit indiquer un fichier, par exemple sqlite:var/troc.sqlite.');
    return { driver: 'sqlite', path: file === ':memory:' ? file : resolve(PROJECT_ROOT, file) };
  }
  const url = urlVar(env, 'DATABASE_URL', ['mysql', 'mariadb'], problems);
  const flavour = raw.startsWith('mariadb:') ? 'mariadb' : 'mysql';
  return { driver: 'mysql', url: url ? url.replace(/^mariadb:/, 'mysql:') : '', flavour };
}

/**
 * A secret that survives restarts without configuration in the embedded mode:
 * generated once under var/. Production must set SESSION_SECRET.
 */
function sessionSecret(env: Env, varDir: string, isProduction: boolean, problems: string[]): string {
  const raw = env.SESSION_SECRET;
  if (raw) {
    if (raw.length < 32) problems.push('SESSION_SECRET doit contenir au moins 32 caractères.');
    return raw;
  }
  if (isProduction) {
    problems.push('SESSION_SECRET est obligatoire en production (32 caractères au moins).');
    return '';
  }
  const file = resolve(varDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** MAP_TILE_URL: an http(s) URL template holding {z}, {x} and {y}. */
function tileUrl(env: Env, problems: string[]): string | null {
  const raw = env.MAP_TILE_URL?.trim();
  if (!raw) return null;
  if (!/^https?:\/\//.test(raw) || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) {
    problems.push('MAP_TILE_URL doit être une adresse http(s) contenant {z}, {x} et {y}.');
    return null;
  }
  return raw;
}

/** Reads and validates the configuration; throws a ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV doit valoir development, production ou test (reçu « ${nodeEnv} »).`);
  }
  const isProduction = nodeEnv === 'production';
  const dir = (name: string, fallback: string) => {
    const raw = env[name];
    return raw ? (isAbsolute(raw) ? raw : resolve(PROJECT_ROOT, raw)) : fallback;
  };
  const varDir = dir('VAR_DIR', resolve(PROJECT_ROOT, 'var'));
  const port = intVar(env, 'PORT', 3000, 1, 65535, problems);
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')}.`);
  const redisUrl = urlVar(env, 'REDIS_URL', ['redis', 'rediss'], problems);
  const publicUrl = urlVar(env, 'PUBLIC_URL', ['http', 'https'], problems) ?? `http://localhost:${port}`;
  const db = database(env, varDir, problems);
  const poolSize = intVar(env, 'DB_POOL_SIZE', 10, 1, 1000, problems);

  const config: AppConfig = {
    env: nodeEnv as AppConfig['env'],
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: publicUrl.replace(/\/$/, ''),
    database: db,
    databaseLimits: {
      poolSize,
      // Half the pool by default: a crowd of searches leaves the other half to pages and polls.
      searchConcurrency: intVar(env, 'DB_SEARCH_CONCURRENCY', Math.max(1, Math.floor(poolSize / 2)), 1, 1000, problems),
      acquireTimeoutMs: intVar(env, 'DB_ACQUIRE_TIMEOUT_MS', 10_000, 100, 600_000, problems),
      queryTimeoutMs: intVar(env, 'DB_QUERY_TIMEOUT_MS', 30_000, 100, 3_600_000, problems),
      busyTimeoutMs: intVar(env, 'DB_BUSY_TIMEOUT_MS', 5_000, 0, 600_000, problems),
    },
    migrationsRun: boolVar(env, 'MIGRATIONS_RUN', true, problems),
    redis: redisUrl ? { url: redisUrl, prefix: env.REDIS_PREFIX ?? 'troc' } : null,
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp', 'smtps'], problems),
    mailFrom: env.MAIL_FROM ?? 'Troc <ne-pas-repondre@troc.local>',
    varDir,
    mailDir: dir('MAIL_DIR', resolve(varDir, 'mail')),
    uploadsDir: dir('UPLOADS_DIR', resolve(varDir, 'uploads')),
    exportsDir: dir('EXPORTS_DIR', resolve(varDir, 'exports')),
    importsDir: dir('IMPORTS_DIR', resolve(varDir, 'imports')),
    fileStorage: objectStore(env.FILE_STORAGE_URL, env.FILE_STORAGE_PRESIGN_SECONDS, problems),
    frontendsDir: dir('FRONTENDS_DIR', resolve(PROJECT_ROOT, 'frontends')),
    sessionSecret: '',
    sessionMaxAgeHours: intVar(env, 'SESSION_MAX_AGE_HOURS', 12, 1, 24 * 90, problems),
    trustProxy: boolVar(env, 'TRUST_PROXY', isProduction, problems),
    logLevel,
    loginThrottle: {
      maxAttempts: intVar(env, 'LOGIN_MAX_ATTEMPTS', 5, 1, 1000, problems),
      windowSeconds: intVar(env, 'LOGIN_THROTTLE_SECONDS', 900, 1, 86400, problems),
    },
    peopleLookupThrottle: {
      maxAttempts: intVar(env, 'PEOPLE_LOOKUP_MAX', 60, 1, 100_000, problems),
      windowSeconds: intVar(env, 'PEOPLE_LOOKUP_SECONDS', 600, 1, 86400, problems),
    },
    exportRetentionHours: intVar(env, 'EXPORT_RETENTION_HOURS', 24, 1, 24 * 90, problems),
    publicationTickSeconds: intVar(env, 'PUBLICATION_TICK_SECONDS', nodeEnv === 'test' ? 0 : 300, 0, 86400, problems),
    alertIntervalMs: intVar(env, 'ALERT_INTERVAL_MS', nodeEnv === 'test' ? 0 : 3_600_000, 0, 7 * 86_400_000, problems),
    jobs: {
      reconcileSeconds: intVar(env, 'JOB_RECONCILE_SECONDS', nodeEnv === 'test' ? 0 : 60, 0, 86400, problems),
      maxAttempts: intVar(env, 'JOB_MAX_ATTEMPTS', 5, 1, 100, problems),
    },
    shutdownGraceSeconds: intVar(env, 'SHUTDOWN_GRACE_SECONDS', 30, 1, 3600, problems),
    listenHandles: intVar(env, 'HTTP_LISTEN_HANDLES', 16, 0, 256, problems),
    pageConcurrency: intVar(env, 'HTTP_PAGE_CONCURRENCY', 16, 0, 10_000, problems),
    healthCheckMs: intVar(env, 'HEALTH_CHECK_MS', 600, 50, 30_000, problems),
    map: { tileUrl: tileUrl(env, problems), attribution: env.MAP_ATTRIBUTION?.trim() || null },
    accessibilityContact: env.ACCESSIBILITY_CONTACT?.trim() || DEFAULT_ACCESSIBILITY_CONTACT,
    clockStart: clockStart(env, isProduction, problems),
    proconnect: proconnect(env, port, isProduction, problems),
    tracker: {
      requestExpiryDays: intVar(env, 'TRACKER_REQUEST_EXPIRY_DAYS', 7, 2, 365, problems),
      recordReminderDays: intVar(env, 'TRACKER_RECORD_REMINDER_DAYS', 7, 0, 365, problems),
    },
  };
  if (problems.length === 0) config.sessionSecret = sessionSecret(env, varDir, isProduction, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

function clockStart(env: Env, isProduction: boolean, problems: string[]): number | null {
  const raw = env.CLOCK_START?.trim();
  if (!raw) return null;
  const at = Date.parse(raw);
  if (Number.isNaN(at)) problems.push(`CLOCK_START doit être une date ISO 8601 (reçu « ${raw} »).`);
  else if (isProduction) problems.push('CLOCK_START ne peut pas être utilisé en production.');
  return Number.isNaN(at) || isProduction ? null : at;
}

/**
 * PROCONNECT_ISSUER, PROCONNECT_CLIENT_ID and PROCONNECT_CLIENT_SECRET together, or none; PROCONNECT_DEV=1
 * (never in production) stands a local provider in for them.
 */
function proconnect(env: Env, port: number, isProduction: boolean, problems: string[]): ProConnectConfig | null {
  const names = ['PROCONNECT_ISSUER', 'PROCONNECT_CLIENT_ID', 'PROCONNECT_CLIENT_SECRET'] as const;
  const given = names.filter((name) => env[name]?.trim());
  const scopes = env.PROCONNECT_SCOPES?.trim().replace(/\s+/g, ' ') || PROCONNECT_DEFAULT_SCOPES;
  if (!scopes.split(' ').includes('openid')) problems.push('PROCONNECT_SCOPES doit contenir le scope openid.');
  const signingAlg = (env.PROCONNECT_SIGNING_ALG?.trim() || 'RS256') as ProConnectConfig['signingAlg'];
  if (!['RS256', 'ES256'].includes(signingAlg)) problems.push('PROCONNECT_SIGNING_ALG doit valoir RS256 ou ES256.');
  const dev = boolVar(env, 'PROCONNECT_DEV', false, problems);
  if (dev && isProduction) {
    problems.push('PROCONNECT_DEV ne peut pas être utilisé en production : déclarez le service auprès de ProConnect.');
    return null;
  }
  if (dev && given.length === 0) {
    const devPort = intVar(env, 'PROCONNECT_DEV_PORT', port + 1, 1, 65535, problems);
    return {
      issuer: `http://localhost:${devPort}`,
      clientId: 'troc-local',
      clientSecret: randomBytes(32).toString('hex'),
      scopes,
      signingAlg,
      devPort,
    };
  }
  if (given.length === 0) return null;
  if (given.length < names.length) {
    problems.push(
      `ProConnect : ${names.filter((n) => !given.includes(n)).join(', ')} manque (les trois variables vont ensemble).`,
    );
    return null;
  }
  const issuer = urlVar(env, 'PROCONNECT_ISSUER', isProduction ? ['https'] : ['http', 'https'], problems);
  if (!issuer) return null;
  return {
    issuer: issuer.replace(/\/$/, ''),
    clientId: env.PROCONNECT_CLIENT_ID!.trim(),
    clientSecret: env.PROCONNECT_CLIENT_SECRET!.trim(),
    scopes,
    signingAlg,
    devPort: null,
  };
}

/** The demo's address; a real deployment sets ACCESSIBILITY_CONTACT. */
export const DEFAULT_ACCESSIBILITY_CONTACT = 'accessibilite@troc.demo';
