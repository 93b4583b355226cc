import type { NotificationFrequency, NotificationStatus, NotificationType } from '../enums/notification.js';
import type { ListResponse } from './http.js';

// The header counters.

export interface NotificationCounts {
  total_messages: number;
  total_notifs_unread: number;
  total_in_cart: number;
}

/** One notification (supporting §3): identified by id, with the object it is about. */
export interface NotificationItem {
  id: number;
  notificationStatus: { name: NotificationStatus };
  notificationType: { name: NotificationType; label: string };
  title: string;
  body: string;
  /** Where the notification leads, locale included. */
  url: string;
  /** The related object: its kind ('tracker', 'thread', 'troc', 'alert' …) and slug. */
  object: { type: string; slug: string } | null;
  displayDate: string;
  createdAt: string;
}

/** GET list?status=&page=&size= : total counts all of mine, total_results those of the status. */
export interface NotificationListResponse extends ListResponse<NotificationItem> {
  total_unread: number;
}

/** read/{id}, ignore/{id}, read-all. */
export interface NotificationActionResponse {
  notification: NotificationItem | null;
  total_unread: number;
}

export interface NotificationPreference {
  notificationType: NotificationType;
  label: string;
  frequency: NotificationFrequency;
}

/** GET the list of every type with its frequency; POST { preferences: { [type]: frequency } }. */
export interface NotificationPreferencesResponse {
  preferences: NotificationPreference[];
}

export interface NotificationPreferencesRequest {
  preferences: Partial<Record<NotificationType, NotificationFrequency>>;
}

/** GET: what the link would stop; POST: the same, once done. */
export interface UnsubscribeResponse {
  email: string;
  /** null: every notification mail. */
  notificationType: NotificationType | null;
  label: string | null;
  done: boolean;
  message: string;
}
