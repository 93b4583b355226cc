import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OperationView } from '@troc/shared';
import { ApiError } from '@troc/ui';
import { fetchOperation, operationKeys } from './api';

export type OperationState =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; operation: OperationView };

/** The operation of the page; a 404 shows the not-found page. */
export function useOperation(slug: string) {
  const client = useQueryClient();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: operationKeys.view(slug),
    queryFn: ({ signal }) => fetchOperation(slug, signal),
  });
  const state: OperationState = data
    ? { status: 'ready', operation: data }
    : error && !isFetching
      ? { status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' }
      : { status: 'loading' };

  /** The operation as the server saved it; the lists read theirs again. */
  const setOperation = useCallback(
    (view: OperationView) => {
      client.setQueryData(operationKeys.view(view.slug), view);
      void client.invalidateQueries({ queryKey: operationKeys.lists() });
      void client.invalidateQueries({ queryKey: operationKeys.myListings });
    },
    [client],
  );
  return { state, setOperation, retry: useCallback(() => void refetch(), [refetch]) };
}
