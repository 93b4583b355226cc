import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks, maxLengthMessage, Trim, NestedForm } from '../../../core/http/validators.js';

export class GeoAddressFields {
  @ApiPropertyOptional({ description: 'Code postal, 4 ou 5 chiffres' })
  @IsOptional()
  @Checks(
    Trim(),
    IsString({ message: fr.validation.postalCode }),
    Matches(/^\d{4,5}$/, { message: fr.validation.postalCode }),
  )
  zipcode?: string;

  @ApiPropertyOptional({ description: 'Nom de la commune' })
  @IsOptional()
  @Checks(Trim(), IsString({ message: fr.validation.required }), MaxLength(255, { message: maxLengthMessage(255) }))
  city?: string;
}

/** Address lookups (geo-city) send form[zipcode] and form[city] (supporting §7). */
export class GeoAddressDto {
  @ApiProperty({ type: GeoAddressFields })
  @NestedForm(() => GeoAddressFields)
  form: GeoAddressFields = new GeoAddressFields();
}
