import { useCallback, useEffect, useState } from 'react';
import { API, type ListingView } from '@troc/shared';
import { ApiError, api } from '@troc/ui';

export type ListingState =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; listing: ListingView };

/** The listing of the page; a 404 (unknown, or not for this reader) shows the not-found page. */
export function useListing(slug: string) {
  const [state, setState] = useState<ListingState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<ListingView>(API.trocView(slug), { signal: controller.signal, handles: (e) => e.status === 404 })
      .then((listing) => setState({ status: 'ready', listing }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [slug, round]);

  const setListing = useCallback((listing: ListingView) => setState({ status: 'ready', listing }), []);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, setListing, retry };
}
