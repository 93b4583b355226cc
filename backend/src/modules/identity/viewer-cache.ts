import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  RecoverEvent,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { REDIS_CLIENT } from '../../core/redis/redis.module.js';
import { logRedisErrors } from '../../core/redis/redis-options.js';
import { OrganisationGroup } from './entities/organisation-group.entity.js';
import { Organisation } from './entities/organisation.entity.js';
import { Service } from './entities/service.entity.js';
import { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

/** How long a signed-in user read for a request is reused by the next ones of this process. */
export const VIEWER_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** What the cached user is made of: a change to any of these rows may change a viewer. */
const WATCHED: unknown[] = [User, Organisation, OrganisationGroup, Service];

/** Columns a sign-in writes that nothing reads from req.user: a bulk update of these alone keeps the entries. */
const BOOKKEEPING = new Set(['lastLoginAt', 'updatedAt']);

type AnyEvent = UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown> | RecoverEvent<unknown>;

/** A copy per request with the same prototypes, so that a handler changing req.user changes only its own. */
function copyOf<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object) as T, value);
}

function copyUser(user: User): User {
  const copy = copyOf(user);
  copy.roles = [...user.roles];
  if (user.organisation) copy.organisation = copyOf(user.organisation);
  if (user.service) copy.service = copyOf(user.service);
  return copy;
}

/**
 * The signed-in user of each request (the session keeps only the id), read from the
 * database at most every VIEWER_TTL_MS per user and process. Any write through TypeORM to
 * a user, an organisation, a group or a service empties the entries it may concern at
 * once (and again when its transaction commits), so within the process a disabled account
 * or a role taken away counts from the next request. With Redis, the other processes are
 * told on a channel and drop theirs as well; without it (or if a message is lost), a write
 * by another process is seen after VIEWER_TTL_MS at most.
 */
@Injectable()
export class ViewerCache implements EntitySubscriberInterface, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ViewerCache.name);
  /** Tells this process's messages apart on the shared channel. */
  private readonly origin = randomUUID();
  private readonly channel: string | null;
  private subscriber: Redis | null = null;
  private readonly entries = new Map<number, { user: User; until: number }>();
  /** Bumped by every invalidation: a read that started before one is not kept. */
  private generation = 0;
  private readonly pending = new WeakMap<QueryRunner, Set<number> | 'all'>();

  constructor(
    private readonly users: UsersService,
    @InjectDataSource() dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    dataSource.subscribers.push(this);
    this.channel = redis && config.redis ? `${config.redis.prefix}:viewers` : null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis || !this.channel) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on(
      'error',
      logRedisErrors((message) => this.logger.error(message)),
    );
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [origin, what] = message.split(' ');
      if (origin === this.origin) return;
      if (what === '*') this.dropAll();
      else this.drop(Number(what));
    });
    await this.subscriber.subscribe(this.channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** The user with this id as UsersService.findById reads it (a copy of its own), or null. */
  async get(id: number): Promise<User | null> {
    const hit = this.entries.get(id);
    if (hit && hit.until > Date.now()) return copyUser(hit.user);
    const generation = this.generation;
    const user = await this.users.findById(id);
    if (!user) return null;
    if (generation === this.generation) {
      this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { user, until: Date.now() + VIEWER_TTL_MS });
    }
    return copyUser(user);
  }

  /** Drops a user here and in the other processes. */
  invalidate(id: number): void {
    this.drop(id);
    this.publish(String(id));
  }

  invalidateAll(): void {
    this.dropAll();
    this.publish('*');
  }

  private drop(id: number): void {
    this.generation++;
    this.entries.delete(id);
  }

  private dropAll(): void {
    this.generation++;
    this.entries.clear();
  }

  private publish(what: string): void {
    if (!this.redis || !this.channel) return;
    this.redis.publish(this.channel, `${this.origin} ${what}`).catch((error: unknown) => {
      this.logger.warn(
        `Invalidation non diffusée (${String(error)}) : les autres processus la verront sous ${VIEWER_TTL_MS / 1000} s.`,
      );
    });
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    const id = (event.databaseEntity as { id?: number } | undefined)?.id;
    // An UPDATE from the query builder (Repository.update) tells the values, not the rows.
    if (id === undefined && event.metadata.target === User && event.entity) {
      if (Object.keys(event.entity).every((column) => BOOKKEEPING.has(column))) return;
    }
    this.changed(event, id);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event, (event.databaseEntity as { id?: number } | undefined)?.id ?? (event.entityId as number));
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.changed(event, (event.databaseEntity as { id?: number } | undefined)?.id);
  }

  afterRecover(event: RecoverEvent<unknown>): void {
    this.changed(event, (event.databaseEntity as { id?: number } | undefined)?.id);
  }

  /** Other readers may have read the old rows until the commit: they are dropped again then. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const pending = this.pending.get(event.queryRunner);
    if (!pending) return;
    this.pending.delete(event.queryRunner);
    if (pending === 'all') this.invalidateAll();
    else for (const id of pending) this.invalidate(id);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }

  /** A user row whose id is known drops that user; anything else (bulk update, organisation…) drops all. */
  private changed(event: AnyEvent, id: number | undefined): void {
    if (!WATCHED.includes(event.metadata.target)) return;
    const userId = event.metadata.target === User && typeof id === 'number' ? id : null;
    if (userId === null) this.invalidateAll();
    else this.invalidate(userId);
    if (!event.queryRunner.isTransactionActive) return;
    const pending = this.pending.get(event.queryRunner);
    if (pending === 'all') return;
    if (userId === null) this.pending.set(event.queryRunner, 'all');
    else this.pending.set(event.queryRunner, (pending ?? new Set()).add(userId));
  }
}
