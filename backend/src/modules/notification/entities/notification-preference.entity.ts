import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NotificationFrequency, NotificationType } from '@troc/shared';

/** How one user wants the mails of one notification type; no row means immediately. */
@Entity('notification_preference')
@Index(['userId', 'notificationType'], { unique: true })
export class NotificationPreference {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  notificationType: NotificationType;

  @Column({ type: 'varchar', length: 16 })
  frequency: NotificationFrequency;
}
