import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ImpactLibraryActionResponse, ImpactLibraryResponse } from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { IdPipe } from '../../core/http/params.js';
import { ImpactLibraryDto, ImpactModelFormDto } from './dto/impact.dto.js';
import { ImpactModels } from './impact-models.service.js';

/** The model library page of the carbon tools (outside any listing or exchange). */
@ApiTags('impact')
@Controller('api/impact/library')
@SignedIn()
export class ImpactLibraryController {
  constructor(private readonly models: ImpactModels) {}

  @Post()
  @HttpCode(200)
  async page(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactLibraryDto,
  ): Promise<ImpactLibraryResponse> {
    const found = await this.models.page(actor, dto.library_form, dto.page, dto.size);
    return { ...listResponse(found.data, found, req.originalUrl), canManageLibrary: found.canManageLibrary };
  }

  /** {id}: the category the new own model goes in. */
  @Post('create/:id')
  create(
    @Param('id', IdPipe) categoryId: number,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactModelFormDto,
  ): Promise<ImpactLibraryActionResponse> {
    return this.models.create(categoryId, actor, dto);
  }

  @Post('enable/:id')
  @HttpCode(200)
  enable(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<ImpactLibraryActionResponse> {
    return this.models.setEnabled(id, true, actor);
  }

  @Post('disable/:id')
  @HttpCode(200)
  disable(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<ImpactLibraryActionResponse> {
    return this.models.setEnabled(id, false, actor);
  }
}
