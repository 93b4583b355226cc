// The notifications of the supporting areas (§3 Notification): type and status names as the
// API answers them (notificationType.name, notificationStatus.name).

/** What a notification is about; each user chooses per type how they are mailed. */
export enum NotificationType {
  TrackerUpdate = 'TrackerUpdate',
  NewMessage = 'NewMessage',
  NewQuestion = 'NewQuestion',
  QuestionAnswered = 'QuestionAnswered',
  ListingModerated = 'ListingModerated',
  AlertResults = 'AlertResults',
  JobFinished = 'JobFinished',
  LoanReminder = 'LoanReminder',
}

export enum NotificationStatus {
  Unread = 'unread',
  Read = 'read',
  Ignored = 'ignored',
}

/** How the mail of a notification type leaves: at once, in the daily digest, or never. */
export enum NotificationFrequency {
  Immediately = 'immediately',
  Daily = 'daily',
  Never = 'never',
}

export const NOTIFICATION_TYPES = Object.values(NotificationType);
/** The types whose mails follow the preferences: an alert's results are mailed by the alert itself. */
export const MAILED_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((type) => type !== NotificationType.AlertResults);
export const NOTIFICATION_STATUSES = Object.values(NotificationStatus);
export const NOTIFICATION_FREQUENCIES = Object.values(NotificationFrequency);
export const DEFAULT_NOTIFICATION_FREQUENCY = NotificationFrequency.Immediately;
