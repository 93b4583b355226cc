import { useCallback, useEffect, useState } from 'react';
import type { ListingManagerCard, ListResponse } from '@troc/shared';
import { api } from '@troc/ui';

export interface ListingLoader {
  answer: ListResponse<ListingManagerCard> | null;
  loading: boolean;
  /** Asks the same page again (after a deletion). */
  reload: () => void;
  /** Puts the listing as the server now has it in place of its card. */
  replace: (card: ListingManagerCard) => void;
}

/**
 * A list loader (supporting §7): POST to the source with page, size and the filter form's
 * fields under its name; the answer is { data, total, total_results, url }.
 */
export function useListingLoader(source: string, body: Record<string, unknown>): ListingLoader {
  const [answer, setAnswer] = useState<ListResponse<ListingManagerCard> | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    api
      .post<ListResponse<ListingManagerCard>>(source, JSON.parse(key) as unknown, { signal: controller.signal })
      .then((next) => setAnswer(next))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [source, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback(
    (card: ListingManagerCard) =>
      setAnswer((current) =>
        current ? { ...current, data: current.data.map((c) => (c.slug === card.slug ? card : c)) } : current,
      ),
    [],
  );
  return { answer, loading, reload, replace };
}
