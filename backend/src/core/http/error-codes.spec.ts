import { HttpException } from '@nestjs/common';
import { ERROR_CODES, fr, t } from '@troc/shared';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BadRequestError,
  ConflictError,
  FailedError,
  ForbiddenError,
  FormError,
  GoneError,
  NotFoundError,
  ThrottledError,
  TransitionRefusedError,
} from '../errors/index.js';
import { ErrorFilter } from './error.filter.js';

const filter = new ErrorFilter();
const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'docs', 'api.md');

describe('domain errors through the HTTP filter', () => {
  it('answers each kind with its status, the French message and the code', () => {
    const refused = t(fr.tracker.errors.transitionRefused, { status: fr.tracker.statuses.ReservationRequested });
    const cases = [
      [new NotFoundError('TROC_NOT_FOUND'), 404, fr.http.notFound],
      [new ForbiddenError('TRACKER_FORBIDDEN', fr.tracker.errors.notAllowed), 403, fr.tracker.errors.notAllowed],
      [new ConflictError('CART_EMPTY', fr.cart.errors.empty), 409, fr.cart.errors.empty],
      [new ConflictError('CONCURRENT_UPDATE'), 409, fr.http.conflict],
      [new TransitionRefusedError('TRACKER_TRANSITION_REFUSED', refused), 409, refused],
      [
        new BadRequestError('ESTABLISHMENT_XHR_ONLY', fr.establishment.errors.xhrOnly),
        400,
        fr.establishment.errors.xhrOnly,
      ],
      [new GoneError('EXPORT_EXPIRED', fr.exports.errors.expired), 410, fr.exports.errors.expired],
      [new FailedError('EXPORT_FAILED', fr.exports.errors.failed), 422, fr.exports.errors.failed],
      [
        new ThrottledError('AUTH_THROTTLED', t(fr.auth.throttled, { minutes: 5 }), 300),
        429,
        t(fr.auth.throttled, { minutes: 5 }),
      ],
    ] as const;
    for (const [error, status, message] of cases) {
      expect(filter.toResponse(error)).toEqual({ status, body: { statusCode: status, message, code: error.code } });
    }
  });

  it('answers a form error with 422, the messages per field and the code, no message of its own', () => {
    expect(filter.toResponse(new FormError({ endDate: [fr.validation.date] }))).toEqual({
      status: 422,
      body: { errors: { endDate: [fr.validation.date] }, code: 'FORM_INVALID' },
    });
    const credentials = FormError.field('_form', fr.auth.badCredentials, 'AUTH_BAD_CREDENTIALS');
    expect(filter.toResponse(credentials).body).toEqual({
      errors: { _form: [fr.auth.badCredentials] },
      code: 'AUTH_BAD_CREDENTIALS',
    });
    expect(credentials.message).toBe(fr.auth.badCredentials);
  });

  it("keeps the code but gives way to the status's message when a message is not the catalogue's", () => {
    expect(filter.toResponse(new FailedError('EXPORT_FAILED', 'ENOSPC: no space left on device')).body).toEqual({
      statusCode: 422,
      message: fr.http.notStored,
      code: 'EXPORT_FAILED',
    });
  });

  it('gives the status code to what no domain error names', () => {
    expect(filter.toResponse(new HttpException('Too Many Requests', 429)).body).toEqual({
      statusCode: 429,
      message: fr.http.tooMany,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(filter.toResponse(new HttpException({ errors: { a: ['b'] } }, 422)).body).toEqual({
      errors: { a: ['b'] },
      code: 'FORM_INVALID',
    });
  });

  it('a transition refused is a conflict to whoever catches conflicts', () => {
    expect(new TransitionRefusedError('CALENDAR_TRANSITION_REFUSED', 'x')).toBeInstanceOf(ConflictError);
    expect(new TransitionRefusedError('CALENDAR_TRANSITION_REFUSED', 'x').kind).toBe('transition-refused');
    expect(new NotFoundError('CART_NOT_FOUND').name).toBe('NotFoundError');
  });

  it('lists every code once, and docs/api.md documents each of them', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    const documented = [...readFileSync(docs, 'utf8').matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...ERROR_CODES].sort());
  });
});
