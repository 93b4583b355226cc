import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { EXPORT_FORMATS, fr } from '@troc/shared';
import { Checks, OneOf } from '../../../core/http/validators.js';

/** export_form: the format and the list's current filters (each exporter checks its own). */
export class ExportStartDto {
  @ApiProperty({ enum: EXPORT_FORMATS })
  @Checks(OneOf(EXPORT_FORMATS, fr.exports.errors.format))
  format: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Allow()
  filters?: unknown;
}
