import { API, fr, withLocale, type AuthMeResponse } from '@troc/shared';
import { api } from './client';
import { ApiError, errorCodeOf, ValidationError } from './errors';

/** Fields of a `form[...]` submission; the token is added here. */
export type FormFields = Record<string, string | number | boolean>;

export interface UploadOptions {
  /** 0..100 while the file travels. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * The session's CSRF token, asked of the server: form-encoded and multipart bodies carry it
 * as form[_token] (supporting §7). Asking also refreshes the JSON client's copy.
 */
async function csrfToken(): Promise<string> {
  const me = await api.get<AuthMeResponse>(API.me, { handles: true });
  return me.csrfToken;
}

/** POST of `form[name]=value` fields plus form[_token], as the image-edit save expects. */
export async function postForm<T>(path: string, fields: FormFields, signal?: AbortSignal): Promise<T> {
  const body = new URLSearchParams();
  Object.entries(fields).forEach(([name, value]) => body.set(`form[${name}]`, String(value)));
  body.set('form[_token]', await csrfToken());
  let response: Response;
  try {
    response = await fetch(withLocale(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, fr.http.internal);
  }
  const payload = parse(await response.text());
  if (response.ok) return payload as T;
  throw toApiError(response.status, payload);
}

/**
 * Multipart upload of one file as form[file] with form[_token]. XMLHttpRequest rather than
 * fetch, because only it reports the progress of a request body.
 */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const token = await csrfToken();
  const data = new FormData();
  data.append('form[_token]', token);
  data.append('form[file]', file, file.name);
  return uploadForm<T>(path, data, options);
}

/** Sends a multipart body with its upload's progress (XMLHttpRequest); `headers` are added to the request. */
export function uploadForm<T>(
  path: string,
  data: FormData,
  options: UploadOptions = {},
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withLocale(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, fr.http.internal));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(data);
  });
}

/** The first message of a failure for one field: `file` of an upload, `_form`, or the message. */
export function failureMessage(error: unknown, field = 'file'): string {
  if (error instanceof ValidationError) return (error.errors[field] ?? error.formErrors)[0] ?? error.message;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500 ? fr.http.internal : error.message;
  return fr.http.internal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  if (status === 422 && typeof record.errors === 'object' && record.errors !== null) {
    const errors = Object.fromEntries(
      Object.entries(record.errors as Record<string, unknown>).map(([k, v]) => [
        k,
        ([] as unknown[]).concat(v).map(String),
      ]),
    );
    return new ValidationError(errors, errorCodeOf(payload) ?? 'FORM_INVALID');
  }
  // A proxy may refuse the upload before the server: no JSON then.
  if (status === 413) return new ApiError(status, fr.http.payloadTooLarge, 'PAYLOAD_TOO_LARGE');
  return new ApiError(
    status,
    typeof record.message === 'string' ? record.message : fr.http.internal,
    errorCodeOf(payload),
  );
}
