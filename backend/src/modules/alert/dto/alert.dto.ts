import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { fr, LIMITS, RequestType, SwapType, t } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { BoundedNumber, NestedForm, toList } from '../../../core/http/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const toNumber = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value;
const text =
  (max: number): PropertyDecorator =>
  (target, key) =>
    [
      IsOptional(),
      Transform(trim),
      IsString({ message: fr.validation.text }),
      MaxLength(max, { message: t(fr.validation.maxLength, { max }) }),
    ].forEach((d) => d(target, key));

/** The save-alert form (supporting §5): the search's criteria, city/departement/region from the area. */
export class AlertFormDto {
  @ApiPropertyOptional() @text(255) keyword?: string;
  @ApiPropertyOptional({ description: 'Slug de la commune (bordeaux-33063)' }) @text(191) city?: string;
  @ApiPropertyOptional({ description: 'Slug du département' }) @text(100) departement?: string;
  @ApiPropertyOptional({ description: 'Slug de la région' }) @text(100) region?: string;

  @ApiPropertyOptional({ description: 'Kilomètres' })
  @IsOptional()
  @Transform(toNumber)
  @BoundedNumber(1, LIMITS.search.maxDistanceKm)
  distance?: number;

  @ApiProperty({ type: [String], enum: Object.values(RequestType) })
  @Transform(toList)
  @IsArray()
  @ArrayNotEmpty({ message: fr.alert.errors.requestTypeRequired })
  @IsIn(Object.values(RequestType), { each: true, message: fr.validation.choice })
  requestType: RequestType[] = [];

  @ApiProperty({ type: [String], enum: Object.values(SwapType) })
  @Transform(toList)
  @IsArray()
  @ArrayNotEmpty({ message: fr.alert.errors.swapTypeRequired })
  @IsIn(Object.values(SwapType), { each: true, message: fr.validation.choice })
  swapType: SwapType[] = [];

  @ApiPropertyOptional({ description: 'Slug de la catégorie de niveau 0' }) @text(191) category?: string;
}

export class AlertCreateDto {
  @ApiProperty({ type: AlertFormDto })
  @NestedForm(() => AlertFormDto)
  alert_form: AlertFormDto = new AlertFormDto();
}

/** My alerts, and an alert's results: page and size. */
export class AlertPageDto extends PageQueryDto {}
