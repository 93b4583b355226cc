import type { ProConnectErrorCode } from '@troc/shared';
import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/** A sign-in that cannot go on: the login page shows `code`'s French message; the log keeps `providerCode`. */
export class ProConnectFailure extends Error {
  constructor(
    readonly code: ProConnectErrorCode,
    /** The provider's error code (error=…), or the client library's check that failed. */
    readonly providerCode: string,
    /** Filled in the French message ({siret}). */
    readonly params: Record<string, string> = {},
  ) {
    super(`ProConnect ${code} (${providerCode})`);
  }
}

// Checks of the responses themselves (signature, nonce, subject, timestamps, the signed userinfo).
const INVALID_RESPONSE_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JWT_USERINFO_EXPECTED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_PARSE_ERROR',
]);

const statusOf = (cause: unknown): number | undefined =>
  cause instanceof Response ? cause.status : (cause as { status?: number } | undefined)?.status;

/** Sorts what openid-client throws into the page's cases, keeping the provider's own code for the log. */
export function toProConnectFailure(error: unknown): ProConnectFailure {
  if (error instanceof ProConnectFailure) return error;
  const network = networkFailure(error) ?? networkFailure((error as { cause?: unknown } | null)?.cause);
  if (network) return new ProConnectFailure('unavailable', network);
  if (error instanceof AuthorizationResponseError) {
    return new ProConnectFailure(error.error === 'access_denied' ? 'refused' : 'provider', error.error);
  }
  if (error instanceof ResponseBodyError) {
    if (error.error === 'invalid_grant') return new ProConnectFailure('expired', error.error);
    return new ProConnectFailure(error.status >= 500 ? 'unavailable' : 'provider', error.error);
  }
  if (error instanceof ClientError) {
    const code = error.code ?? 'unknown';
    if (code === 'OAUTH_TIMEOUT') return new ProConnectFailure('unavailable', code);
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && (statusOf(error.cause) ?? 0) >= 500) {
      return new ProConnectFailure('unavailable', `http_${statusOf(error.cause)}`);
    }
    return new ProConnectFailure(INVALID_RESPONSE_CODES.has(code) ? 'invalid' : 'provider', code);
  }
  return new ProConnectFailure('provider', (error as { name?: string } | null)?.name ?? 'unknown');
}

/**
 * fetch's own failures (refused connection, DNS, TLS, the timeout), told by name: openid-client passes
 * them on or wraps them, and they may come from another realm than this module's TypeError.
 */
function networkFailure(error: unknown): string | null {
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: string; name?: string } };
  if (!name || !/^(TypeError|TimeoutError|AbortError)$/.test(name)) return null;
  return cause?.code ?? cause?.name ?? name;
}
