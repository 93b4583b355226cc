import type { Redis } from 'ioredis';

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts events per key within a window (failed sign-ins; person lookups, where every lookup
 * counts); shared by every process when in Redis.
 */
export interface LoginThrottle {
  check(key: string): Promise<ThrottleState>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.until <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  async check(key: string): Promise<ThrottleState> {
    const entry = this.entry(key);
    const blocked = !!entry && entry.count >= this.maxAttempts;
    return { blocked, retryAfterSeconds: blocked ? Math.ceil((entry!.until - this.now()) / 1000) : 0 };
  }

  async fail(key: string): Promise<void> {
    const entry = this.entry(key) ?? { count: 0, until: this.now() + this.windowSeconds * 1000 };
    entry.count += 1;
    this.failures.set(key, entry);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }
}

export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxAttempts: number,
    private readonly windowSeconds: number,
    /** Keeps the counters of each use apart in Redis. */
    private readonly bucket = 'login-fail',
  ) {}

  private key(key: string) {
    return `${this.prefix}:${this.bucket}:${key}`;
  }

  async check(key: string): Promise<ThrottleState> {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(key)), this.redis.ttl(this.key(key))]);
    const blocked = Number(count ?? 0) >= this.maxAttempts;
    return { blocked, retryAfterSeconds: blocked ? Math.max(ttl, 1) : 0 };
  }

  async fail(key: string): Promise<void> {
    // The window starts at the first failure: NX keeps later failures from extending it.
    await this.redis.multi().incr(this.key(key)).expire(this.key(key), this.windowSeconds, 'NX').exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}

export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE');
/** Person autocompletes (members of any organisation): every lookup of a member counts. */
export const PEOPLE_LOOKUP_THROTTLE = Symbol('PEOPLE_LOOKUP_THROTTLE');
