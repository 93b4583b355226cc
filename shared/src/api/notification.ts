// The header counters.

export interface NotificationCounts {
  total_messages: number;
  total_notifs_unread: number;
  total_in_cart: number;
}
