import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  fr,
  type ImportDetail,
  type ImportFileFormat,
  type ImportKind,
  IMPORT_KINDS,
  type ImportResponse,
  type ImportSummary,
  type ImportTestResponse,
  type ImportLineView,
  type ListResponse,
  type MessageResponse,
} from '@troc/shared';
import type { Request, Response } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import { ImportLinesDto, ImportListDto, ImportMappingDto, ImportUploadDto } from './dto/import.dto.js';
import { templateFile } from './import-template.js';
import { importFilesOf } from './import-uploads.js';
import { ImportService } from './import.service.js';
import { NotFoundError } from '../../core/errors/index.js';

/** Imports of listings: template, upload, columns, test, start, report, « Mes imports », delete (their author only). */
@ApiTags('import')
@Controller('api/import')
@SignedIn()
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Get('template/:kind/:format')
  async template(@Param('kind') kind: string, @Param('format') format: string, @Res() res: Response): Promise<void> {
    if (!(IMPORT_KINDS as readonly string[]).includes(kind))
      throw new NotFoundError('IMPORT_KIND_UNKNOWN', fr.imports.errors.kind);
    if (format !== 'csv' && format !== 'xlsx')
      throw new NotFoundError('IMPORT_FORMAT_UNKNOWN', fr.imports.errors.format);
    const file = await templateFile(kind as ImportKind, format as ImportFileFormat);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.body);
  }

  @Post('upload/:kind')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async upload(
    @Param('kind') kind: string,
    @Body() dto: ImportUploadDto,
    @Req() req: Request,
    @CurrentActor() actor: Actor,
  ): Promise<ImportResponse> {
    const form = (typeof dto.form === 'object' && dto.form !== null ? dto.form : {}) as { operation?: unknown };
    const operation = dto.operation ?? form.operation;
    return {
      data: await this.imports.upload(
        kind,
        importFilesOf(req),
        typeof operation === 'string' ? operation.trim() : '',
        actor,
      ),
    };
  }

  @Post('mine')
  @HttpCode(200)
  mine(@Body() dto: ImportListDto, @CurrentActor() actor: Actor): Promise<ListResponse<ImportSummary>> {
    const filters = dto.import_filter_form ?? {};
    return this.imports.mine(
      {
        status: filters.importStatus,
        from: filters.importedAfter ? new Date(`${filters.importedAfter}T00:00:00`) : undefined,
        to: filters.importedBefore ? new Date(`${filters.importedBefore}T23:59:59.999`) : undefined,
      },
      dto.page,
      dto.size,
      actor,
    );
  }

  @Post('view/:id')
  @HttpCode(200)
  async view(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<ImportResponse> {
    return { data: await this.imports.view(id, actor) };
  }

  @Post('mapping/:id')
  @HttpCode(200)
  async mapping(
    @Param('id') id: string,
    @Body() dto: ImportMappingDto,
    @CurrentActor() actor: Actor,
  ): Promise<ImportResponse> {
    return { data: await this.imports.map(id, dto.import_mapping_form ?? null, actor) };
  }

  @Post('test/:id')
  @HttpCode(200)
  async test(
    @Param('id') id: string,
    @Body() dto: ImportMappingDto,
    @CurrentActor() actor: Actor,
  ): Promise<ImportTestResponse> {
    return { data: await this.imports.test(id, dto.import_mapping_form ?? null, actor) };
  }

  @Post('start/:id')
  @HttpCode(202)
  async start(
    @Param('id') id: string,
    @Body() dto: ImportMappingDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: ImportDetail; message: string }> {
    return { data: await this.imports.start(id, dto.import_mapping_form ?? null, actor), message: fr.imports.started };
  }

  @Post('lines/:id')
  @HttpCode(200)
  lines(
    @Param('id') id: string,
    @Body() dto: ImportLinesDto,
    @CurrentActor() actor: Actor,
  ): Promise<ListResponse<ImportLineView>> {
    return this.imports.reportLines(id, dto.page, dto.size, actor);
  }

  /** A queued or running import (a stuck one) given up by its author: « En échec », then deletable. */
  @Post('cancel/:id')
  @HttpCode(200)
  async cancel(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: ImportDetail; message: string }> {
    return { data: await this.imports.cancel(id, actor), message: fr.jobs.cancelled };
  }

  @Post('delete/:id')
  @HttpCode(200)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MessageResponse> {
    await this.imports.delete(id, actor);
    return { message: fr.imports.deleted };
  }
}
