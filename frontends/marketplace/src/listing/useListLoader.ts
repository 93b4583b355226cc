import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS, type ListResponse } from '@troc/shared';
import { api } from '@troc/ui';

export interface ListLoader<T> {
  items: T[];
  /** Every item of the list, filters aside. */
  total: number;
  /** Items matching the filters. */
  totalResults: number;
  /** The browser address the server gives for these filters (search only). */
  url: string | null;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  /** The next page failed; the loaded ones stay on screen. */
  moreFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Drops an item shown (an un-favourited listing) and counts it out. */
  remove: (predicate: (item: T) => boolean) => void;
}

interface Pages<T> {
  key: string;
  items: T[];
  page: number;
  total: number;
  totalResults: number;
  url: string | null;
  status: ListLoader<T>['status'];
  loadingMore: boolean;
  moreFailed: boolean;
  /** Items dropped since the last page: the server's pages have shifted by that much. */
  removed: number;
}

const empty = <T>(key: string): Pages<T> => ({
  key,
  items: [],
  page: 0,
  total: 0,
  totalResults: 0,
  url: null,
  status: 'loading',
  loadingMore: false,
  moreFailed: false,
  removed: 0,
});

/**
 * A list loader (supporting §7): POST to `source` with page, size and the filters of `body`,
 * answered by { data, total, total_results, url }. A change of filters starts again at page 1
 * and abandons the answers still on their way.
 */
export function useListLoader<T extends { id: number }>(
  source: string,
  body: Record<string, unknown>,
  { size = LIMITS.page.defaultSize, enabled = true }: { size?: number; enabled?: boolean } = {},
): ListLoader<T> {
  const key = `${source} ${JSON.stringify(body)} ${size}`;
  const [state, setState] = useState<Pages<T>>(() => empty(key));
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Read by loadMore without making it change on every answer.
  const current = useRef(state);
  current.current = state;
  const request = useRef({ source, body, size });
  request.current = { source, body, size };

  const fetchPage = useCallback((page: number, forKey: string) => {
    const { source: path, body: filters, size: pageSize } = request.current;
    const signal = controller.current?.signal;
    api
      // 403 opens the disconnected modal; other failures are shown in the list with a retry.
      .post<ListResponse<T>>(path, { ...filters, page, size: pageSize }, { signal, handles: (e) => e.status !== 403 })
      .then((answer) =>
        setState((previous) =>
          previous.key !== forKey
            ? previous
            : {
                ...previous,
                items: page === 1 ? answer.data : merge(previous.items, answer.data),
                page,
                total: answer.total,
                totalResults: answer.total_results,
                url: answer.url ?? null,
                status: 'ready',
                loadingMore: false,
                moreFailed: false,
                removed: 0,
              },
        ),
      )
      .catch(() => {
        if (signal?.aborted) return;
        setState((previous) =>
          previous.key !== forKey
            ? previous
            : page === 1
              ? { ...previous, status: 'failed' }
              : { ...previous, loadingMore: false, moreFailed: true },
        );
      });
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    controller.current?.abort();
    controller.current = new AbortController();
    setState(empty(key));
    fetchPage(1, key);
    return () => controller.current?.abort();
  }, [key, enabled, attempt, fetchPage]);

  const loadMore = useCallback(() => {
    const now = current.current;
    if (now.status !== 'ready' || now.loadingMore || now.items.length >= now.totalResults) return;
    setState({ ...now, loadingMore: true, moreFailed: false });
    current.current = { ...now, loadingMore: true };
    // After removals the page already read holds items not yet seen: read it again.
    fetchPage(now.removed > 0 ? now.page : now.page + 1, now.key);
  }, [fetchPage]);

  const retry = useCallback(() => {
    if (current.current.status === 'failed') setAttempt((n) => n + 1);
    else loadMore();
  }, [loadMore]);

  const remove = useCallback((predicate: (item: T) => boolean) => {
    setState((previous) => {
      const items = previous.items.filter((item) => !predicate(item));
      const gone = previous.items.length - items.length;
      return {
        ...previous,
        items,
        total: previous.total - gone,
        totalResults: previous.totalResults - gone,
        removed: previous.removed + gone,
      };
    });
  }, []);

  const shown = state.key === key ? state : empty<T>(key);
  return {
    items: shown.items,
    total: shown.total,
    totalResults: shown.totalResults,
    url: shown.url,
    status: shown.status,
    loadingMore: shown.loadingMore,
    moreFailed: shown.moreFailed,
    hasMore: shown.status === 'ready' && shown.items.length < shown.totalResults,
    loadMore,
    retry,
    remove,
  };
}

/** Appends a page, leaving out what is already shown (a page read again after removals). */
function merge<T extends { id: number }>(shown: T[], page: T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !ids.has(item.id))];
}
