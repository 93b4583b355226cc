import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks } from '../../../core/http/validators.js';

export class CityByPostalDto {
  @ApiProperty({ description: 'Code postal, 4 ou 5 chiffres' })
  @Transform(({ value, obj }) => {
    const raw = value ?? (obj as { form?: { zipcode?: unknown } }).form?.zipcode;
    return typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : raw;
  })
  @Checks(
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.postalCode }),
    Matches(/^\d{4,5}$/, { message: fr.validation.postalCode }),
  )
  zipcode: string;
}
