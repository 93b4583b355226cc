import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ExportPendingResponse, type ExportStartResponse, fr, type MessageResponse } from '@troc/shared';
import type { Response } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { ExportStartDto } from './dto/export.dto.js';
import { ExportService } from './export.service.js';

/** Exports: start (a job), poll its progress, download the file (its owner only). */
@ApiTags('exports')
@Controller('api/export')
@SignedIn()
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Post('start/:kind')
  @HttpCode(202)
  async start(
    @Param('kind') kind: string,
    @CurrentActor() actor: Actor,
    @Body() dto: ExportStartDto,
  ): Promise<ExportStartResponse> {
    return { data: await this.exports.start(kind, dto.format, dto.filters, actor) };
  }

  @Post('pending/:id')
  @HttpCode(200)
  pending(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<ExportPendingResponse> {
    return this.exports.pending(id, actor);
  }

  /** A pending or running export (a stuck one) given up by its owner: it no longer counts toward the three. */
  @Post('cancel/:id')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MessageResponse> {
    await this.exports.cancel(id, actor);
    return { message: fr.jobs.cancelled };
  }

  @Get('download/:id')
  async download(@Param('id') id: string, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    const file = await this.exports.download(id, actor);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    file.stream.pipe(res);
  }
}
