import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks, maxLengthMessage, Trim, NestedForm } from '../../../core/http/validators.js';

export class MemberQuery {
  @ApiPropertyOptional({ description: 'Début du prénom ou du nom' })
  @IsOptional()
  @Checks(Trim(), IsString({ message: fr.validation.required }), MaxLength(100, { message: maxLengthMessage(100) }))
  query: string = '';
}

/** Autocomplete sources receive form[query]. */
export class MemberAutocompleteDto {
  @ApiPropertyOptional({ type: MemberQuery })
  @NestedForm(() => MemberQuery, { optional: true })
  form: MemberQuery = new MemberQuery();
}
