import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  fr,
  MAILED_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  NotificationFrequency,
  type NotificationPreference,
  NotificationStatus,
  type NotificationType,
  t,
  type UnsubscribeResponse,
} from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { Transactions } from '../../core/database/transactions.js';
import { UsersService } from '../identity/index.js';
import type { Notification } from './entities/notification.entity.js';
import { readUnsubscribeToken } from './notification-rules.js';
import { NotificationQueries } from './notification.queries.js';
import { NotFoundError } from '../../core/errors/index.js';

/** A user's notifications and mail preferences, and the one-click unsubscribe. */
@Injectable()
export class NotificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly queries: NotificationQueries,
    private readonly users: UsersService,
  ) {}

  list(userId: number, status: NotificationStatus | null, page: number, size: number) {
    return this.queries.page(userId, status, page, size);
  }

  /** read or ignore one of mine; anyone else's answers 404 like a missing one. */
  async mark(userId: number, id: number, action: 'read' | 'ignore'): Promise<Notification> {
    const notification = await this.queries.ownedBy(userId, id);
    if (!notification) throw new NotFoundError('NOTIFICATION_NOT_FOUND', fr.notification.errors.notFound);
    const status = action === 'read' ? NotificationStatus.Read : NotificationStatus.Ignored;
    const readAt = notification.readAt ?? new Date();
    await this.queries.setStatus(id, status, readAt);
    return Object.assign(notification, { notificationStatus: status, readAt });
  }

  readAll(userId: number): Promise<void> {
    return this.queries.readAll(userId, new Date());
  }

  unreadCount(userId: number): Promise<number> {
    return this.queries.unreadCount(userId);
  }

  async preferences(userId: number): Promise<NotificationPreference[]> {
    const chosen = await this.queries.frequencies(userId);
    return MAILED_NOTIFICATION_TYPES.map((type) => ({
      notificationType: type,
      label: fr.notification.types[type],
      frequency: chosen.get(type) ?? DEFAULT_NOTIFICATION_FREQUENCY,
    }));
  }

  async savePreferences(
    userId: number,
    choices: Partial<Record<NotificationType, NotificationFrequency | undefined>>,
  ): Promise<NotificationPreference[]> {
    const defined = Object.fromEntries(Object.entries(choices).filter(([, v]) => v !== undefined));
    await this.transactions.run((manager) => this.queries.saveFrequencies(manager, userId, defined));
    return this.preferences(userId);
  }

  /** What the link stops (GET), or stops it (POST); a token not signed here answers 404. */
  async unsubscribe(token: string, apply: boolean): Promise<UnsubscribeResponse> {
    const claim = readUnsubscribeToken(this.config.sessionSecret, token);
    const user = claim && (await this.users.findByIds([claim.userId])).get(claim.userId);
    if (!claim || !user) throw new NotFoundError('NOTIFICATION_TOKEN_INVALID', fr.notification.errors.tokenInvalid);
    const type = claim.scope === 'all' ? null : claim.scope;
    const label = type ? fr.notification.types[type] : null;
    if (apply) {
      const types = type ? [type] : NOTIFICATION_TYPES;
      await this.transactions.run((manager) =>
        this.queries.saveFrequencies(
          manager,
          user.id,
          Object.fromEntries(types.map((tp) => [tp, NotificationFrequency.Never])),
        ),
      );
    }
    const u = fr.notification.unsubscribe;
    const message = apply
      ? label
        ? t(u.doneType, { type: label })
        : u.doneAll
      : label
        ? t(u.whatType, { type: label, email: user.email })
        : t(u.whatAll, { email: user.email });
    return { email: user.email, notificationType: type, label, done: apply, message };
  }
}
