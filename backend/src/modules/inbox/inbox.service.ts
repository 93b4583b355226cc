import { Injectable } from '@nestjs/common';
import { formatDateTime, fr, t, type ThreadMessageView, type ThreadType, type ThreadView } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../core/database/transactions.js';
import { UsersService } from '../identity/users.service.js';
import type { Message } from './entities/message.entity.js';
import type { Thread } from './entities/thread.entity.js';
import { InboxQueries } from './inbox.queries.js';

export type AutomaticKey = keyof typeof fr.tracker.automatic;

export interface NewThread {
  threadType: ThreadType;
  title: string;
  fromUserId: number;
  toUserId: number;
  trocId?: number | null;
  trackerId?: number | null;
  cartId?: number | null;
}

/**
 * Threads and their messages. Who may read or write a thread is decided by the module the
 * thread is about (the tracker module for an exchange's thread); this service keeps them.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly queries: InboxQueries,
    private readonly users: UsersService,
    private readonly transactions: Transactions,
  ) {}

  /** Opens a thread in the caller's transaction, with the first message when there is one. */
  async open(manager: EntityManager, input: NewThread, firstMessage?: { userId: number; content: string }) {
    const thread = await this.queries.insertThread(manager, {
      slug: randomBytes(8).toString('hex'),
      threadType: input.threadType,
      title: input.title.slice(0, 255),
      fromUserId: input.fromUserId,
      toUserId: input.toUserId,
      trocId: input.trocId ?? null,
      trackerId: input.trackerId ?? null,
      cartId: input.cartId ?? null,
      archived: false,
      lastMessageAt: new Date(),
    });
    if (firstMessage) {
      await this.queries.insertMessage(manager, {
        threadId: thread.id,
        userId: firstMessage.userId,
        content: firstMessage.content,
        contentKey: null,
        params: null,
      });
    }
    return thread;
  }

  bySlug(slug: string): Promise<Thread | null> {
    return this.queries.bySlug(slug);
  }

  byTracker(trackerId: number): Promise<Thread | null> {
    return this.queries.byTracker(trackerId);
  }

  byCart(cartId: number): Promise<Thread | null> {
    return this.queries.byCart(cartId);
  }

  /** An exchange's thread: its own, or the batch thread of the cart it came from. */
  async forTracker(tracker: { id: number; cartId: number | null }): Promise<Thread | null> {
    return (await this.queries.byTracker(tracker.id)) ?? (tracker.cartId ? this.queries.byCart(tracker.cartId) : null);
  }

  async slugsForTrackers(trackers: readonly { id: number; cartId: number | null }[]): Promise<Map<number, string>> {
    const [own, carts] = await Promise.all([
      this.queries.slugsByTrackers(trackers.map((k) => k.id)),
      this.queries.slugsByCarts(trackers.flatMap((k) => (k.cartId ? [k.cartId] : []))),
    ]);
    return new Map(
      trackers.flatMap((k) => {
        const slug = own.get(k.id) ?? (k.cartId ? carts.get(k.cartId) : undefined);
        return slug ? [[k.id, slug] as const] : [];
      }),
    );
  }

  slugsByCarts(cartIds: readonly number[]): Promise<Map<number, string>> {
    return this.queries.slugsByCarts(cartIds);
  }

  /** A person's message (already authorised and validated by the caller). */
  async post(thread: Thread, userId: number, content: string): Promise<void> {
    await this.transactions.run((manager) =>
      this.queries.insertMessage(manager, { threadId: thread.id, userId, content, contentKey: null, params: null }),
    );
  }

  /** A person's message in the caller's transaction. */
  async postIn(manager: EntityManager, threadId: number, userId: number, content: string): Promise<void> {
    await this.queries.insertMessage(manager, { threadId, userId, content, contentKey: null, params: null });
  }

  /** A message of the platform, in the caller's transaction. */
  async postAutomatic(
    manager: EntityManager,
    threadId: number,
    key: AutomaticKey,
    params: Record<string, string | number> = {},
  ): Promise<void> {
    await this.queries.insertMessage(manager, { threadId, userId: null, content: null, contentKey: key, params });
  }

  async view(thread: Thread, viewerId: number): Promise<ThreadView> {
    const messages = await this.queries.messagesOf(thread.id);
    const authors = await this.users.findByIds(messages.flatMap((m) => (m.userId === null ? [] : [m.userId])));
    return {
      slug: thread.slug,
      threadType: thread.threadType,
      title: thread.title,
      archived: thread.archived,
      tracker: null,
      troc: null,
      messages: messages.map((m) => toMessageView(m, authors, viewerId)),
    };
  }
}

function toMessageView(
  m: Message,
  authors: Map<
    number,
    { firstname: string; lastname: string; organisation: { name: string }; service: { name: string } | null }
  >,
  viewerId: number,
): ThreadMessageView {
  const author = m.userId === null ? undefined : authors.get(m.userId);
  const template = m.contentKey ? (fr.tracker.automatic as Record<string, string>)[m.contentKey] : undefined;
  return {
    id: m.id,
    user: author
      ? {
          firstname: author.firstname,
          lastname: author.lastname,
          organisation: author.service
            ? `${author.service.name} — ${author.organisation.name}`
            : author.organisation.name,
        }
      : null,
    content: m.userId === null ? t(template ?? fr.tracker.automatic.system, m.params ?? {}) : (m.content ?? ''),
    automatic: m.userId === null,
    displayDate: formatDateTime(m.createdAt),
    currentUser: m.userId === viewerId,
  };
}
