import { UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ValidationErrorBody } from '@troc/shared';

/** Nested class-validator errors → { "identity.organism.rnaName": ["message"] }. */
export function flattenValidationErrors(
  errors: ValidationError[],
  parent = '',
  out: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = [...(out[path] ?? []), ...Object.values(error.constraints)];
    if (error.children?.length) flattenValidationErrors(error.children, path, out);
  }
  return out;
}

/** 422 with French messages keyed by field path; `_form` holds errors about the whole form. */
export class FormErrorException extends UnprocessableEntityException {
  constructor(errors: Record<string, string[]>) {
    super({ errors } satisfies ValidationErrorBody);
  }

  static field(path: string, message: string): FormErrorException {
    return new FormErrorException({ [path]: [message] });
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FormErrorException(flattenValidationErrors(errors)),
  });
}
