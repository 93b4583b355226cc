import {
  API,
  type NotificationActionResponse,
  type NotificationFrequency,
  type NotificationListResponse,
  type NotificationPreferencesResponse,
  type NotificationStatus,
  type NotificationType,
} from '@troc/shared';
import { api, sessionKeys, shownByForm } from '@troc/ui';

/** Query keys of the notifications; the shell's bell shares the 'notifications' root. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (status: NotificationStatus | null, page: number) => ['notifications', 'page', status, page] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** Refreshed after each change: the lists, the bell and the header counters. */
export const touchedByNotifications = [notificationKeys.all, sessionKeys.all] as const;

export const PAGE_SIZE = 20;

export const fetchNotifications = (
  status: NotificationStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationListResponse> =>
  api.get<NotificationListResponse>(API.notificationsList, {
    query: { page, size: PAGE_SIZE, ...(status ? { status } : {}) },
    signal,
  });

export const markNotification = (action: 'read' | 'ignore', id: number): Promise<NotificationActionResponse> =>
  api.post<NotificationActionResponse>(API.notificationAction(action, id));

export const readAllNotifications = (): Promise<NotificationActionResponse> =>
  api.post<NotificationActionResponse>(API.notificationsReadAll);

export const fetchPreferences = (signal?: AbortSignal): Promise<NotificationPreferencesResponse> =>
  api.get<NotificationPreferencesResponse>(API.notificationPreferences, { signal });

/** A 422 is the form's own. */
export const savePreferences = (
  preferences: Partial<Record<NotificationType, NotificationFrequency>>,
): Promise<NotificationPreferencesResponse> =>
  api.post<NotificationPreferencesResponse>(API.notificationPreferences, { preferences }, { handles: shownByForm });
