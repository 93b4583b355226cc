import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fr, t, USER_PERIMETER_TYPES, type UserPerimeterType } from '@troc/shared';
import { Checks, NestedForm, Text, Trim } from '../../../core/http/validators.js';

// Codes are service ids: up to 500 of them, commas and spaces between.
const CODES = /^[\d,\s]*$/;
const MAX = 6000;
/** A service's name is at most 255 characters; a search needs no more. */
export const SERVICE_KEYWORD_MAX = 255;

const codesField = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  Trim()(target, key);
  IsString({ message: fr.validation.text })(target, key);
  MaxLength(MAX, { message: t(fr.validation.maxLength, { max: MAX }) })(target, key);
  Matches(CODES, { message: fr.perimeter.errors.code })(target, key);
};

/**
 * The user services filter's fields (supporting §3), which every filtered list's form carries beside
 * its own: the lists extend this class so that the rule is written once.
 */
export class PerimeterFilterFieldsDto {
  @ApiPropertyOptional({ description: 'Services pris avec tous leurs sous-services (codes séparés par des virgules)' })
  @codesField()
  perimeter_services_all?: string;

  @ApiPropertyOptional({ description: 'Services pris seuls (codes séparés par des virgules)' })
  @codesField()
  perimeter_selected?: string;

  @ApiPropertyOptional({ description: 'Services exclus avec leurs sous-services (codes séparés par des virgules)' })
  @codesField()
  perimeter_unselected?: string;
}

/** The same fields with the trackers' scope: mine, or my organisation's services (admins). */
export class TrackerPerimeterFieldsDto extends PerimeterFilterFieldsDto {
  @ApiPropertyOptional({ enum: USER_PERIMETER_TYPES, default: 'user' })
  @IsOptional()
  @IsIn(USER_PERIMETER_TYPES, { message: fr.validation.choice })
  userPerimeterType?: UserPerimeterType;
}

export class ServicesFilterQuery {
  @ApiPropertyOptional({ description: 'Le dossier à ouvrir ; vide pour le haut de l’arbre' })
  @IsOptional()
  @Checks(
    Trim(),
    IsString({ message: fr.validation.text }),
    Matches(/^\d{0,11}$/, { message: fr.perimeter.errors.code }),
  )
  code?: string;

  @ApiPropertyOptional({ description: 'Masquer les services hors de l’arbre de l’organisation' })
  @IsOptional()
  @Transform(({ value }) => !(value === false || value === 'false' || value === '0' || value === 0))
  hideOrphans?: boolean;

  @ApiPropertyOptional({ description: 'Les services de ces codes (pour nommer un choix déjà fait)' })
  @codesField()
  codes?: string;

  @ApiPropertyOptional({ description: 'Les services dont le nom ou le code contient ce texte (recherche de l’arbre)' })
  @IsOptional()
  @Text(SERVICE_KEYWORD_MAX)
  keyword?: string;
}

/** POST /api/organisation/services/filter/: form[code], form[hideOrphans]=true. */
export class ServicesFilterDto {
  @ApiPropertyOptional({ type: ServicesFilterQuery })
  @NestedForm(() => ServicesFilterQuery, { optional: true })
  form: ServicesFilterQuery = new ServicesFilterQuery();
}
