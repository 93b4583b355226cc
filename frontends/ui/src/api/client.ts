import { API, fr, withLocale } from '@troc/shared';
import { ApiError, errorCodeOf, ValidationError } from './errors';

export interface RequestOptions {
  /**
   * Failures the caller shows itself, so the global error modals stay closed:
   * `true` for every failure, or a test (e.g. forms take their 422, login its 422 and 429).
   */
  handles?: boolean | ((error: ApiError) => boolean);
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export type FailureListener = (error: ApiError) => void;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** JSON client for the /{locale}/api endpoints: session cookie, CSRF token, French errors. */
export class ApiClient {
  private csrfToken: string | null = null;
  private pendingToken: Promise<unknown> | null = null;
  private readonly listeners = new Set<FailureListener>();

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  setCsrfToken(token: string | null): void {
    this.csrfToken = token;
  }

  /** Called for every failure the caller does not handle itself (see RequestOptions.handles and report()). */
  onFailure(listener: FailureListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    try {
      if (!SAFE_METHODS.has(method)) await this.ensureCsrfToken();
      return await this.send<T>(method, path, body, options);
    } catch (error) {
      if (isAbort(error)) throw error;
      const failure = toApiError(error);
      if (!handledBy(options.handles, failure)) this.report(failure);
      throw failure;
    }
  }

  /**
   * The one way a failure reaches the global error modals (GlobalApiErrors listens): called by
   * request() for what the caller does not handle, and by calls made outside this client
   * (uploads, form-encoded saves). An abandoned request is nobody's failure.
   */
  report(error: unknown): void {
    if (isAbort(error)) return;
    const failure = toApiError(error);
    this.listeners.forEach((listener) => listener(failure));
  }

  private async send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (!SAFE_METHODS.has(method) && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;

    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    const payload = await readJson(response);
    // Sign-in, sign-out and registration rotate the token: keep the newest one.
    if (isRecord(payload) && typeof payload.csrfToken === 'string') this.csrfToken = payload.csrfToken;
    if (response.ok) return payload as T;
    throw toError(response.status, payload);
  }

  /** Mutating calls need the session's token: fetch it once if nothing has provided it yet. */
  private async ensureCsrfToken(): Promise<void> {
    if (this.csrfToken) return;
    this.pendingToken ??= this.send('GET', API.me, undefined, {}).finally(() => (this.pendingToken = null));
    await this.pendingToken;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = withLocale(path);
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined) params.set(key, String(value));
  });
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toError(status: number, payload: unknown): ApiError {
  if (status === 422 && isRecord(payload) && isRecord(payload.errors)) {
    const errors = Object.fromEntries(
      Object.entries(payload.errors).map(([path, messages]) => [path, ([] as unknown[]).concat(messages).map(String)]),
    );
    return new ValidationError(errors, errorCodeOf(payload) ?? 'FORM_INVALID');
  }
  const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : fr.http.internal;
  return new ApiError(status, message, errorCodeOf(payload));
}

const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(0, fr.http.internal);

function handledBy(handles: RequestOptions['handles'], error: ApiError): boolean {
  return typeof handles === 'function' ? handles(error) : handles === true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The one client of the application (the ui package is a federation singleton). */
export const api = new ApiClient();

/** Hands a failure met outside the client (uploads, form-encoded saves) to the global error modals. */
export const reportFailure = (error: unknown): void => api.report(error);
