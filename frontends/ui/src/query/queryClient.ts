import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/** A 4xx says something about the request or the reader: asking again will not change it. */
export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Defaults of the application's one QueryClient (server state, see docs/design/etat-serveur-des-front-ends.md):
 * the API client's own errors (ApiError, ValidationError) reach the components unchanged, the
 * global error modals stay the client's business, a 4xx is never retried and a lost network or
 * a 5xx is asked once more. Data goes stale at once but is kept five minutes for the way back.
 */
export function queryDefaults(overrides: { retry?: boolean } = {}): DefaultOptions {
  return {
    queries: {
      retry: overrides.retry === false ? false : (failures, error) => failures < 1 && !isClientError(error),
      // Pages and lists fetch when they mount; focusing the tab again does not reload them.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  };
}

/** The QueryClient the shell provides to every application (tests make one per render, no retry). */
export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults(overrides) });
}
