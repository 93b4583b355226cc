import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { fr, LIMITS, OrganismType } from '@troc/shared';
import { PasswordPairDto } from './password.dto.js';
import {
  Checks,
  maxLengthMessage,
  RequiredEmail,
  RequiredText,
  Trim,
  NestedForm,
} from '../../../core/http/validators.js';

const R = LIMITS.registration;
const ORGANISM_TYPES = Object.values(OrganismType);

/** Validates the organism name only when its type is the chosen one: hidden fields are ignored. */
const OrganismName = (type: OrganismType, notEmpty: string) =>
  Checks(
    ValidateIf((o: OrganismDto) => o.organismType === type),
    Trim(),
    IsNotEmpty({ message: notEmpty }),
    IsString({ message: notEmpty }),
    MaxLength(R.organismNameMax, { message: maxLengthMessage(R.organismNameMax) }),
  );

export class OrganismDto {
  @ApiProperty({ enum: ORGANISM_TYPES })
  @Checks(IsNotEmpty({ message: fr.validation.required }), IsIn(ORGANISM_TYPES, { message: fr.validation.choice }))
  organismType: OrganismType;

  @ApiPropertyOptional()
  @OrganismName(OrganismType.Rna, fr.organism.notEmpty.rnaName)
  rnaName?: string;

  @ApiPropertyOptional()
  @OrganismName(OrganismType.Sirene, fr.organism.notEmpty.sireneName)
  sireneName?: string;

  @ApiPropertyOptional()
  @OrganismName(OrganismType.Gouv, fr.organism.notEmpty.gouvName)
  gouvName?: string;

  @ApiPropertyOptional({ description: "Identifiant de l'organisme choisi parmi les suggestions" })
  @Checks(IsOptional(), IsString({ message: fr.validation.choice }), MaxLength(64, { message: maxLengthMessage(64) }))
  organismIdentifier?: string;
}

export class IdentityDto {
  @ApiProperty({ type: OrganismDto })
  @NestedForm(() => OrganismDto)
  organism: OrganismDto = new OrganismDto();

  @ApiProperty({ minLength: R.nameMin, maxLength: R.nameMax })
  @RequiredText(R.nameMin, R.nameMax)
  lastName: string;

  @ApiProperty({ minLength: R.nameMin, maxLength: R.nameMax })
  @RequiredText(R.nameMin, R.nameMax)
  firstName: string;

  @ApiProperty({ maxLength: R.emailMax })
  @RequiredEmail(R.emailMax)
  email: string;
}

export class PasswordStepDto {
  @ApiProperty({ type: PasswordPairDto })
  @NestedForm(() => PasswordPairDto)
  password: PasswordPairDto = new PasswordPairDto();
}

/** registration_form: the identity step and the password step, as nested JSON. */
export class RegisterDto {
  @ApiProperty({ type: IdentityDto })
  @NestedForm(() => IdentityDto)
  identity: IdentityDto = new IdentityDto();

  @ApiProperty({ type: PasswordStepDto })
  @NestedForm(() => PasswordStepDto)
  password: PasswordStepDto = new PasswordStepDto();
}
