import { Module } from '@nestjs/common';
import { API, withLocale } from '@troc/shared';
import { IdentityModule } from '../identity/identity.module.js';
import { PollLane } from '../identity/poll-lane.js';
import { CountersService } from './counters.service.js';
import { NotificationController } from './notification.controller.js';

@Module({
  imports: [IdentityModule],
  controllers: [NotificationController],
  providers: [CountersService],
  exports: [CountersService],
})
export class NotificationModule {
  constructor(lane: PollLane, counters: CountersService) {
    // Polled by every open page: answered ahead of the full stack when the session is in order.
    lane.register('POST', withLocale(API.notificationsCount), (actor) => counters.counts(actor.id));
  }
}
