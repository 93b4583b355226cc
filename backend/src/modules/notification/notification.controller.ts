import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NotificationCounts } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { CountersService } from './counters.service.js';

@ApiTags('notifications')
@Controller('api/user/notifications')
@SignedIn()
export class NotificationController {
  constructor(private readonly counters: CountersService) {}

  /** Header counters, polled every 30 s by the shell. */
  @Post('count')
  @HttpCode(200)
  count(@CurrentActor() actor: Actor): Promise<NotificationCounts> {
    return this.counters.counts(actor.id);
  }
}
