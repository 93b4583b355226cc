import session from 'express-session';
import type { Redis } from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import type { HttpSession } from './session.entity.js';

type Callback<T = void> = (err?: unknown, value?: T) => void;

const expiry = (sess: session.SessionData, fallbackMs: number): Date =>
  sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + fallbackMs);

const userOf = (sess: session.SessionData): number | null => {
  const id = (sess as { passport?: { user?: unknown } }).passport?.user;
  return typeof id === 'number' ? id : null;
};

/** Sessions in the application database (embedded mode). */
export class DatabaseSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(
    private readonly repo: Repository<HttpSession>,
    private readonly ttlMs: number,
  ) {
    super();
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    this.repo
      .findOneBy({ id: sid })
      .then((row) => cb(null, row && row.expiresAt.getTime() > Date.now() ? JSON.parse(row.data) : null))
      .catch(cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    this.repo
      .save({ id: sid, data: JSON.stringify(sess), expiresAt: expiry(sess, this.ttlMs), userId: userOf(sess) })
      .then(() => this.prune())
      .then(() => cb?.())
      .catch((e) => cb?.(e));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
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
    this.redis
      .expire(this.key(sid), this.ttlSeconds(sess))
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
