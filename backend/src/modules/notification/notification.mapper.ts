import { fr, formatDateTime, type NotificationItem, withLocale } from '@troc/shared';
import type { Notification } from './entities/notification.entity.js';

/** The notification as the API answers it (supporting §3 Notification). */
export function toNotificationItem(n: Notification): NotificationItem {
  return {
    id: n.id,
    notificationStatus: { name: n.notificationStatus },
    notificationType: { name: n.notificationType, label: fr.notification.types[n.notificationType] },
    title: n.title,
    body: n.body,
    url: withLocale(n.path),
    object: n.objectType && n.objectSlug ? { type: n.objectType, slug: n.objectSlug } : null,
    displayDate: formatDateTime(n.createdAt),
    createdAt: n.createdAt.toISOString(),
  };
}
