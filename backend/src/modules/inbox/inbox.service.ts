import { Injectable } from '@nestjs/common';
import {
  formatDateTime,
  fr,
  messageExcerpt,
  t,
  type ThreadMessageView,
  ThreadType,
  type ThreadView,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../core/database/transactions.js';
import { Transactions } from '../../core/database/transactions.js';
import type { InboxMessageEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { UsersService } from '../identity/index.js';
import type { Message } from './entities/message.entity.js';
import { Thread } from './entities/thread.entity.js';
import { InboxQueries } from './inbox.queries.js';
import { type SubjectRefs, ThreadSubjects } from './thread-subjects.js';

export type AutomaticKey = keyof typeof fr.tracker.automatic | keyof typeof fr.inbox.automatic;

/** The automatic messages' wordings, by content key: the exchanges' and the inbox's own. */
const AUTOMATIC: Record<string, string> = { ...fr.tracker.automatic, ...fr.inbox.automatic };

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
    private readonly subjects: ThreadSubjects,
    private readonly events: DomainEvents,
  ) {}

  /** Opens a thread in the caller's transaction, with the first message when there is one. */
  async open(manager: Tx, input: NewThread, firstMessage?: { userId: number; content: string }) {
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
    if (firstMessage) await this.write(manager, thread, { userId: firstMessage.userId, content: firstMessage.content });
    else await this.queries.ensureParticipants(manager, thread, await this.subjects.readers(thread, manager));
    return thread;
  }

  /** The asker's InformationDemand thread about a listing, opened with its manager when there is none. */
  async informationThread(
    manager: Tx,
    askerId: number,
    troc: { id: number; managerId: number; name: string | null },
  ): Promise<Thread> {
    return (
      (await this.queries.informationThread(manager, askerId, troc.id)) ??
      this.open(manager, {
        threadType: ThreadType.InformationDemand,
        title: troc.name ?? fr.fallback.unknown,
        fromUserId: askerId,
        toUserId: troc.managerId,
        trocId: troc.id,
      })
    );
  }

  refs(threads: readonly Thread[]): Promise<SubjectRefs> {
    return this.subjects.refs(threads);
  }

  /** Everyone who may read the thread: its parties and the managers of what it is about. */
  readers(thread: Thread): Promise<number[]> {
    return this.subjects.readers(thread);
  }

  /** Inserts a message and keeps every reader's unread count and archive in step with it. */
  private async write(
    manager: Tx,
    thread: Thread,
    message: { userId: number | null; content?: string | null; contentKey?: string | null; params?: Message['params'] },
    causedBy: number | null = message.userId,
  ): Promise<Message> {
    await this.queries.ensureParticipants(manager, thread, await this.subjects.readers(thread, manager));
    const saved = await this.queries.insertMessage(manager, {
      threadId: thread.id,
      userId: message.userId,
      content: message.content ?? null,
      contentKey: message.contentKey ?? null,
      params: message.params ?? null,
    });
    await this.queries.countNewMessage(manager, thread.id, causedBy);
    return saved;
  }

  private async threadIn(manager: Tx, threadId: number): Promise<Thread> {
    return this.queries.threadIn(manager, threadId);
  }

  /** inbox.message, once the message is committed: every reader but its author is told. */
  async published(thread: Thread, authorId: number, content: string): Promise<void> {
    const readers = await this.subjects.readers(thread);
    await this.events.publish<InboxMessageEvent>({
      type: 'inbox.message',
      threadId: thread.id,
      threadSlug: thread.slug,
      title: thread.title,
      authorId,
      recipientIds: readers.filter((id) => id !== authorId),
      excerpt: messageExcerpt(content),
    });
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

  /** A person's message (already authorised and validated by the caller), published once committed. */
  async post(thread: Thread, userId: number, content: string): Promise<void> {
    await this.transactions.run((manager) => this.write(manager, thread, { userId, content }));
    await this.published(thread, userId, content);
  }

  /** A person's message in the caller's transaction (the caller publishes what it did). */
  async postIn(manager: Tx, threadId: number, userId: number, content: string): Promise<void> {
    await this.write(manager, await this.threadIn(manager, threadId), { userId, content });
  }

  /**
   * A message of the platform, in the caller's transaction. The person whose action it tells
   * (`causedBy`) knows it already: it is unread for the others only.
   */
  async postAutomatic(
    manager: Tx,
    threadId: number,
    key: AutomaticKey,
    params: Record<string, string | number> = {},
    causedBy: number | null = null,
  ): Promise<void> {
    await this.write(
      manager,
      await this.threadIn(manager, threadId),
      { userId: null, contentKey: key, params },
      causedBy,
    );
  }

  /** The messages as the viewer reads them; reading them clears the viewer's unread count. */
  async view(thread: Thread, viewerId: number): Promise<ThreadView> {
    const messages = await this.queries.messagesOf(thread.id);
    await this.queries.markRead(thread.id, viewerId);
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

export function toMessageView(
  m: Message,
  authors: Map<
    number,
    { firstname: string; lastname: string; organisation: { name: string }; service: { name: string } | null }
  >,
  viewerId: number,
): ThreadMessageView {
  const author = m.userId === null ? undefined : authors.get(m.userId);
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
    content: m.userId === null ? automaticText(m) : m.deletedAt ? fr.inbox.deleted : (m.content ?? ''),
    automatic: m.userId === null,
    displayDate: formatDateTime(m.createdAt),
    currentUser: m.userId === viewerId,
    ...(m.deletedAt ? { deleted: true } : {}),
  };
}

/** An automatic message in French, from its content key and parameters. */
export function automaticText(m: Pick<Message, 'contentKey' | 'params'>): string {
  const template = m.contentKey ? AUTOMATIC[m.contentKey] : undefined;
  return t(template ?? fr.tracker.automatic.system, m.params ?? {});
}
