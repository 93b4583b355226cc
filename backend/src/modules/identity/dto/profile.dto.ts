import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { fr, LIMITS } from '@troc/shared';
import { Checks, RequiredText, Trim } from '../../../core/http/validators.js';

const P = LIMITS.profile;

export class ProfileDto {
  @ApiProperty()
  @RequiredText(P.nameMin, P.nameMax)
  firstName: string;

  @ApiProperty()
  @RequiredText(P.nameMin, P.nameMax)
  lastName: string;

  @ApiProperty({ example: '33000' })
  @Checks(
    Trim(),
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.postalCode }),
    Matches(/^\d{5}$/, { message: fr.validation.postalCode }),
  )
  postalCode: string;

  @ApiProperty({ example: 'Bordeaux' })
  @RequiredText(1, 255)
  city: string;

  @ApiPropertyOptional({ description: 'Code INSEE de la commune choisie' })
  @Checks(
    IsOptional(),
    IsString({ message: fr.profile.cityUnknown }),
    Matches(/^[0-9AB]{5}$/, { message: fr.profile.cityUnknown }),
  )
  cityCode?: string;

  @ApiProperty({ description: "Présentation de votre rôle dans l'organisation" })
  @RequiredText(P.registrationNoteMin, P.registrationNoteMax)
  registrationNote: string;

  @ApiPropertyOptional({
    description:
      "Site choisi dans l'annuaire des établissements (valeur de /establishment_sites/0) ; vide pour l'effacer, absent pour le garder",
  })
  @Allow()
  establishmentValue?: unknown;
}
