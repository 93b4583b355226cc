import type { ErrorCode } from '@troc/shared';
import type { DomainErrorKind } from '../errors/index.js';

/** The status each kind of domain error is answered with. */
export const KIND_STATUS: Record<DomainErrorKind, number> = {
  'bad-request': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'transition-refused': 409,
  gone: 410,
  invalid: 422,
  failed: 422,
  throttled: 429,
};

/** The code of a failure no domain error names (the framework, the body parsers, the database). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'NOT_STORED',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  503: 'UNAVAILABLE',
};

export const codeForStatus = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
