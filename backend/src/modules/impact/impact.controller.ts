import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ImpactActionResponse,
  ImpactAvailableResponse,
  ImpactCategoryResponse,
  ImpactCurrentResponse,
  ImpactModelView,
} from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { listResponse } from '../../core/http/pagination.js';
import { IdPipe } from '../../core/http/params.js';
import {
  ImpactAvailableDto,
  ImpactCategoryDto,
  ImpactModelFormDto,
  ImpactPageDto,
  ImpactSelectDto,
} from './dto/impact.dto.js';
import { ImpactService } from './impact.service.js';

/** The environmental impact paths (supporting §7): the carbon modal of listings and exchanges. */
@ApiTags('impact')
@Controller('api/impact')
@SignedIn()
export class ImpactController {
  constructor(private readonly impact: ImpactService) {}

  @Post('category/:category')
  @HttpCode(200)
  category(
    @Param('category') category: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactCategoryDto,
  ): Promise<ImpactCategoryResponse> {
    return this.impact.category(category, actor, dto.query || null);
  }

  @Post('model/current/:mode/:slug')
  @HttpCode(200)
  async current(
    @Req() req: Request,
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() page: ImpactPageDto,
  ): Promise<ImpactCurrentResponse> {
    const found = await this.impact.current(mode, slug, actor, page.page, page.size);
    return {
      ...listResponse(found.data, found, req.originalUrl),
      carbone: found.carbone,
      from: found.from,
      canChoose: found.canChoose,
      defaultFactor: found.defaultFactor,
    };
  }

  @Post('model/available/:mode/:slug')
  @HttpCode(200)
  async available(
    @Req() req: Request,
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactAvailableDto,
  ): Promise<ImpactAvailableResponse> {
    const found = await this.impact.available(mode, slug, actor, dto);
    return listResponse(found.data, found, req.originalUrl);
  }

  @Post('model/select/:mode/:slug/:id')
  @HttpCode(200)
  select(
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactSelectDto,
  ): Promise<ImpactActionResponse> {
    return this.impact.select(mode, slug, id, actor, dto);
  }

  @Post('model/unselect/:mode/:slug/:id')
  @HttpCode(200)
  unselect(
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<ImpactActionResponse> {
    return this.impact.unselect(mode, slug, id, actor);
  }

  @Post('model/disable/:mode/:slug/:id')
  @HttpCode(200)
  disable(
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<ImpactActionResponse> {
    return this.impact.disable(mode, slug, id, actor);
  }

  /** {id}: the category the organisation's new model goes in. */
  @Post('model/add/:mode/:slug/:id')
  add(
    @Param('mode') mode: string,
    @Param('slug') slug: string,
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactModelFormDto,
  ): Promise<ImpactActionResponse> {
    return this.impact.add(mode, slug, id, actor, dto);
  }

  @Post('model/edit/:id')
  @HttpCode(200)
  edit(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: ImpactModelFormDto,
  ): Promise<{ model: ImpactModelView; message: string }> {
    return this.impact.edit(id, actor, dto);
  }
}
