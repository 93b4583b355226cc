import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { fr } from '@troc/shared';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { FormError, NotFoundError } from '../errors/index.js';
import { isCatalogueMessage } from './french.js';

/** class-validator's own checks, by constraint name, when one is used without a French message. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  isNotEmpty: fr.validation.required,
  isDefined: fr.validation.required,
  isString: fr.validation.text,
  isArray: fr.validation.list,
  isObject: fr.validation.form,
  nestedValidation: fr.validation.form,
  isEmail: fr.validation.email,
  isIn: fr.validation.choice,
  isEnum: fr.validation.choice,
  isInt: fr.validation.integer,
  isNumber: fr.validation.number,
  isNumberString: fr.validation.number,
  isBoolean: fr.validation.invalid,
  isDateString: fr.validation.date,
  isISO8601: fr.validation.date,
  whitelistValidation: fr.validation.unknownField,
};

/** Every message of a 422 is the catalogue's: an English default is replaced by its constraint's. */
const frenchMessage = (constraint: string, message: string) =>
  isCatalogueMessage(message) ? message : (CONSTRAINT_MESSAGES[constraint] ?? fr.validation.invalid);

/** Nested class-validator errors → { "identity.organism.rnaName": ["message"] }. */
export function flattenValidationErrors(
  errors: ValidationError[],
  parent = '',
  out: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      const messages = Object.entries(error.constraints).map(([name, message]) => frenchMessage(name, message));
      out[path] = [...(out[path] ?? []), ...messages];
    }
    if (error.children?.length) flattenValidationErrors(error.children, path, out);
  }
  return out;
}

/** Decimal digits only: `Number()` would also read 0x10, 1e3, 0b1, " 7" and "". */
const DECIMAL = /^\d{1,16}$/;

/**
 * Nest's pipe, but a number of the path or the query is read from decimal digits only, within
 * the safe integers; anything else names nothing (404 in the path) or is refused (422).
 */
export class TrocValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    const { type, metatype, data } = metadata;
    if (metatype !== Number || !data || (type !== 'param' && type !== 'query') || value === undefined) {
      return super.transformPrimitive(value, metadata);
    }
    if (typeof value === 'string' && DECIMAL.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
    if (type === 'param') throw new NotFoundError('NOT_FOUND');
    throw FormError.field(data, fr.validation.integer);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new TrocValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FormError(flattenValidationErrors(errors)),
  });
}

/**
 * A list's filters (an export's, a mass action's select-all) checked as its form's fields — the
 * loader's troc_filter_form or search_form without the prefix: the same class, the same checks,
 * the same French messages, under `filters.`. Fields the form does not have are left out.
 */
export async function checkedFilters<T extends object>(
  form: new () => T,
  filters: Record<string, unknown>,
): Promise<T> {
  const checked = plainToInstance(form, filters);
  const errors = await validate(checked, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) throw new FormError(flattenValidationErrors(errors, 'filters'));
  return checked;
}
