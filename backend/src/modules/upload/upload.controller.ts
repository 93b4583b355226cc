import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, UploadedFile } from '@troc/shared';
import { IdPipe } from '../../core/http/params.js';
import { CurrentActor, SignedIn } from '../../core/auth/decorators.js';
import type { Actor } from '../../core/auth/actor.js';
import { ImageEditDto } from './dto/image-edit.dto.js';
import { UploadService } from './upload.service.js';

@ApiTags('fichiers')
@Controller('api/file')
@SignedIn()
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post('delete/:id')
  @HttpCode(200)
  async delete(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<DeletedResponse> {
    await this.uploads.delete(id, actor);
    return { deleted: true };
  }

  /** Saves a crop, rotation or mirror made in the image-edit modal. */
  @Post('image/edit/:id')
  @HttpCode(200)
  async edit(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() edit: ImageEditDto,
  ): Promise<UploadedFile> {
    return this.uploads.toResponse(await this.uploads.editImage(id, actor, edit));
  }
}
