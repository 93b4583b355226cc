import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LIMITS, type CurrentUser, type NotificationCounts } from '@troc/shared';
import { fetchCounts, fetchMe, sessionKeys } from './api';

export interface SessionApi {
  /** The signed-in user, or null. */
  user: CurrentUser | null;
  /** True until the first answer of /auth/me. */
  loading: boolean;
  /** Asks the server again who is signed in (and for a fresh CSRF token). */
  refresh(): Promise<CurrentUser | null>;
  /** For answers that already carry the user (login, registration, terms). */
  setUser(user: CurrentUser | null): void;
  /** Header counters, polled while signed in; null before the first answer. */
  counts: NotificationCounts | null;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      setUser(me.user);
      return me.user;
    } catch {
      // The failure has already been reported by the client's global handler.
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const counts = useCounterPolling(user?.id ?? null);
  const value = useMemo<SessionApi>(
    () => ({ user, loading, refresh, setUser, counts }),
    [user, loading, refresh, counts],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The header counters of the signed-in user, polled every LIMITS.notificationPollMs: a query
 * with a refetch interval, which TanStack Query pauses while the tab is hidden and drops when
 * nobody is signed in. The model for every poll of the application (docs/design/etat-serveur-des-front-ends.md).
 */
export function useCounterPolling(userId: number | null): NotificationCounts | null {
  const { data } = useQuery({
    queryKey: sessionKeys.counts(userId ?? 0),
    queryFn: ({ signal }) => fetchCounts(signal),
    enabled: userId !== null,
    refetchInterval: LIMITS.notificationPollMs,
    refetchIntervalInBackground: false,
    // A missed tick is asked again at the next one; the last counts stay on screen meanwhile.
    retry: false,
  });
  return userId === null ? null : (data ?? null);
}

export function useSession(): SessionApi {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession() needs a <SessionProvider> above it');
  return context;
}

/** The header counters (messages, notifications, cart) of the signed-in user. */
export function useCounters(): NotificationCounts | null {
  return useSession().counts;
}
