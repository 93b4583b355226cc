import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { fr, t } from '@troc/shared';
import {
  EntityNotFoundError,
  EntityPropertyNotFoundError,
  QueryFailedError,
  TypeORMError,
  UpdateValuesMissingError,
} from 'typeorm';
import { ErrorFilter } from './error.filter.js';
import { isCatalogueMessage } from './french.js';
import { FormError } from '../errors/index.js';

const filter = new ErrorFilter();

describe('ErrorFilter', () => {
  it('answers 403 in French when not signed in', () => {
    expect(filter.toResponse(new UnauthorizedException())).toEqual({
      status: 403,
      body: { statusCode: 403, message: fr.auth.notSignedIn, code: 'NOT_SIGNED_IN' },
    });
  });

  it('replaces framework texts by French ones and keeps ours', () => {
    expect(filter.toResponse(new NotFoundException('Cannot GET /fr/api/nope')).body).toEqual({
      statusCode: 404,
      message: fr.http.notFound,
      code: 'NOT_FOUND',
    });
    expect(filter.toResponse(new ForbiddenException()).body).toMatchObject({ message: fr.auth.forbidden });
    expect(filter.toResponse(new ConflictException(fr.listing.errors.notEditable)).body).toMatchObject({
      message: fr.listing.errors.notEditable,
    });
    // Filled templates are the catalogue's too; anything else gives way to the status's message.
    const refused = t(fr.listing.errors.transitionRefused, { status: 'Brouillon' });
    expect(filter.toResponse(new ConflictException(refused)).body).toMatchObject({ message: refused });
    expect(filter.toResponse(new ConflictException('Annonce archivée')).body).toMatchObject({
      message: fr.http.conflict,
    });
    expect(filter.toResponse(new BadRequestException('Validation failed (numeric string is expected)')).body).toEqual({
      statusCode: 400,
      message: fr.validation.invalidBody,
      code: 'BAD_REQUEST',
    });
  });

  it('passes field errors through with 422', () => {
    expect(filter.toResponse(FormError.field('identity.email', 'non'))).toEqual({
      status: 422,
      body: { errors: { 'identity.email': ['non'] }, code: 'FORM_INVALID' },
    });
  });

  it('turns unreadable bodies into 400 and unknown faults into a French 500', () => {
    const parse = Object.assign(new SyntaxError('Unexpected token'), { status: 400, type: 'entity.parse.failed' });
    expect(filter.toResponse(parse)).toEqual({
      status: 400,
      body: { statusCode: 400, message: fr.validation.invalidBody, code: 'BAD_REQUEST' },
    });
    for (const [status, type] of [
      [415, 'charset.unsupported'],
      [415, 'encoding.unsupported'],
      [413, 'parameters.too.many'],
      [400, 'querystring.parse.rangeError'],
      [400, 'request.aborted'],
    ] as const) {
      const error = Object.assign(new Error('English text'), { status, type, expose: true });
      expect(filter.toResponse(error).status).toBe(status);
      expect(isCatalogueMessage((filter.toResponse(error).body as { message: string }).message)).toBe(true);
    }
    expect(filter.toResponse(new URIError('URI malformed'))).toMatchObject({ status: 422, defect: true });
    const decodeParam = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 });
    expect(filter.toResponse(decodeParam)).toEqual({
      status: 404,
      body: { statusCode: 404, message: fr.http.notFound, code: 'NOT_FOUND' },
    });
    expect(filter.toResponse(new Error('boom'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: fr.http.internal, code: 'INTERNAL' },
    });
  });

  it('answers a database refusal with 409 or 422 and marks it as a defect, on SQLite and MySQL', () => {
    const failed = (driverError: object, message = 'constraint') =>
      Object.assign(new QueryFailedError('INSERT', [], Object.assign(new Error(message), driverError)));
    expect(filter.toResponse(failed({ code: 'SQLITE_CONSTRAINT_NOTNULL' }))).toMatchObject({
      status: 422,
      defect: true,
    });
    expect(filter.toResponse(failed({ code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toMatchObject({
      status: 409,
      defect: true,
    });
    expect(filter.toResponse(failed({ code: 'SQLITE_ERROR' }, 'datatype mismatch'))).toMatchObject({ status: 422 });
    expect(filter.toResponse(failed({ code: 'ER_DUP_ENTRY', errno: 1062 }))).toMatchObject({ status: 409 });
    expect(filter.toResponse(failed({ code: 'ER_BAD_NULL_ERROR', errno: 1048 }))).toMatchObject({ status: 422 });
    expect(filter.toResponse(failed({ code: 'ER_WARN_DATA_OUT_OF_RANGE', errno: 1264 }))).toMatchObject({
      status: 422,
    });
    // A code no one mapped is still the data's refusal, never a 500.
    expect(filter.toResponse(failed({ code: 'ER_PARSE_ERROR', errno: 1064 }))).toMatchObject({
      status: 422,
      defect: true,
    });
    expect(filter.toResponse(failed({ code: 'SQLITE_ERROR' }, 'no such column: NaN'))).toMatchObject({ status: 422 });
  });

  it('answers an ORM error in French with a 4xx and marks it as a defect', () => {
    expect(filter.toResponse(new UpdateValuesMissingError())).toEqual({
      status: 422,
      body: { statusCode: 422, message: fr.http.nothingToChange, code: 'NOT_STORED' },
      defect: true,
    });
    expect(filter.toResponse(new EntityNotFoundError('Troc', { id: 1 }))).toMatchObject({ status: 404, defect: true });
    expect(filter.toResponse(new EntityPropertyNotFoundError('x', { name: 'Troc' } as never))).toMatchObject({
      status: 422,
      defect: true,
    });
    expect(filter.toResponse(new TypeORMError('anything'))).toMatchObject({ status: 422, defect: true });
  });

  it('answers a database or service out of reach with a French 503', () => {
    const failed = (driverError: object) =>
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('down'), driverError));
    const unavailable = { status: 503, body: { statusCode: 503, message: fr.http.unavailable, code: 'UNAVAILABLE' } };
    for (const error of [
      failed({ code: 'SQLITE_BUSY' }),
      failed({ code: 'ER_LOCK_DEADLOCK', errno: 1213 }),
      failed({ code: 'ER_CON_COUNT_ERROR', errno: 1040 }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('Connection lost: The server closed the connection.'), {
        code: 'PROTOCOL_CONNECTION_LOST',
      }),
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
      new Error('Connection is closed.'),
      // The object store: a fault of its server, its throttling, a request that timed out.
      Object.assign(new Error('We encountered an internal error.'), {
        name: 'InternalError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
      }),
      Object.assign(new Error('Please reduce your request rate.'), {
        name: 'SlowDown',
        $metadata: { httpStatusCode: 503 },
      }),
      Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' }),
    ]) {
      expect(filter.toResponse(error)).toEqual(unavailable);
    }
    // A refusal of the store is no outage: the key is missing, the access denied.
    const refused = Object.assign(new Error('Access Denied'), {
      name: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
    });
    expect(filter.toResponse(refused).status).not.toBe(503);
  });
});
