import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { ConventionView } from '@troc/shared';
import type { Request, Response } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { ConventionService } from './convention.service.js';
import { ConventionFormDto, ConventionRejectDto } from './dto/convention.dto.js';

/** The convention of an exchange: form, generation, downloads, signature, rejection. */
@ApiTags('échanges')
@Controller('api/tracker/convention')
@SignedIn()
export class ConventionController {
  constructor(private readonly conventions: ConventionService) {}

  @Post('generate/:slug')
  @HttpCode(200)
  generate(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ConventionView> {
    return this.conventions.generate(slug, actor);
  }

  @Get('download/:slug')
  async download(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    send(res, await this.conventions.document(slug, actor));
  }

  @Get('signed/:slug')
  async signed(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    send(res, await this.conventions.signedCopy(slug, actor));
  }

  /** The signed copy (multipart form[file]: PDF, JPEG or PNG). */
  @Post('sign/:slug')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  sign(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Req() req: Request): Promise<ConventionView> {
    return this.conventions.sign(slug, actor, req.file);
  }

  @Post('reject/:slug')
  @HttpCode(200)
  reject(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ConventionRejectDto,
  ): Promise<ConventionView> {
    return this.conventions.reject(slug, actor, dto);
  }

  @Get(':slug')
  view(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<ConventionView> {
    return this.conventions.view(slug, actor);
  }

  @Post(':slug')
  @HttpCode(200)
  save(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ConventionFormDto,
  ): Promise<ConventionView> {
    return this.conventions.saveForm(slug, actor, dto);
  }
}

/** A private document: never cached, opened as an attachment with its name. */
function send(res: Response, file: { data: Buffer; name: string; mime: string }): void {
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(file.data);
}
