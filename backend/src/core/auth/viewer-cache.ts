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
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { logRedisErrors } from '../redis/redis-options.js';
import type { ActorSource } from './actor.js';

/** A signed-in user as the session reads it: what makes an actor, and whether the account is enabled. */
export interface CachedViewer extends ActorSource {
  enabled: boolean;
}

/**
 * What the accounts' module tells the cache: how to read a viewer (and copy one per request),
 * the entities a viewer is made of, its own entity, and the columns whose bulk update keeps the entries.
 */
export interface ViewerSource<V extends CachedViewer = CachedViewer> {
  read(id: number): Promise<V | null>;
  copy(viewer: V): V;
  watched: readonly unknown[];
  viewerEntity: unknown;
  bookkeeping: ReadonlySet<string>;
}

export const VIEWER_SOURCE = Symbol('VIEWER_SOURCE');

/** How long a signed-in user read for a request is reused by the next ones of this process. */
export const VIEWER_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type AnyEvent = UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown> | RecoverEvent<unknown>;

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
export class ViewerCache<V extends CachedViewer = CachedViewer>
  implements EntitySubscriberInterface, OnModuleInit, OnApplicationShutdown
{
  private readonly logger = new Logger(ViewerCache.name);
  /** Tells this process's messages apart on the shared channel. */
  private readonly origin = randomUUID();
  private readonly channel: string | null;
  private subscriber: Redis | null = null;
  private readonly entries = new Map<number, { user: V; until: number }>();
  /** Bumped by every invalidation: a read that started before one is not kept. */
  private generation = 0;
  private readonly pending = new WeakMap<QueryRunner, Set<number> | 'all'>();

  constructor(
    @Inject(VIEWER_SOURCE) private readonly source: ViewerSource<V>,
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

  /** The user with this id as the source reads it (a copy of its own), or null. */
  async get(id: number): Promise<V | null> {
    const hit = this.entries.get(id);
    if (hit && hit.until > Date.now()) return this.source.copy(hit.user);
    const generation = this.generation;
    const user = await this.source.read(id);
    if (!user) return null;
    if (generation === this.generation) {
      this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { user, until: Date.now() + VIEWER_TTL_MS });
    }
    return this.source.copy(user);
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
    if (id === undefined && event.metadata.target === this.source.viewerEntity && event.entity) {
      if (Object.keys(event.entity).every((column) => this.source.bookkeeping.has(column))) return;
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
    if (!this.source.watched.includes(event.metadata.target)) return;
    const userId = event.metadata.target === this.source.viewerEntity && typeof id === 'number' ? id : null;
    if (userId === null) this.invalidateAll();
    else this.invalidate(userId);
    if (!event.queryRunner.isTransactionActive) return;
    const pending = this.pending.get(event.queryRunner);
    if (pending === 'all') return;
    if (userId === null) this.pending.set(event.queryRunner, 'all');
    else this.pending.set(event.queryRunner, (pending ?? new Set()).add(userId));
  }
}
