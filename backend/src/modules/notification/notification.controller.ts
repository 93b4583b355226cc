import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  NotificationActionResponse,
  NotificationCounts,
  NotificationListResponse,
  NotificationPreferencesResponse,
  UnsubscribeResponse,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn, SkipCsrf } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { IdPipe } from '../../core/http/params.js';
import { CountersService } from './counters.service.js';
import { NotificationListQueryDto, NotificationPreferencesDto } from './dto/notification.dto.js';
import { toNotificationItem } from './notification.mapper.js';
import { NotificationService } from './notification.service.js';

/** The signed-in user's notifications (supporting §7) and mail preferences. */
@ApiTags('notifications')
@Controller('api/user/notifications')
@SignedIn()
export class NotificationController {
  constructor(
    private readonly counters: CountersService,
    private readonly notifications: NotificationService,
  ) {}

  /** Header counters, polled every 30 s by the shell. */
  @Post('count')
  @HttpCode(200)
  count(@CurrentActor() actor: Actor): Promise<NotificationCounts> {
    return this.counters.counts(actor.id);
  }

  @Get('list')
  async list(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Query() query: NotificationListQueryDto,
  ): Promise<NotificationListResponse> {
    const { data, total, totalResults, totalUnread } = await this.notifications.list(
      actor.id,
      query.status ?? null,
      query.page,
      query.size,
    );
    return {
      ...listResponse(data.map(toNotificationItem), { total, totalResults }, req.originalUrl),
      total_unread: totalUnread,
    };
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentActor() actor: Actor): Promise<NotificationActionResponse> {
    await this.notifications.readAll(actor.id);
    return { notification: null, total_unread: await this.notifications.unreadCount(actor.id) };
  }

  @Get('preferences')
  async preferences(@CurrentActor() actor: Actor): Promise<NotificationPreferencesResponse> {
    return { preferences: await this.notifications.preferences(actor.id) };
  }

  @Post('preferences')
  @HttpCode(200)
  async savePreferences(
    @CurrentActor() actor: Actor,
    @Body() dto: NotificationPreferencesDto,
  ): Promise<NotificationPreferencesResponse> {
    return { preferences: await this.notifications.savePreferences(actor.id, { ...dto.preferences }) };
  }

  @Post('read/:id')
  @HttpCode(200)
  read(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<NotificationActionResponse> {
    return this.mark(actor, id, 'read');
  }

  @Post('ignore/:id')
  @HttpCode(200)
  ignore(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<NotificationActionResponse> {
    return this.mark(actor, id, 'ignore');
  }

  private async mark(actor: Actor, id: number, action: 'read' | 'ignore'): Promise<NotificationActionResponse> {
    const notification = await this.notifications.mark(actor.id, id, action);
    return {
      notification: toNotificationItem(notification),
      total_unread: await this.notifications.unreadCount(actor.id),
    };
  }
}

/**
 * The one-click unsubscribe of the mails: no sign-in, the signed token is the proof. The POST
 * skips the CSRF token because mail clients send it bare (RFC 8058 List-Unsubscribe-Post).
 */
@ApiTags('notifications')
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly notifications: NotificationService) {}

  @Get(':token')
  show(@Param('token') token: string): Promise<UnsubscribeResponse> {
    return this.notifications.unsubscribe(token, false);
  }

  @Post(':token')
  @SkipCsrf()
  @HttpCode(200)
  confirm(@Param('token') token: string): Promise<UnsubscribeResponse> {
    return this.notifications.unsubscribe(token, true);
  }
}
