import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { UploadedFile } from '@troc/shared';
import type { Request } from 'express';
import { IdPipe } from '../../core/http/params.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import type { Actor } from '../../core/auth/actor.js';
import { TrocEditService } from './troc-edit.service.js';
import { TrocReadService } from './troc-read.service.js';

/** Pictures (slots 0 to 2) and the document of a listing: multipart with form[file] (supporting §7). */
@ApiTags('annonces')
@Controller('api/troc')
@SignedIn()
export class TrocFilesController {
  constructor(
    private readonly read: TrocReadService,
    private readonly edit: TrocEditService,
  ) {}

  @Post('image/:slug/:slot')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async image(
    @Param('slug') slug: string,
    @Param('slot', IdPipe) slot: number,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ): Promise<UploadedFile> {
    const troc = await this.read.managed(slug, actor);
    const record = await this.edit.attachImage(troc, slot, req.file, actor);
    return this.edit.fileResponse(record);
  }

  @Post('document/:slug')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async document(
    @Param('slug') slug: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ): Promise<UploadedFile> {
    const troc = await this.read.managed(slug, actor);
    return this.edit.fileResponse(await this.edit.attachDocument(troc, req.file, actor));
  }
}
