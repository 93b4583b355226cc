import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { fr } from '@troc/shared';
import { Checks, MatchesProperty, PasswordRule } from '../../../core/http/validators.js';

/** password.password.{plainPassword, confirmPassword}, shared by registration and reset. */
export class PasswordPairDto {
  @ApiProperty({ description: 'Nouveau mot de passe, selon la règle de mot de passe' })
  @Checks(
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.required }),
    PasswordRule(),
  )
  plainPassword: string;

  @ApiProperty()
  @Checks(
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.required }),
    MatchesProperty('plainPassword', { message: fr.validation.passwordMismatch }),
  )
  confirmPassword: string;
}
