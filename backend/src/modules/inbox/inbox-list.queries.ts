import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InboxFilterForm } from '@troc/shared';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { ThreadParticipant } from './entities/thread-participant.entity.js';
import { Thread } from './entities/thread.entity.js';

export interface InboxRow {
  thread: Thread;
  archived: boolean;
  unread: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The inbox list's reads: every query starts from the reader's own participant rows (indexed
 * by userId), so a list, its totals and the poll never scan other people's threads.
 */
@Injectable()
export class InboxListQueries {
  constructor(@InjectRepository(ThreadParticipant) private readonly participants: Repository<ThreadParticipant>) {}

  private mine(userId: number): SelectQueryBuilder<ThreadParticipant> {
    return this.participants
      .createQueryBuilder('p')
      .innerJoinAndMapOne('p.thread', Thread, 'th', 'th.id = p.threadId')
      .where('p.userId = :me', { me: userId });
  }

  async list(
    userId: number,
    form: InboxFilterForm,
    page: number,
    size: number,
  ): Promise<{ rows: InboxRow[]; totalResults: number }> {
    const qb = this.mine(userId);
    if (form.status === 'open') qb.andWhere('p.archived = 0');
    if (form.status === 'archived') qb.andWhere('p.archived = 1');
    if (form.status === 'unread') qb.andWhere('p.unread > 0');
    if (form.threadType) qb.andWhere('th.threadType = :type', { type: form.threadType });
    if (form.origin) qb.andWhere('p.origin = :origin', { origin: form.origin });
    const keyword = form.keyword?.trim();
    if (keyword) {
      qb.andWhere(
        "(th.title LIKE :kw ESCAPE '!' OR EXISTS (SELECT 1 FROM message km WHERE km.threadId = th.id AND km.content LIKE :kw ESCAPE '!'))",
        { kw: `%${escapeLike(keyword)}%` },
      );
    }
    if (form.sentAfter) qb.andWhere('th.lastMessageAt >= :after', { after: new Date(`${form.sentAfter}T00:00:00Z`) });
    if (form.sentBefore) {
      // On or before that day: up to the start of the next one.
      qb.andWhere('th.lastMessageAt < :before', { before: new Date(Date.parse(`${form.sentBefore}T00:00:00Z`) + DAY) });
    }
    const direction = form.sort === 'oldest' ? 'ASC' : 'DESC';
    const [rows, totalResults] = await qb
      .orderBy('th.lastMessageAt', direction)
      .addOrderBy('th.id', direction)
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return {
      rows: rows.map((p) => ({
        thread: (p as ThreadParticipant & { thread: Thread }).thread,
        archived: p.archived,
        unread: p.unread,
      })),
      totalResults,
    };
  }

  /** total, total_archived, total_unread of the reader, in one pass over their rows. */
  async totals(userId: number): Promise<{ total: number; archived: number; unread: number }> {
    const row = await this.participants
      .createQueryBuilder('p')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN p.archived = 1 THEN 1 ELSE 0 END)', 'archived')
      .addSelect('SUM(CASE WHEN p.unread > 0 THEN 1 ELSE 0 END)', 'unread')
      .where('p.userId = :me', { me: userId })
      .getRawOne<{ total: unknown; archived: unknown; unread: unknown }>();
    return { total: Number(row?.total ?? 0), archived: Number(row?.archived ?? 0), unread: Number(row?.unread ?? 0) };
  }

  /** Threads with something unread for the reader that moved since `since`. */
  async newThreads(userId: number, since: Date | null): Promise<number> {
    const qb = this.mine(userId).andWhere('p.unread > 0');
    if (since) qb.andWhere('th.lastMessageAt >= :since', { since });
    return qb.getCount();
  }
}
