import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MassActionPendingResponse, MassActionStartResponse } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { MassActionStartDto } from './dto/mass-action.dto.js';
import { MassActionService } from './mass-action.service.js';

/** Mass actions on listings: start (a job), then poll status, progress and report (its owner only). */
@ApiTags('mass-action')
@Controller('api/mass-action')
@SignedIn()
export class MassActionController {
  constructor(private readonly massActions: MassActionService) {}

  @Post('troc/:action')
  @HttpCode(202)
  async start(
    @Param('action') action: string,
    @CurrentActor() actor: Actor,
    @Body() dto: MassActionStartDto,
  ): Promise<MassActionStartResponse> {
    return { data: await this.massActions.start(action, dto.form, dto.troc_filter_form, actor) };
  }

  @Post('pending/:id')
  @HttpCode(200)
  pending(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MassActionPendingResponse> {
    return this.massActions.pending(id, actor);
  }

  /** A pending action (a stuck one) given up by its author: it ends in Error with « Annulé à votre demande. ». */
  @Post('cancel/:id')
  @HttpCode(200)
  cancel(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MassActionPendingResponse> {
    return this.massActions.cancel(id, actor);
  }
}
