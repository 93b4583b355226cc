import { API, type ExportProgress, withLocale } from '@troc/shared';

/** Supporting §9: the job is polled every 5 seconds until exportStatus is absent. */
export const EXPORT_POLL_MS = 5_000;

/** The download address: the server's redirect (localised if it is an API path), else the job's download route. */
export function downloadHref(progress: Pick<ExportProgress, 'id' | 'redirect'>): string {
  const redirect = progress.redirect;
  if (!redirect) return withLocale(API.exportDownload(progress.id));
  return redirect.startsWith('/api/') ? withLocale(redirect) : redirect;
}
