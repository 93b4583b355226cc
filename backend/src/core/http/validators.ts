import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { checkPassword, fr, isIsoDate, isPasswordValid, PASSWORD_RULE, t } from '@troc/shared';

/**
 * The house validators, shared by every module's DTOs. Each carries its French message from
 * shared/, so no class-validator default (English) can reach a user.
 */

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
          return t(fr.validation.passwordMissing, { missing: missing.join(', ') });
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

/**
 * A trimmed text of at most max characters; its presence is the caller's (IsOptional, Optional).
 * Anything but a text is refused as such before its length is measured.
 */
export const Text = (max: number) =>
  Checks(Trim(), IsString({ message: fr.validation.text }), MaxLength(max, { message: maxLengthMessage(max) }));

/** A required e-mail address, lower-cased, at most max characters. */
export const RequiredEmail = (max: number) =>
  Checks(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: fr.validation.required }),
    IsString({ message: fr.validation.email }),
    MaxLength(max, { message: maxLengthMessage(max) }),
    IsEmail({}, { message: fr.validation.email }),
  );

/**
 * Numbers from JSON, forms or the query: a numeric text becomes its number, anything else
 * (an object, a list, a text) is left for the number check to refuse — class-transformer's
 * Number() would throw on some objects and turn [] into 0.
 */
export const ToNumber = (): PropertyDecorator =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(',', '.');
    return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : value;
  });

/** A custom check with its French message, for the rules below. */
function check(name: string, message: string, validate: (value: unknown) => boolean): PropertyDecorator {
  return (object, propertyName) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate },
    });
}

/**
 * Absent means undefined only: an explicit null is a value like any other and must pass the
 * checks (a nested form or an enum given null answers 422, not a NOT NULL failure later).
 */
export const Optional = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

const isForm = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A nested form (search_form[...], form[...]): anything but a set of fields — null, a list,
 * a text — answers 422 on the form's own path before its fields are read.
 */
export const NestedForm = (type: () => new () => object, options: { optional?: boolean } = {}): PropertyDecorator =>
  Checks(
    ...(options.optional ? [Optional()] : []),
    check('isForm', fr.validation.form, isForm),
    ValidateNested(),
    Type(type),
  );

/** One of the enumeration's values (a swap type, a status, a unit ...). */
export const OneOf = (values: readonly string[], message: string = fr.validation.choice): PropertyDecorator =>
  IsIn(values as string[], { message });

/** A finite number within [min, max]; NaN, Infinity and 1e308 are refused with the bound. */
export const BoundedNumber = (min: number, max: number, options: { integer?: boolean } = {}): PropertyDecorator =>
  Checks(
    check(
      'isFiniteNumber',
      options.integer ? fr.validation.integer : fr.validation.number,
      (v) => typeof v === 'number' && Number.isFinite(v) && (!options.integer || Number.isInteger(v)),
    ),
    check('min', t(fr.validation.min, { min }), (v) => typeof v === 'number' && v >= min),
    check('max', t(fr.validation.max, { max }), (v) => typeof v === 'number' && v <= max),
  );

/** A real calendar date written YYYY-MM-DD: 2024-13-45 and 2023-02-29 are refused. */
export const CalendarDate = (): PropertyDecorator =>
  check('isCalendarDate', fr.validation.date, (v) => typeof v === 'string' && isIsoDate(v));

/** 'a,b', ['a', 'b'] or 'a' → ['a', 'b']; '*' means all and is dropped (supporting §5). */
export const toList = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null || value === '') return [];
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return raw.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '' && v !== '*');
};
