import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { ImportStatus } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { CalendarDate, NestedForm, OneOf, Trim } from '../../../core/http/validators.js';

/** import_filter_form of « Mes imports » (supporting §7). */
export class ImportFilterFormDto {
  @ApiPropertyOptional({ enum: Object.values(ImportStatus) })
  @IsOptional()
  @Trim()
  @OneOf(Object.values(ImportStatus))
  importStatus?: ImportStatus;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Trim()
  @CalendarDate()
  importedAfter?: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Trim()
  @CalendarDate()
  importedBefore?: string;
}

export class ImportListDto extends PageQueryDto {
  @ApiPropertyOptional({ type: ImportFilterFormDto })
  @NestedForm(() => ImportFilterFormDto, { optional: true })
  import_filter_form?: ImportFilterFormDto;
}

/** The report's loader: a page of processed lines. */
export class ImportLinesDto extends PageQueryDto {}

/** import_mapping_form: column key → the file's header ('' for none); checked by the service against the file. */
export class ImportMappingDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @Allow()
  import_mapping_form?: unknown;
}

/** The upload's other field: the operation to import into (its slug). */
export class ImportUploadDto {
  @ApiPropertyOptional({ description: 'Slug de l’opération' })
  @Allow()
  operation?: unknown;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Allow()
  form?: unknown;
}
