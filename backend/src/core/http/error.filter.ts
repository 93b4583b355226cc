import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { type ErrorCode, fr } from '@troc/shared';
import type { Response } from 'express';
import { DomainError, FormError } from '../errors/index.js';
import { serviceErrorAnswer } from './database-errors.js';
import { codeForStatus, KIND_STATUS } from './error-codes.js';
import { isCatalogueMessage } from './french.js';

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
  503: fr.http.unavailable,
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

/** The body of every error but a form's: `code` is stable for programs, `message` French for people. */
const bodyOf = (status: number, message: string, code: ErrorCode = codeForStatus(status)) => ({
  statusCode: status,
  message,
  code,
});

/**
 * The error contract: 403 when not signed in or not allowed, 404, 409, 422 with
 * { errors }, and French messages from the catalogue everywhere; a 500 only for real
 * faults, logged. Every body carries a `code` (docs/api.md lists them): the domain
 * error's own, or the status's. Also used by the Express handlers that run before Nest's router.
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
    if (answer.status === 503) {
      this.logger.error(`Service indisponible : ${(exception as Error)?.stack ?? String(exception)}`);
    } else if (answer.status >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
    else if (answer.defect) {
      this.logger.error(
        `Défaut : une entrée refusée a atteint la base ou le code. ${(exception as Error)?.stack ?? ''}`,
      );
    }
    return answer;
  }

  toResponse(exception: unknown): ErrorResponse {
    if (exception instanceof DomainError) return this.fromDomainError(exception);
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    // The ORM, the database and the other services: never a 500 (a 4xx defect or a 503).
    const service = serviceErrorAnswer(exception);
    if (service) {
      const { status, message, defect, code } = service;
      return { status, body: bodyOf(status, message, code), ...(defect ? { defect } : {}) };
    }
    // Body parsers, the router and other Express middleware raise errors carrying an HTTP status.
    const raw = exception as { status?: unknown; statusCode?: unknown; message?: unknown } | null;
    const parsed = Number(raw?.status ?? raw?.statusCode);
    if (Number.isInteger(parsed) && parsed >= 400 && parsed < 500) {
      // A path segment that does not decode names nothing that exists.
      const status =
        typeof raw?.message === 'string' && raw.message.startsWith('Failed to decode param') ? 404 : parsed;
      return { status, body: bodyOf(status, messageFor(status)) };
    }
    // Input that code could not encode or decode (a lone surrogate in a URI component).
    if (exception instanceof URIError) {
      return { status: 422, body: bodyOf(422, fr.validation.invalidBody, 'BAD_REQUEST'), defect: true };
    }
    return { status: 500, body: bodyOf(500, fr.http.internal) };
  }

  private fromDomainError(error: DomainError): ErrorResponse {
    const status = KIND_STATUS[error.kind];
    if (error instanceof FormError) return { status, body: { errors: error.errors, code: error.code } };
    // A message outside the catalogue (a stored job error, a typo) gives way to the status's own.
    const message = isCatalogueMessage(error.message) ? error.message : messageFor(status);
    return { status, body: bodyOf(status, message, error.code) };
  }

  private fromHttpException(exception: HttpException): ErrorResponse {
    // Not signed in is a 403 in this contract: the client opens the disconnected modal.
    const original = exception.getStatus();
    const status = original === HttpStatus.UNAUTHORIZED ? HttpStatus.FORBIDDEN : original;
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'errors' in response) {
      return { status, body: { errors: (response as { errors: unknown }).errors, code: 'FORM_INVALID' } };
    }
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    // Nest wraps the router's URIError in a 400: a path segment that does not decode names nothing.
    if (original === 400 && isUndecodableParam(raw)) {
      return { status: 404, body: bodyOf(404, fr.http.notFound) };
    }
    // Framework texts (English) give way to the catalogue's message for the status.
    const message = typeof raw === 'string' && isCatalogueMessage(raw) ? raw : messageFor(original);
    return { status, body: bodyOf(status, message, codeForStatus(original)) };
  }
}
