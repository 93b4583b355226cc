import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fr, LIMITS, PASSWORD_RULE } from '@troc/shared';
import { PasswordStepDto } from './register.dto.js';
import { Checks, maxLengthMessage, RequiredEmail, NestedForm } from '../../../core/http/validators.js';

/** Checkboxes arrive as true from JSON and as "1"/"on"/"true" from form-encoded bodies. */
const Checkbox = () => Transform(({ value }) => value === true || value === 'true' || value === '1' || value === 'on');

const RequiredString = (max: number) =>
  Checks(
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.required }),
    MaxLength(max, { message: maxLengthMessage(max) }),
  );

export class LoginDto {
  @ApiProperty()
  @Checks(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    RequiredString(LIMITS.registration.emailMax),
  )
  email: string;

  @ApiProperty()
  @RequiredString(PASSWORD_RULE.maxLength)
  password: string;
}

export class TokenDto {
  @ApiProperty()
  @RequiredString(128)
  token: string;
}

export class ResetRequestDto {
  @ApiProperty()
  @RequiredEmail(LIMITS.registration.emailMax)
  email: string;
}

export class ResetPasswordDto extends TokenDto {
  @ApiProperty({ type: PasswordStepDto })
  @NestedForm(() => PasswordStepDto)
  password: PasswordStepDto = new PasswordStepDto();
}

/** validate-cgu: both boxes must be ticked, each with its own message. */
export class TermsDto {
  @ApiProperty()
  @Checks(Checkbox(), Equals(true, { message: fr.auth.termsRequired }))
  terms: boolean;

  @ApiProperty()
  @Checks(Checkbox(), Equals(true, { message: fr.auth.personalDataRequired }))
  personalData: boolean;
}
