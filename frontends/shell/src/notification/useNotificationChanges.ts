import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markRead, readAll, touchedByNotifications } from './api';

/** Marks one or every notification read, then refreshes the lists and the header's badge. */
export function useNotificationChanges() {
  const client = useQueryClient();
  const refresh = useCallback(() => {
    for (const queryKey of touchedByNotifications) void client.invalidateQueries({ queryKey });
  }, [client]);
  return {
    read: useCallback((id: number) => markRead(id).then(refresh), [refresh]),
    readAll: useCallback(() => readAll().then(refresh), [refresh]),
  };
}
