import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { Response } from 'express';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: fr.validation.invalidBody,
  401: fr.auth.notSignedIn,
  403: fr.auth.forbidden,
  404: fr.http.notFound,
  409: fr.http.conflict,
  413: fr.http.payloadTooLarge,
  429: fr.http.tooMany,
};

// Nest's own English texts are replaced by the French defaults above.
const isFrameworkText = (message: string) =>
  /^(Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) |Not Found$|Forbidden resource$|Forbidden$|Unauthorized$|Bad Request$|Conflict$|Too Many Requests$|Payload Too Large$|Unprocessable Entity$|Internal server error$)/.test(
    message,
  );

/**
 * The error contract: 403 when not signed in or not allowed, 404, 409, 422 with
 * { errors }, and French messages everywhere; a 500 only for real faults, logged.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.toResponse(exception);
    if (status >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
    res.status(status).json(body);
  }

  toResponse(exception: unknown): { status: number; body: object } {
    // Body-parser failures reach us as plain errors with an HTTP status.
    const parserStatus = (exception as { status?: number; type?: string })?.type?.startsWith('entity.')
      ? (exception as { status: number }).status
      : undefined;
    if (!(exception instanceof HttpException)) {
      if (parserStatus && parserStatus < 500) {
        return {
          status: parserStatus,
          body: { statusCode: parserStatus, message: DEFAULT_MESSAGES[parserStatus] ?? fr.validation.invalidBody },
        };
      }
      return { status: 500, body: { statusCode: 500, message: fr.http.internal } };
    }
    // Not signed in is a 403 in this contract: the client opens the disconnected modal.
    const original = exception.getStatus();
    const status = original === HttpStatus.UNAUTHORIZED ? HttpStatus.FORBIDDEN : original;
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'errors' in response) {
      return { status, body: { errors: (response as { errors: unknown }).errors } };
    }
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message =
      typeof raw === 'string' && !isFrameworkText(raw) ? raw : (DEFAULT_MESSAGES[original] ?? fr.http.internal);
    return { status, body: { statusCode: status, message } };
  }
}
