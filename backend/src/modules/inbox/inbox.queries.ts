import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Message } from './entities/message.entity.js';
import { Thread } from './entities/thread.entity.js';

/** The inbox module's reads and writes, in one place. */
@Injectable()
export class InboxQueries {
  constructor(
    @InjectRepository(Thread) private readonly threads: Repository<Thread>,
    @InjectRepository(Message) private readonly messages: Repository<Message>,
  ) {}

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

  async insertThread(manager: EntityManager, thread: Omit<Thread, 'id' | 'createdAt' | 'updatedAt'>): Promise<Thread> {
    return manager.getRepository(Thread).save(manager.getRepository(Thread).create(thread));
  }

  async insertMessage(manager: EntityManager, message: Omit<Message, 'id' | 'createdAt'>): Promise<Message> {
    const saved = await manager.getRepository(Message).save(manager.getRepository(Message).create(message));
    await manager.getRepository(Thread).update({ id: message.threadId }, { lastMessageAt: new Date() });
    return saved;
  }
}
