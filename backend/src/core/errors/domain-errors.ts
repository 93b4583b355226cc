import { type ErrorCode, fr } from '@troc/shared';

/**
 * What went wrong, in the domain's words. Services throw these, never an HTTP exception: the
 * HTTP filter turns a kind into a status, and the job runners report them line by line.
 */
export type DomainErrorKind =
  | 'bad-request'
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'transition-refused'
  | 'invalid'
  | 'failed'
  | 'gone'
  | 'throttled';

/** A refusal the user can read: a stable `code` for programs, a French `message` for people. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Nothing by that name, or nothing the actor may know of (404). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';

  constructor(code: ErrorCode, message: string = fr.http.notFound) {
    super(code, message);
  }
}

/** The actor is known but may not do this (403). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';

  constructor(code: ErrorCode, message: string = fr.auth.forbidden) {
    super(code, message);
  }
}

/** The thing's state forbids it, or it changed meanwhile (409). */
export class ConflictError extends DomainError {
  readonly kind: DomainErrorKind = 'conflict';

  constructor(code: ErrorCode, message: string = fr.http.conflict) {
    super(code, message);
  }
}

/** A state machine's table has no such move from the current status (409); a kind of conflict. */
export class TransitionRefusedError extends ConflictError {
  override readonly kind = 'transition-refused';
}

/** The request's wording is refused before anything is looked up (400). */
export class BadRequestError extends DomainError {
  readonly kind = 'bad-request';
}

/** Work that ran and failed: its message is the one the user is shown (422). */
export class FailedError extends DomainError {
  readonly kind = 'failed';
}

/** It existed and is no more (410). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** Too many attempts: `retryAfterSeconds` tells when to try again (429). */
export class ThrottledError extends DomainError {
  readonly kind = 'throttled';

  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** A form refused: French messages keyed by field path, `_form` for the form as a whole (422). */
export class FormError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    readonly errors: Record<string, string[]>,
    code: ErrorCode = 'FORM_INVALID',
  ) {
    super(code, Object.values(errors).flat()[0] ?? fr.validation.invalidBody);
  }

  static field(path: string, message: string, code?: ErrorCode): FormError {
    return new FormError({ [path]: [message] }, code);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
