import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { fr, PublicationStatus } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { PerimeterFilterFieldsDto } from '../../identity/index.js';
import { Checks, maxLengthMessage, NestedForm, Optional, Text, toList } from '../../../core/http/validators.js';

/** The operation manage form: its rules are the shared ones the interface runs too. */
export class OperationManageDto {
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() description?: unknown;
  @ApiPropertyOptional({ description: 'Id du responsable' }) @Allow() manager?: unknown;
  @ApiPropertyOptional({ description: 'Id du service' }) @Allow() service?: unknown;
  @ApiPropertyOptional({ type: [String] }) @Allow() visibility?: unknown;
  @ApiPropertyOptional({ type: [String] }) @Allow() invitations?: unknown;
  @ApiPropertyOptional({ type: [Number] }) @Allow() perimeter?: unknown;
  @ApiPropertyOptional({ format: 'date' }) @Allow() availabilityStartDate?: unknown;
  @ApiPropertyOptional({ format: 'date' }) @Allow() availabilityEndDate?: unknown;
}

export class OperationCreateDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @Optional()
  @Text(255)
  name?: string;
}

/** The ads form: the slugs of the listings the operation holds. */
export class OperationAdsDto {
  @ApiPropertyOptional({ type: [String], description: 'Slugs des annonces' })
  @Checks(
    Transform(toList),
    IsArray({ message: fr.validation.list }),
    IsString({ each: true, message: fr.validation.text }),
    MaxLength(191, { each: true, message: maxLengthMessage(191) }),
  )
  trocs: string[] = [];
}

/** operation_filter_form[...] of « Mes opérations ». */
export class OperationFilterFormDto extends PerimeterFilterFieldsDto {
  @ApiPropertyOptional({ type: [String], enum: Object.values(PublicationStatus) })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(PublicationStatus), { each: true, message: fr.validation.choice })
  publicationStatus: PublicationStatus[] = [];

  @ApiPropertyOptional()
  @IsOptional()
  @Text(255)
  keyword?: string;
}

export class OperationListDto extends PageQueryDto {
  @ApiPropertyOptional({ type: OperationFilterFormDto })
  @NestedForm(() => OperationFilterFormDto, { optional: true })
  operation_filter_form: OperationFilterFormDto = new OperationFilterFormDto();
}
