import { type ErrorCode, fr } from '@troc/shared';

/**
 * A failed call: `status` is the HTTP status, 0 when the server could not be reached; `code` the
 * body's stable code (docs/api.md), null when there was no JSON answer. Branch on `code`, never
 * on `message`: messages are French text that may be reworded.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `code` of an error body, as the server wrote it. */
export function errorCodeOf(payload: unknown): ErrorCode | null {
  const code = typeof payload === 'object' && payload !== null ? (payload as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? (code as ErrorCode) : null;
}

/** True when a failure is the one named by `code` (e.g. 'CART_MAX_QUANTITY'). */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  error instanceof ApiError && error.code === code;

/** Key of the 422 body that holds errors belonging to the whole form rather than to a field. */
export const FORM_ERROR_KEY = '_form';

/** A form field as antd names it: `identity.organism.rnaName` → ['identity','organism','rnaName']. */
export type FieldName = (string | number)[];

export function fieldName(path: string): FieldName {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A 422 answer: French messages per field path, `_form` for the form as a whole. */
export class ValidationError extends ApiError {
  constructor(
    readonly errors: Record<string, string[]>,
    code: ErrorCode | null = 'FORM_INVALID',
  ) {
    super(422, Object.values(errors).flat()[0] ?? fr.validation.invalidBody, code);
    this.name = 'ValidationError';
  }

  get formErrors(): string[] {
    return this.errors[FORM_ERROR_KEY] ?? [];
  }

  get fieldErrors(): { path: string; name: FieldName; errors: string[] }[] {
    return Object.entries(this.errors)
      .filter(([path]) => path !== FORM_ERROR_KEY)
      .map(([path, errors]) => ({ path, name: fieldName(path), errors }));
  }
}

export const isValidationError = (error: unknown): error is ValidationError => error instanceof ValidationError;
