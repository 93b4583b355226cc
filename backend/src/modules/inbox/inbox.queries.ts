import { Injectable } from '@nestjs/common';
import { ThreadType } from '@troc/shared';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Message } from './entities/message.entity.js';
import { ThreadParticipant } from './entities/thread-participant.entity.js';
import { Thread } from './entities/thread.entity.js';

/** The inbox module's reads and writes, in one place. */
@Injectable()
export class InboxQueries {
  constructor(
    @InjectRepository(Thread) private readonly threads: Repository<Thread>,
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    @InjectRepository(ThreadParticipant) private readonly participants: Repository<ThreadParticipant>,
  ) {}

  byIds(ids: readonly number[]): Promise<Thread[]> {
    return ids.length
      ? this.threads
          .createQueryBuilder('th')
          .whereInIds([...ids])
          .getMany()
      : Promise.resolve([]);
  }

  messageById(id: number): Promise<Message | null> {
    return this.messages.findOneBy({ id });
  }

  /** The asker's own conversation about a listing (not an exchange's), to continue it. */
  informationThread(manager: EntityManager, fromUserId: number, trocId: number): Promise<Thread | null> {
    return manager.getRepository(Thread).findOne({
      where: { fromUserId, trocId, threadType: ThreadType.InformationDemand },
      order: { id: 'ASC' },
    });
  }

  /** A conversation between two people about nothing in particular (contact), whoever began it. */
  contactThread(manager: EntityManager, a: number, b: number): Promise<Thread | null> {
    return manager
      .getRepository(Thread)
      .createQueryBuilder('th')
      .where('th.trocId IS NULL AND th.trackerId IS NULL AND th.cartId IS NULL')
      .andWhere('((th.fromUserId = :a AND th.toUserId = :b) OR (th.fromUserId = :b AND th.toUserId = :a))', { a, b })
      .orderBy('th.id', 'ASC')
      .getOne();
  }

  participant(threadId: number, userId: number): Promise<ThreadParticipant | null> {
    return this.participants.findOneBy({ threadId, userId });
  }

  /** Adds the readers who have no row yet (a delegate added since, the parties of a new thread). */
  async ensureParticipants(
    manager: EntityManager,
    thread: Pick<Thread, 'id' | 'fromUserId'>,
    readerIds: readonly number[],
  ): Promise<void> {
    const repo = manager.getRepository(ThreadParticipant);
    const existing = new Set((await repo.find({ where: { threadId: thread.id } })).map((p) => p.userId));
    const missing = [...new Set(readerIds)].filter((id) => !existing.has(id));
    if (!missing.length) return;
    await repo.insert(
      missing.map((userId) => ({
        threadId: thread.id,
        userId,
        origin: userId === thread.fromUserId ? ('user' as const) : ('manager' as const),
        archived: false,
        unread: 0,
        readAt: null,
      })),
    );
  }

  /** A new message: unread for everyone but its author, and the thread back in everyone's open list. */
  async countNewMessage(manager: EntityManager, threadId: number, authorId: number | null): Promise<void> {
    const qb = manager
      .createQueryBuilder()
      .update(ThreadParticipant)
      .set({ unread: () => 'unread + 1', archived: false })
      .where('threadId = :threadId', { threadId });
    if (authorId !== null) qb.andWhere('userId <> :authorId', { authorId });
    await qb.execute();
    if (authorId !== null) {
      await manager.getRepository(ThreadParticipant).update({ threadId, userId: authorId }, { archived: false });
    }
  }

  async markRead(threadId: number, userId: number): Promise<void> {
    await this.participants.update({ threadId, userId }, { unread: 0, readAt: new Date() });
  }

  async archive(threadId: number, userId: number): Promise<void> {
    await this.participants.update({ threadId, userId }, { archived: true });
  }

  async softDeleteMessage(id: number): Promise<void> {
    await this.messages.update({ id }, { content: null, deletedAt: new Date() });
  }

  /** The latest message of each thread, for the list's excerpts. */
  async lastMessages(threadIds: readonly number[]): Promise<Map<number, Message>> {
    if (!threadIds.length) return new Map();
    const latest = this.messages
      .createQueryBuilder('lm')
      .select('MAX(lm.id)')
      .where('lm.threadId IN (:...ids)')
      .groupBy('lm.threadId');
    const rows = await this.messages
      .createQueryBuilder('m')
      .where(`m.id IN (${latest.getQuery()})`)
      .setParameters({ ids: [...threadIds] })
      .getMany();
    return new Map(rows.map((m) => [m.threadId, m]));
  }

  bySlug(slug: string): Promise<Thread | null> {
    return this.threads.findOneBy({ slug });
  }

  byTracker(trackerId: number): Promise<Thread | null> {
    return this.threads.findOne({ where: { trackerId }, order: { id: 'ASC' } });
  }

  byCart(cartId: number): Promise<Thread | null> {
    return this.threads.findOne({ where: { cartId }, order: { id: 'ASC' } });
  }

  async slugsByTrackers(trackerIds: readonly number[]): Promise<Map<number, string>> {
    if (trackerIds.length === 0) return new Map();
    const rows = await this.threads
      .createQueryBuilder('th')
      .select(['th.trackerId AS trackerId', 'th.slug AS slug'])
      .where('th.trackerId IN (:...ids)', { ids: [...new Set(trackerIds)] })
      .getRawMany<{ trackerId: number; slug: string }>();
    return new Map(rows.map((r) => [Number(r.trackerId), r.slug]));
  }

  async slugsByCarts(cartIds: readonly number[]): Promise<Map<number, string>> {
    if (cartIds.length === 0) return new Map();
    const rows = await this.threads
      .createQueryBuilder('th')
      .select(['th.cartId AS cartId', 'th.slug AS slug'])
      .where('th.cartId IN (:...ids)', { ids: [...new Set(cartIds)] })
      .getRawMany<{ cartId: number; slug: string }>();
    return new Map(rows.map((r) => [Number(r.cartId), r.slug]));
  }

  /** The messages of a thread, oldest first (a thread holds a negotiation, not a mailbox). */
  messagesOf(threadId: number, limit = 500): Promise<Message[]> {
    return this.messages.find({ where: { threadId }, order: { id: 'ASC' }, take: limit });
  }

  /** The thread as the caller's transaction sees it. */
  threadIn(manager: EntityManager, threadId: number): Promise<Thread> {
    return manager.getRepository(Thread).findOneByOrFail({ id: threadId });
  }

  async insertThread(manager: EntityManager, thread: Omit<Thread, 'id' | 'createdAt' | 'updatedAt'>): Promise<Thread> {
    return manager.getRepository(Thread).save(manager.getRepository(Thread).create(thread));
  }

  async insertMessage(
    manager: EntityManager,
    message: Omit<Message, 'id' | 'createdAt' | 'deletedAt'>,
  ): Promise<Message> {
    const saved = await manager.getRepository(Message).save(manager.getRepository(Message).create(message));
    await manager.getRepository(Thread).update({ id: message.threadId }, { lastMessageAt: new Date() });
    return saved;
  }
}
