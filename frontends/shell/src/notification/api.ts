import {
  API,
  type NotificationActionResponse,
  type NotificationListResponse,
  type UnsubscribeResponse,
} from '@troc/shared';
import { api, sessionKeys } from '@troc/ui';

/** The bell's query keys; the marketplace's notification page uses the same 'notifications' root. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (size: number) => ['notifications', 'latest', size] as const,
};

/** Refreshed after each change: the notification lists and the header counters. */
export const touchedByNotifications = [notificationKeys.all, sessionKeys.all] as const;

/** The latest notifications, whatever their status (the bell's list). */
export const fetchLatest = (size: number, signal?: AbortSignal): Promise<NotificationListResponse> =>
  api.get<NotificationListResponse>(API.notificationsList, { query: { size }, signal });

export const markRead = (id: number): Promise<NotificationActionResponse> =>
  api.post<NotificationActionResponse>(API.notificationAction('read', id));

export const readAll = (): Promise<NotificationActionResponse> =>
  api.post<NotificationActionResponse>(API.notificationsReadAll);

/** What the mail's link would stop; an invalid link (404) is the page's to say. */
export const fetchUnsubscribe = (token: string): Promise<UnsubscribeResponse> =>
  api.get<UnsubscribeResponse>(API.unsubscribe(token), { handles: (e) => e.status === 404 });

export const confirmUnsubscribe = (token: string): Promise<UnsubscribeResponse> =>
  api.post<UnsubscribeResponse>(API.unsubscribe(token), {}, { handles: (e) => e.status === 404 });
