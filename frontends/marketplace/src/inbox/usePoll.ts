import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { countersKey, inboxKeys, pollInbox } from './api';

/** Notification and inbox polling (supporting §9). */
export const INBOX_POLL_MS = 30_000;

/**
 * The thread poll: every 30 s, what moved since the last answer. New threads refresh the list,
 * a move in the open thread refreshes its feed (and so marks it read).
 */
export function useInboxPoll(openSlug: string | null) {
  const client = useQueryClient();
  const last = useRef<string | null>(null);
  const poll = useQuery({
    queryKey: inboxKeys.pending(openSlug),
    queryFn: ({ signal }) => pollInbox(last.current, openSlug, signal),
    refetchInterval: INBOX_POLL_MS,
    staleTime: 0,
  });
  const answer = poll.data;
  useEffect(() => {
    if (!answer) return;
    // The first answer only sets the mark: the page has just read everything.
    const first = last.current === null;
    last.current = answer.data.updated_at;
    if (first) return;
    if (answer.total_new_thread > 0 || answer.current_thread_updated) {
      void client.invalidateQueries({ queryKey: inboxKeys.lists() });
      void client.invalidateQueries({ queryKey: countersKey });
    }
    if (answer.current_thread_updated && openSlug)
      void client.invalidateQueries({ queryKey: inboxKeys.feed(openSlug) });
  }, [answer, client, openSlug]);
}
