import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { NotificationStatus } from '@troc/shared';
import {
  fetchNotifications,
  markNotification,
  notificationKeys,
  readAllNotifications,
  touchedByNotifications,
} from './api';

/** One page of my notifications with its status filter, and the actions that change them. */
export function useNotificationList() {
  const [status, setStatusState] = useState<NotificationStatus | null>(null);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.page(status, page),
    queryFn: ({ signal }) => fetchNotifications(status, page, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => {
    for (const queryKey of touchedByNotifications) void client.invalidateQueries({ queryKey });
  }, [client]);
  const setStatus = useCallback((next: NotificationStatus | null) => {
    setStatusState(next);
    setPage(1);
  }, []);
  return {
    status,
    setStatus,
    page,
    setPage,
    query,
    mark: useCallback((action: 'read' | 'ignore', id: number) => markNotification(action, id).then(refresh), [refresh]),
    readAll: useCallback(() => readAllNotifications().then(refresh), [refresh]),
  };
}
