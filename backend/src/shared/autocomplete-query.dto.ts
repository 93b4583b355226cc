import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks, maxLengthMessage, NestedForm, Trim } from '../core/http/validators.js';

export class AutocompleteQueryFields {
  @ApiProperty({ description: 'Texte saisi ; moins de 2 caractères ne suggère rien' })
  @Checks(Trim(), IsString({ message: fr.validation.required }), MaxLength(100, { message: maxLengthMessage(100) }))
  query: string = '';
}

/** Autocomplete sources receive form[query] (supporting §7): places, people, delegates. */
export class AutocompleteQueryDto {
  @ApiProperty({ type: AutocompleteQueryFields })
  @NestedForm(() => AutocompleteQueryFields)
  form: AutocompleteQueryFields = new AutocompleteQueryFields();
}
