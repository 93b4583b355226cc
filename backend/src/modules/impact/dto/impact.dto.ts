import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsString, MaxLength, ValidateIf } from 'class-validator';
import { fr, IMPACT_UNITS, t } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import {
  BoundedNumber,
  CalendarDate,
  Checks,
  NestedForm,
  OneOf,
  Optional,
  RequiredText,
  ToNumber,
  Trim,
} from '../../../core/http/validators.js';

const UNIT_CODES = IMPACT_UNITS.map((u) => u.code);
/** Emission factors span from grams to thousands of tonnes per unit. */
const MAX_FACTOR = 1e9;

const OptionalText = (max: number) =>
  Checks(
    Optional(),
    Trim(),
    ValidateIf((_o, v) => v !== null && v !== ''),
    IsString({ message: fr.validation.text }),
    MaxLength(max, { message: t(fr.validation.maxLength, { max }) }),
  );

/** The category request: an optional query over the titles and descriptions of its models. */
export class ImpactCategoryDto {
  @ApiPropertyOptional() @OptionalText(100) query?: string | null;
}

/** The available list: pages, and the tree node or the query the modal browses with. */
export class ImpactAvailableDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Slug de la catégorie' }) @OptionalText(191) category?: string | null;
  @ApiPropertyOptional() @OptionalText(100) query?: string | null;
}

export class ImpactPageDto extends PageQueryDto {}

/** select: the model's open input per unit of the listing, in a unit of the same dimension. */
export class ImpactSelectDto {
  @ApiPropertyOptional()
  @Checks(Optional(), ToNumber(), ValidateIf((_o, v) => v !== null && v !== ''), BoundedNumber(0, MAX_FACTOR))
  quantity?: number | null;

  @ApiPropertyOptional({ enum: UNIT_CODES })
  @Checks(Optional(), ValidateIf((_o, v) => v !== null && v !== ''), OneOf(UNIT_CODES, fr.impact.errors.unit))
  unit?: string | null;
}

/** An organisation's own model (add, edit): supporting §3 Impact model. */
export class ImpactModelFormDto {
  @ApiProperty() @RequiredText(2, 255) title: string;
  @ApiPropertyOptional() @OptionalText(2000) description?: string | null;

  @ApiProperty({ enum: UNIT_CODES })
  @Checks(OneOf(UNIT_CODES, fr.impact.errors.unit))
  inputUnit1: string;

  @ApiPropertyOptional({ enum: UNIT_CODES })
  @Checks(Optional(), ValidateIf((_o, v) => v !== null && v !== ''), OneOf(UNIT_CODES, fr.impact.errors.unit))
  inputUnit2?: string | null;

  @ApiProperty({ description: 'kgCO2e par unité d’entrée' })
  @Checks(ToNumber(), BoundedNumber(0, MAX_FACTOR))
  emissionFactor: number;

  @ApiProperty() @RequiredText(2, 255) sourceLabel: string;
  @ApiPropertyOptional() @OptionalText(50) sourceVersion?: string | null;

  @ApiPropertyOptional({ description: 'AAAA-MM-JJ' })
  @Checks(Optional(), ValidateIf((_o, v) => v !== null && v !== ''), CalendarDate())
  displayDate?: string | null;

  /** With add: the quantity of the first input per unit of the listing. */
  @ApiPropertyOptional()
  @Checks(Optional(), ToNumber(), ValidateIf((_o, v) => v !== null && v !== ''), BoundedNumber(0, MAX_FACTOR))
  quantity?: number | null;
}

/** library_form[...]: the model library's filters (a checkbox sends 'on', '1' or 'true'). */
export class ImpactLibraryFilterDto {
  @ApiPropertyOptional({ description: 'Slug de la catégorie' }) @OptionalText(191) category?: string | null;
  @ApiPropertyOptional() @OptionalText(100) query?: string | null;

  @ApiPropertyOptional({ enum: ['all', 'own', 'library'], default: 'all' })
  @Checks(Optional(), OneOf(['all', 'own', 'library']))
  owner: 'all' | 'own' | 'library' = 'all';

  @ApiPropertyOptional({
    enum: ['goods', 'all'],
    default: 'all',
    description: 'goods : les modèles des biens échangés',
  })
  @Checks(Optional(), OneOf(['goods', 'all']))
  scope: 'goods' | 'all' = 'all';

  @ApiPropertyOptional({ type: Boolean })
  @Transform(({ value }) => value === true || value === 'true' || value === '1' || value === 'on')
  @Allow()
  disabled: boolean = false;
}

export class ImpactLibraryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: ImpactLibraryFilterDto })
  @NestedForm(() => ImpactLibraryFilterDto, { optional: true })
  library_form: ImpactLibraryFilterDto = new ImpactLibraryFilterDto();
}
