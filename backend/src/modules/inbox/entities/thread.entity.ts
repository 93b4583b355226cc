import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ThreadType } from '@troc/shared';

/**
 * A conversation between the one who asked (fromUser) and the listing's side (toUser), about
 * a listing, an exchange (tracker) or a cart. The inbox reads it; an exchange's thread is also
 * open to the listing's managers and delegates, whom the tracker module authorises.
 */
@Entity('thread')
@Index(['fromUserId', 'lastMessageAt'])
@Index(['toUserId', 'lastMessageAt'])
@Index(['trackerId'])
export class Thread {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  slug: string;

  @Column({ type: 'varchar', length: 32 })
  threadType: ThreadType;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'int', nullable: true })
  trocId: number | null;

  @Column({ type: 'int', nullable: true })
  trackerId: number | null;

  @Column({ type: 'int', nullable: true })
  cartId: number | null;

  @Column({ type: 'int' })
  fromUserId: number;

  @Column({ type: 'int' })
  toUserId: number;

  @Column({ type: 'boolean', default: false })
  archived: boolean;

  /** To the millisecond: the list's order and the 30 s poll compare it with the poll's last answer. */
  @Column({ type: 'datetime', precision: 3 })
  lastMessageAt: Date;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
