import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { fr, type InvitationCard, type ListResponse } from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse, PageQueryDto } from '../../core/http/pagination.js';
import { InvitationService } from './invitation.service.js';

/** Invitations of my private listings and operations (core §7: invitation delete). */
@ApiTags('invitations')
@Controller('api/user')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Post('invitations')
  @SignedIn()
  @HttpCode(200)
  async mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() page: PageQueryDto,
  ): Promise<ListResponse<InvitationCard>> {
    const found = await this.invitations.mine(actor, page.page, page.size);
    return listResponse(found.data, found, req.originalUrl);
  }

  @Post('invitation/delete/:slug')
  @SignedIn()
  @HttpCode(200)
  async delete(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.invitations.delete(slug, actor);
    return { message: fr.invitation.deleted };
  }
}
