import { API, type AuthMeResponse, type CurrentUser, type NotificationCounts } from '@troc/shared';
import { api } from '../api/client';
import { isValidationError } from '../api/errors';

/** Query keys of the session: the header counters are the signed-in user's own. */
export const sessionKeys = {
  all: ['session'] as const,
  counts: (userId: number) => ['session', 'counts', userId] as const,
};

/** Who is signed in, with a fresh CSRF token. Failures go to the global modals. */
export const fetchMe = (): Promise<AuthMeResponse> => api.get<AuthMeResponse>(API.me);

/** The header counters. A lost session (403) is worth the disconnected modal; other hiccups wait for the next tick. */
export const fetchCounts = (signal?: AbortSignal): Promise<NotificationCounts> =>
  api.post<NotificationCounts>(API.notificationsCount, {}, { handles: (e) => e.status !== 403, signal });

/** Accepts the terms and the personal-data notice; a 422 is the modal's own. */
export const acceptTerms = (): Promise<{ user: CurrentUser }> =>
  api.post<{ user: CurrentUser }>(API.acceptTerms, { terms: true, personalData: true }, { handles: isValidationError });

/** Sends the validation e-mail again; only a lost session (403) goes to the global modals. */
export const resendValidation = (): Promise<{ message: string }> =>
  api.post<{ message: string }>(API.resendValidation, {}, { handles: (e) => e.status !== 403 });
