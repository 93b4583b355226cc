import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fr, OrganismType } from '@troc/shared';
import { Checks, maxLengthMessage, Trim, NestedForm } from '../../../core/http/validators.js';

export class OrganismQueryDto {
  @ApiProperty()
  @Checks(Trim(), IsString({ message: fr.validation.required }), MaxLength(255, { message: maxLengthMessage(255) }))
  query: string = '';

  @ApiProperty({ enum: Object.values(OrganismType) })
  @Checks(
    IsNotEmpty({ message: fr.validation.required }),
    IsIn(Object.values(OrganismType), { message: fr.validation.choice }),
  )
  type: OrganismType;
}

/** Autocomplete sources receive form[query] (and here form[type]). */
export class OrganismAutocompleteDto {
  @ApiProperty({ type: OrganismQueryDto })
  @NestedForm(() => OrganismQueryDto)
  form: OrganismQueryDto = new OrganismQueryDto();
}
