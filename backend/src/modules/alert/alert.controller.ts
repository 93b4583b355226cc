import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AlertCard,
  type AlertCreateResponse,
  type AlertUnsubscribeResponse,
  type AlertViewResponse,
  fr,
  type ListResponse,
  t,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { AlertService } from './alert.service.js';
import { AlertCreateDto, AlertPageDto } from './dto/alert.dto.js';

/** Saved searches (core §7: alert calls; supporting §5: the save-alert form). */
@ApiTags('alertes')
@Controller('api/troc/alerts')
export class AlertController {
  constructor(private readonly alerts: AlertService) {}

  @Post('create')
  @SignedIn()
  async create(@CurrentActor() actor: Actor, @Body() dto: AlertCreateDto): Promise<AlertCreateResponse> {
    return { alert: await this.alerts.create(actor, dto.alert_form), message: fr.alert.created };
  }

  @Post('mine')
  @SignedIn()
  @HttpCode(200)
  async mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() page: AlertPageDto,
  ): Promise<ListResponse<AlertCard>> {
    const found = await this.alerts.mine(actor, page.page, page.size);
    return listResponse(found.data, found, req.originalUrl);
  }

  @Post('view/:slug')
  @SignedIn()
  @HttpCode(200)
  async view(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() page: AlertPageDto,
  ): Promise<AlertViewResponse> {
    const { alert, found } = await this.alerts.view(slug, actor, page.page, page.size);
    return { ...listResponse(found.data, { total: found.total, totalResults: found.totalResults }, found.url), alert };
  }

  @Post('delete/:slug')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.alerts.delete(slug, actor);
    return { message: fr.alert.deleted };
  }

  /** From the mail's link: no sign-in, the signed token is the proof. */
  @Post('unsubscribe/:token')
  @HttpCode(200)
  async unsubscribe(@Param('token') token: string): Promise<AlertUnsubscribeResponse> {
    const alert = await this.alerts.unsubscribe(token);
    return { alert, message: t(fr.alert.unsubscribed, { summary: alert.summary }) };
  }
}
