import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  fr,
  type InboxFeed,
  type InboxListResponse,
  type InboxOpenedResponse,
  type InboxPendingResponse,
  type InboxThread,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { IdPipe } from '../../core/http/params.js';
import { FormError } from '../../core/errors/index.js';
import { InboxListDto, InboxMessageDto, InboxPendingDto } from './dto/inbox.dto.js';
import { InboxThreadsService } from './inbox-threads.service.js';

/** The inbox (core §7: /api/user/inbox/ list, archive, feed, response, pending, message/delete). */
@ApiTags('messagerie')
@Controller('api/user/inbox')
export class InboxController {
  constructor(private readonly threads: InboxThreadsService) {}

  @Post()
  @SignedIn()
  @HttpCode(200)
  async list(@Req() req: Request, @CurrentActor() actor: Actor, @Body() dto: InboxListDto): Promise<InboxListResponse> {
    const found = await this.threads.list(actor, dto.inbox_filter_form, dto.page, dto.size);
    return {
      ...listResponse(found.threads, { total: found.totals.total, totalResults: found.totalResults }, req.originalUrl),
      total_archived: found.totals.archived,
      total_unread: found.totals.unread,
    };
  }

  @Post('pending')
  @SignedIn()
  @HttpCode(200)
  pending(@CurrentActor() actor: Actor, @Body() dto: InboxPendingDto): Promise<InboxPendingResponse> {
    const since = dto.lastUpdateDate ? new Date(dto.lastUpdateDate) : null;
    if (since && Number.isNaN(since.getTime())) throw FormError.field('lastUpdateDate', fr.validation.date);
    return this.threads.pending(actor, since, dto.thread || null);
  }

  @Post('feed/:slug')
  @SignedIn()
  @HttpCode(200)
  feed(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<InboxFeed> {
    return this.threads.feed(slug, actor);
  }

  @Post('response/:slug')
  @SignedIn()
  @HttpCode(200)
  reply(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: InboxMessageDto): Promise<InboxFeed> {
    return this.threads.reply(slug, actor, dto);
  }

  @Post('archive/:slug')
  @SignedIn()
  @HttpCode(200)
  archive(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<InboxThread> {
    return this.threads.archive(slug, actor);
  }

  @Post('message/delete/:id')
  @SignedIn()
  @HttpCode(200)
  deleteMessage(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<InboxFeed> {
    return this.threads.deleteMessage(id, actor);
  }
}

/** The listing view's message modal and the contact page (core §7: /api/troc/inbox/{kind}/{slug}/). */
@ApiTags('messagerie')
@Controller('api/troc/inbox')
export class InboxOpenController {
  constructor(private readonly threads: InboxThreadsService) {}

  @Post('info/:slug')
  @SignedIn()
  @HttpCode(201)
  info(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: InboxMessageDto,
  ): Promise<InboxOpenedResponse> {
    return this.threads.info(slug, actor, dto);
  }

  @Post('contact/:slug')
  @SignedIn()
  @HttpCode(201)
  contact(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: InboxMessageDto,
  ): Promise<InboxOpenedResponse> {
    return this.threads.contact(slug, actor, dto);
  }
}
