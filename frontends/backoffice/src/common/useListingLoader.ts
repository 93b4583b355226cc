import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListingManagerCard, ListResponse } from '@troc/shared';
import { listingKeys } from '@troc/ui';
import { fetchManagerPage } from './api';

export interface ListingLoader {
  /** The page on screen; the previous one stays while the next is on its way. */
  answer: ListResponse<ListingManagerCard> | null;
  loading: boolean;
  /** The first page could not be read (the global modals have said why). */
  failed: boolean;
  /** Asks the same page again (after a deletion, or a failure). */
  reload: () => void;
  /** Puts the listing as the server now has it in place of its card. */
  replace: (card: ListingManagerCard) => void;
}

/**
 * A paged list of listings (supporting §7): one query per source, page and filters; pages are
 * numbered in the address, so this one is not an infinite list.
 */
export function useListingLoader(source: string, body: Record<string, unknown>): ListingLoader {
  const client = useQueryClient();
  const queryKey = listingKeys.list(source, body);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchManagerPage(source, body, signal),
    placeholderData: keepPreviousData,
  });

  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (card: ListingManagerCard) => {
      client.setQueryData<ListResponse<ListingManagerCard>>(queryKey, (current) =>
        current ? { ...current, data: current.data.map((c) => (c.slug === card.slug ? card : c)) } : current,
      );
      // The listing's own page reads it again when next shown.
      void client.invalidateQueries({ queryKey: listingKeys.view(card.slug) });
    },
    // The key is compared by value.
    [client, JSON.stringify(queryKey)],
  );
  return { answer: data ?? null, loading: isFetching, failed: isError && !isFetching && !data, reload, replace };
}
