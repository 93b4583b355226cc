import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListingView } from '@troc/shared';
import { ApiError, listingKeys } from '@troc/ui';
import { fetchListing } from './api';

export type ListingState =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; listing: ListingView };

/** The listing of the page; a 404 (unknown, or not for this reader) shows the not-found page. */
export function useListing(slug: string) {
  const client = useQueryClient();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: listingKeys.view(slug),
    queryFn: ({ signal }) => fetchListing(slug, signal),
  });

  const state: ListingState = data
    ? { status: 'ready', listing: data }
    : error && !isFetching
      ? { status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' }
      : { status: 'loading' };

  /** The listing as the server saved it: the page shows it, the lists read theirs again. */
  const setListing = useCallback(
    (listing: ListingView) => {
      client.setQueryData(listingKeys.view(listing.slug), listing);
      void client.invalidateQueries({ queryKey: listingKeys.lists() });
    },
    [client],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, setListing, retry };
}
