import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { API, LIMITS, type AuthMeResponse, type CurrentUser, type NotificationCounts } from '@troc/shared';
import { api } from '../api/client';

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
      const me = await api.get<AuthMeResponse>(API.me);
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

  const counts = useCounterPolling(user !== null);
  const value = useMemo<SessionApi>(
    () => ({ user, loading, refresh, setUser, counts }),
    [user, loading, refresh, counts],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Polls the header counters every LIMITS.notificationPollMs while signed in. */
function useCounterPolling(signedIn: boolean): NotificationCounts | null {
  const [counts, setCounts] = useState<NotificationCounts | null>(null);

  useEffect(() => {
    if (!signedIn) {
      setCounts(null);
      return undefined;
    }
    const controller = new AbortController();
    const poll = () => {
      if (document.hidden) return;
      api
        // A lost session (403) is worth the disconnected modal; other hiccups just wait for the next tick.
        .post<NotificationCounts>(
          API.notificationsCount,
          {},
          { handles: (e) => e.status !== 403, signal: controller.signal },
        )
        .then(setCounts)
        .catch(() => undefined);
    };
    poll();
    const timer = window.setInterval(poll, LIMITS.notificationPollMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [signedIn]);

  return counts;
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
