import session from 'express-session';
import type { Redis } from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import type { HttpSession } from './session.entity.js';
import { isFreshSession } from './session-touch.js';

type Callback<T = void> = (err?: unknown, value?: T) => void;
type SqliteStatement = { get(...params: unknown[]): { data: string; expiresAt: unknown } | undefined };

const expiry = (sess: session.SessionData, fallbackMs: number): Date =>
  sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + fallbackMs);

const userOf = (sess: session.SessionData): number | null => {
  const id = (sess as { passport?: { user?: unknown } }).passport?.user;
  return typeof id === 'number' ? id : null;
};

/**
 * The session as stored, its cookie carrying the stored expiry (which the database store's
 * touch moves without rewriting the data): throttledSessionTouch reads from it how old the expiry is.
 */
function withExpiry(sess: session.SessionData, expiresAt: Date | null): session.SessionData {
  if (expiresAt && sess.cookie) sess.cookie.expires = expiresAt.toISOString() as unknown as Date;
  return sess;
}

/** Sessions in the application database (embedded mode). */
export class DatabaseSessionStore extends session.Store {
  private lastPrune = 0;
  private readonly select: string;
  private prepared: SqliteStatement | null | undefined;

  constructor(
    private readonly repo: Repository<HttpSession>,
    private readonly ttlMs: number,
  ) {
    super();
    // Read on every request: one plain statement rather than the query builder.
    const { driver } = repo.manager.connection;
    const table = driver.escape(repo.metadata.tableName);
    const [data, id, expiresAt] = ['data', 'id', 'expiresAt'].map((c) => driver.escape(c));
    this.select = `SELECT ${data} AS data, ${expiresAt} AS expiresAt FROM ${table} WHERE ${id} = ? AND ${expiresAt} > ?`;
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    const { driver } = this.repo.manager.connection;
    const column = this.repo.metadata.findColumnWithPropertyName('expiresAt')!;
    const params = [sid, driver.preparePersistentValue(new Date(), column)];
    const found = (row: { data: string; expiresAt: unknown } | undefined) =>
      row ? withExpiry(JSON.parse(row.data), driver.prepareHydratedValue(row.expiresAt, column) as Date) : null;
    const sqlite = this.sqliteStatement();
    if (sqlite) {
      let sess: session.SessionData | null;
      try {
        sess = found(sqlite.get(...params));
      } catch (error) {
        return cb(error);
      }
      return cb(null, sess);
    }
    this.repo.manager
      .query(this.select, params)
      .then((rows: { data: string; expiresAt: unknown }[]) => cb(null, found(rows[0])))
      .catch(cb);
  }

  /** On better-sqlite3 (one connection), the read is a prepared statement kept for the process. */
  private sqliteStatement(): SqliteStatement | null {
    if (this.prepared === undefined) {
      const { driver } = this.repo.manager.connection;
      const db = (driver as { databaseConnection?: { prepare?: (sql: string) => SqliteStatement } }).databaseConnection;
      this.prepared = driver.options.type === 'better-sqlite3' && db?.prepare ? db.prepare(this.select) : null;
    }
    return this.prepared;
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    this.repo
      .save({ id: sid, data: JSON.stringify(sess), expiresAt: expiry(sess, this.ttlMs), userId: userOf(sess) })
      .then(() => this.prune())
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    if (isFreshSession(sess)) return cb?.();
    this.repo
      .update({ id: sid }, { expiresAt: expiry(sess, this.ttlMs) })
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.repo
      .delete({ id: sid })
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  /** Ends every session of a user (after a password change). */
  async destroyForUser(userId: number): Promise<void> {
    await this.repo.delete({ userId });
  }

  // Expired rows are removed at most once a minute, on a write.
  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.repo.delete({ expiresAt: LessThan(new Date()) });
  }
}

/** Sessions in Redis, with a per-user index so they can be revoked together. */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {
    super();
  }

  private key(sid: string) {
    return `${this.prefix}:sess:${sid}`;
  }

  private ttlSeconds(sess: session.SessionData) {
    return Math.max(1, Math.ceil((expiry(sess, this.ttlMs).getTime() - Date.now()) / 1000));
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    this.redis
      .get(this.key(sid))
      .then((raw) => cb(null, raw ? JSON.parse(raw) : null))
      .catch(cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    const ttl = this.ttlSeconds(sess);
    const userId = userOf(sess);
    const multi = this.redis.multi().set(this.key(sid), JSON.stringify(sess), 'EX', ttl);
    if (userId !== null) multi.sadd(`${this.prefix}:user-sess:${userId}`, sid);
    multi
      .exec()
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    if (isFreshSession(sess)) return cb?.();
    // The data with its new cookie expiry, read by the next requests (XX: a session destroyed meanwhile stays so).
    this.redis
      .set(this.key(sid), JSON.stringify(sess), 'EX', this.ttlSeconds(sess), 'XX')
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.redis
      .del(this.key(sid))
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  async destroyForUser(userId: number): Promise<void> {
    const setKey = `${this.prefix}:user-sess:${userId}`;
    const sids = await this.redis.smembers(setKey);
    if (sids.length > 0) await this.redis.del(...sids.map((sid) => this.key(sid)));
    await this.redis.del(setKey);
  }
}

export type RevocableSessionStore = DatabaseSessionStore | RedisSessionStore;
