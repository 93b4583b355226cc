import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InboxOrigin } from '@troc/shared';

/**
 * One reader's own state of a thread: whether they archived it and how many messages they
 * have not read yet. Kept per participant (archiving is one's own view) and maintained on
 * every write, so the header's unread count is one indexed SUM over the viewer's rows
 * instead of a scan of everyone's messages.
 */
@Entity('thread_participant')
@Index(['userId', 'threadId'], { unique: true })
@Index(['threadId'])
export class ThreadParticipant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  threadId: number;

  @Column({ type: 'int' })
  userId: number;

  /** user: the reader started the thread; manager: the thread is about one of their listings. */
  @Column({ type: 'varchar', length: 16 })
  origin: InboxOrigin;

  @Column({ type: 'boolean', default: false })
  archived: boolean;

  /** Messages of others written since the reader last opened the feed. */
  @Column({ type: 'int', default: 0 })
  unread: number;

  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;
}
