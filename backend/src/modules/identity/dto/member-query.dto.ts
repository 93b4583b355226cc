import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks, maxLengthMessage, Trim } from './validators.js';

export class MemberQuery {
  @ApiPropertyOptional({ description: 'Début du prénom ou du nom' })
  @IsOptional()
  @Checks(Trim(), IsString({ message: fr.validation.required }), MaxLength(100, { message: maxLengthMessage(100) }))
  query: string = '';
}

/** Autocomplete sources receive form[query]. */
export class MemberAutocompleteDto {
  @ApiPropertyOptional({ type: MemberQuery })
  @IsOptional()
  @ValidateNested()
  @Type(() => MemberQuery)
  form: MemberQuery = new MemberQuery();
}
