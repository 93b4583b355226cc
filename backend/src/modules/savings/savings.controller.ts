import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SavingsDashboardResponse } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { DashboardDto } from './dto/savings.dto.js';
import { SavingsDashboardService } from './savings-dashboard.service.js';

/** The savings dashboard of the reader's organisation (carbon tools). */
@ApiTags('impact')
@Controller('api/savings')
@SignedIn()
export class SavingsController {
  constructor(private readonly savings: SavingsDashboardService) {}

  @Post('dashboard')
  @HttpCode(200)
  dashboard(@CurrentActor() actor: Actor, @Body() dto: DashboardDto): Promise<SavingsDashboardResponse> {
    const form = dto.dashboard_form;
    return this.savings.dashboard(actor, { direction: form.direction, from: form.from ?? null, to: form.to ?? null });
  }
}
