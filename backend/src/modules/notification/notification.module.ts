import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API, NotificationStatus, withLocale } from '@troc/shared';
import { IdentityModule } from '../identity/index.js';
import { PollLane } from '../../core/http/poll-lane.js';
import { CounterQueries } from './counters.queries.js';
import { CountersService } from './counters.service.js';
import { NotificationPreference } from './entities/notification-preference.entity.js';
import { Notification } from './entities/notification.entity.js';
import { NotificationDigest } from './notification-digest.js';
import { NotificationListeners } from './notification-listeners.js';
import { NotificationMails } from './notification-mails.js';
import { NotificationController, UnsubscribeController } from './notification.controller.js';
import { NotificationQueries } from './notification.queries.js';
import { NotificationService } from './notification.service.js';
import { Notifier } from './notifier.service.js';

/**
 * Notifications: a sink for the other modules' events (it imports none of them), the bell's
 * counter, the mails as each user chose, the daily digest and the one-click unsubscribe.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreference]), IdentityModule],
  controllers: [NotificationController, UnsubscribeController],
  providers: [
    CounterQueries,
    CountersService,
    NotificationQueries,
    NotificationService,
    NotificationMails,
    Notifier,
    NotificationListeners,
    NotificationDigest,
  ],
  exports: [CountersService, Notifier],
})
export class NotificationModule implements OnModuleInit {
  constructor(
    private readonly lane: PollLane,
    private readonly counters: CountersService,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { lane, counters } = this;
    // Polled by every open page: answered ahead of the full stack when the session is in order.
    lane.register('POST', withLocale(API.notificationsCount), (actor) => counters.counts(actor.id));
    // Served by the (userId, notificationStatus, id) index.
    counters.register('total_notifs_unread', {
      sql: 'SELECT COUNT(*) FROM notification n WHERE n.userId = viewer.id AND n.notificationStatus = ?',
      params: [NotificationStatus.Unread],
    });
  }
}
