import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { checkPassword, fr, isPasswordValid, PASSWORD_RULE, t } from '@troc/shared';

/** Trims strings; leaves other values for the type checks to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const minLengthMessage = (min: number) => t(fr.validation.minLength, { min });
export const maxLengthMessage = (max: number) => t(fr.validation.maxLength, { max });

/** The shared password rule; the message lists what is missing, in the checklist's words. */
export function PasswordRule(options?: ValidationOptions) {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'passwordRule',
      target: object.constructor,
      propertyName: String(propertyName),
      options: {
        ...options,
        message: (args: ValidationArguments) => {
          const value = typeof args.value === 'string' ? args.value : '';
          if (value.length > PASSWORD_RULE.maxLength) return maxLengthMessage(PASSWORD_RULE.maxLength);
          const missing = checkPassword(value)
            .filter((c) => !c.ok)
            .map((c) => c.label.toLowerCase());
          return `${fr.validation.passwordRule} Il manque : ${missing.join(', ')}.`;
        },
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && isPasswordValid(value) },
    });
}

/** The value must equal a sibling property (password confirmation). */
export function MatchesProperty(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'matchesProperty',
      target: object.constructor,
      propertyName: String(propertyName),
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}

/**
 * Applies property decorators in the order written. class-validator checks constraints in
 * the order they were registered and we stop at the first failure, so the order written
 * is the order of the messages (stacked decorators would register bottom-up).
 */
export const Checks =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/** A required, trimmed text between min and max characters. */
export const RequiredText = (min: number, max: number) =>
  Checks(
    Trim(),
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.required }),
    MinLength(min, { message: minLengthMessage(min) }),
    MaxLength(max, { message: maxLengthMessage(max) }),
  );

/** A required e-mail address, lower-cased, at most max characters. */
export const RequiredEmail = (max: number) =>
  Checks(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.email }),
    MaxLength(max, { message: maxLengthMessage(max) }),
    IsEmail({}, { message: fr.validation.email }),
  );
