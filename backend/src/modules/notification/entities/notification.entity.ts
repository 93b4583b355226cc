import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NotificationStatus, NotificationType } from '@troc/shared';

/**
 * One event of interest for one user (supporting §3 Notification). The title and body are
 * written in French when the event happens, so the bell reads them as they are.
 */
@Entity('notification')
// The header counter (polled by every page) and the status filter of the list.
@Index(['userId', 'notificationStatus', 'id'])
@Index(['userId', 'id'])
// The daily digest finds its pending rows without reading the others.
@Index(['digestPending', 'userId'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  notificationType: NotificationType;

  @Column({ type: 'varchar', length: 16, default: NotificationStatus.Unread })
  notificationStatus: NotificationStatus;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  /** Where it leads, without the locale (a ROUTES path). */
  @Column({ type: 'varchar', length: 255 })
  path: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  objectType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  objectSlug: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  mailedAt: Date | null;

  /** Waits for the user's daily digest. */
  @Column({ type: 'boolean', default: false })
  digestPending: boolean;
}
