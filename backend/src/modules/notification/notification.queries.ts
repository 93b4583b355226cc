import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NotificationStatus, type NotificationFrequency, type NotificationType } from '@troc/shared';
import { type EntityManager, In, type Repository } from 'typeorm';
import { NotificationPreference } from './entities/notification-preference.entity.js';
import { Notification } from './entities/notification.entity.js';

/** The notification module's reads and writes, in one place. */
@Injectable()
export class NotificationQueries {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    @InjectRepository(NotificationPreference) private readonly preferences: Repository<NotificationPreference>,
  ) {}

  insert(manager: EntityManager, rows: Partial<Notification>[]): Promise<Notification[]> {
    const repo = manager.getRepository(Notification);
    return repo.save(rows.map((row) => repo.create(row)));
  }

  async markMailed(manager: EntityManager, ids: number[], at: Date): Promise<void> {
    if (ids.length)
      await manager.getRepository(Notification).update({ id: In(ids) }, { mailedAt: at, digestPending: false });
  }

  /** One page of a user's notifications, newest first, with the counts the page shows. */
  async page(userId: number, status: NotificationStatus | null, page: number, size: number) {
    const where = status ? { userId, notificationStatus: status } : { userId };
    const [data, totalResults, total, totalUnread] = await Promise.all([
      this.notifications.find({ where, order: { id: 'DESC' }, skip: (page - 1) * size, take: size }),
      this.notifications.countBy(where),
      status ? this.notifications.countBy({ userId }) : null,
      this.unreadCount(userId),
    ]);
    return { data, total: total ?? totalResults, totalResults, totalUnread };
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.countBy({ userId, notificationStatus: NotificationStatus.Unread });
  }

  /** Only the owner's: another user's notification is as absent as a missing one. */
  ownedBy(userId: number, id: number): Promise<Notification | null> {
    return this.notifications.findOneBy({ id, userId });
  }

  async setStatus(id: number, status: NotificationStatus, readAt: Date | null): Promise<void> {
    await this.notifications.update({ id }, { notificationStatus: status, readAt });
  }

  async readAll(userId: number, at: Date): Promise<void> {
    await this.notifications.update(
      { userId, notificationStatus: NotificationStatus.Unread },
      { notificationStatus: NotificationStatus.Read, readAt: at },
    );
  }

  async frequencies(userId: number, manager?: EntityManager): Promise<Map<NotificationType, NotificationFrequency>> {
    const repo = manager ? manager.getRepository(NotificationPreference) : this.preferences;
    const rows = await repo.findBy({ userId });
    return new Map(rows.map((row) => [row.notificationType, row.frequency]));
  }

  /** Sets the given types' frequencies, leaving the others as they are. */
  async saveFrequencies(
    manager: EntityManager,
    userId: number,
    choices: Partial<Record<NotificationType, NotificationFrequency>>,
  ): Promise<void> {
    const repo = manager.getRepository(NotificationPreference);
    const types = Object.keys(choices) as NotificationType[];
    if (!types.length) return;
    await repo.delete({ userId, notificationType: In(types) });
    await repo.insert(
      types.map((notificationType) => ({ userId, notificationType, frequency: choices[notificationType]! })),
    );
  }

  /** The users with rows waiting for their digest, after a cursor (the job walks them in batches). */
  async digestUsers(afterUserId: number, limit: number): Promise<number[]> {
    const rows = await this.notifications
      .createQueryBuilder('n')
      .select('DISTINCT n.userId', 'userId')
      .where('n.digestPending = :pending AND n.userId > :after', { pending: true, after: afterUserId })
      .orderBy('n.userId', 'ASC')
      .limit(limit)
      .getRawMany<{ userId: number | string }>();
    return rows.map((row) => Number(row.userId));
  }

  digestOf(userId: number): Promise<Notification[]> {
    return this.notifications.find({ where: { userId, digestPending: true }, order: { id: 'ASC' } });
  }
}
