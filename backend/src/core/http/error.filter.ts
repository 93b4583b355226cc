import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { isCatalogueMessage } from './french.js';
import { isServiceDown, SERVICE_DOWN } from './service-down.js';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: fr.validation.invalidBody,
  401: fr.auth.notSignedIn,
  403: fr.auth.forbidden,
  404: fr.http.notFound,
  409: fr.http.conflict,
  413: fr.http.payloadTooLarge,
  415: fr.http.unsupportedMediaType,
  422: fr.http.notStored,
  429: fr.http.tooMany,
};

const isUndecodableParam = (message: unknown) =>
  typeof message === 'string' && message.startsWith('Failed to decode param');

const messageFor = (status: number) =>
  DEFAULT_MESSAGES[status] ?? (status < 500 ? fr.validation.invalidBody : fr.http.internal);

export interface ErrorResponse {
  status: number;
  body: object;
  /** A fault of ours that bad input could reach: answered as a 4xx, logged as a defect to fix. */
  defect?: boolean;
}

/**
 * A database refusal that reached the filter means a check is missing upstream: uniqueness
 * and references answer 409, everything else the row could not hold 422 (SQLite and MySQL).
 */
function constraintStatus(error: QueryFailedError): number | null {
  const driver = (error as { driverError?: { code?: string; errno?: number } }).driverError ?? {};
  const code = String(driver.code ?? '');
  if (/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY|FOREIGNKEY)$/.test(code)) return 409;
  if (code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG') return 422;
  if (code === 'SQLITE_ERROR' && /datatype mismatch|no such column: (Infinity|NaN)/.test(error.message)) return 422;
  switch (driver.errno) {
    case 1062: // duplicate entry
    case 1451: // row referenced
    case 1452: // missing reference
      return 409;
    case 1048: // column cannot be null
    case 1264: // out of range
    case 1265: // data truncated
    case 1292: // incorrect date or number
    case 1366: // incorrect value for the column's type
    case 1406: // data too long
    case 3140: // invalid JSON
      return 422;
    default:
      return null;
  }
}

/**
 * The error contract: 403 when not signed in or not allowed, 404, 409, 422 with
 * { errors }, and French messages from the catalogue everywhere; a 500 only for real
 * faults, logged. Also used by the Express handlers that run before Nest's router.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.respond(exception);
    res.status(status).json(body);
  }

  /** toResponse, with faults and defects logged. */
  respond(exception: unknown): { status: number; body: object } {
    const answer = this.toResponse(exception);
    if (answer.status >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
    else if (answer.defect) {
      this.logger.error(
        `Défaut : une entrée refusée a atteint la base ou le code. ${(exception as Error)?.stack ?? ''}`,
      );
    }
    return answer;
  }

  toResponse(exception: unknown): ErrorResponse {
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    if (isServiceDown(exception)) return SERVICE_DOWN;
    if (exception instanceof QueryFailedError) {
      const status = constraintStatus(exception);
      if (status)
        return {
          status,
          body: { statusCode: status, message: status === 409 ? fr.http.duplicate : fr.http.notStored },
          defect: true,
        };
    }
    // Body parsers, the router and other Express middleware raise errors carrying an HTTP status.
    const raw = exception as { status?: unknown; statusCode?: unknown; message?: unknown } | null;
    const parsed = Number(raw?.status ?? raw?.statusCode);
    if (Number.isInteger(parsed) && parsed >= 400 && parsed < 500) {
      // A path segment that does not decode names nothing that exists.
      const status =
        typeof raw?.message === 'string' && raw.message.startsWith('Failed to decode param') ? 404 : parsed;
      return { status, body: { statusCode: status, message: messageFor(status) } };
    }
    // Input that code could not encode or decode (a lone surrogate in a URI component).
    if (exception instanceof URIError) {
      return { status: 422, body: { statusCode: 422, message: fr.validation.invalidBody }, defect: true };
    }
    return { status: 500, body: { statusCode: 500, message: fr.http.internal } };
  }

  private fromHttpException(exception: HttpException): ErrorResponse {
    // Not signed in is a 403 in this contract: the client opens the disconnected modal.
    const original = exception.getStatus();
    const status = original === HttpStatus.UNAUTHORIZED ? HttpStatus.FORBIDDEN : original;
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'errors' in response) {
      return { status, body: { errors: (response as { errors: unknown }).errors } };
    }
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    // Nest wraps the router's URIError in a 400: a path segment that does not decode names nothing.
    if (original === 400 && isUndecodableParam(raw)) {
      return { status: 404, body: { statusCode: 404, message: fr.http.notFound } };
    }
    // Framework texts (English) give way to the catalogue's message for the status.
    const message = typeof raw === 'string' && isCatalogueMessage(raw) ? raw : messageFor(original);
    return { status, body: { statusCode: status, message } };
  }
}
