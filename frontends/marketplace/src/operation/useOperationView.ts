import { useQuery } from '@tanstack/react-query';
import type { OperationView } from '@troc/shared';
import { ApiError } from '@troc/ui';
import { fetchOperation, operationKeys } from './api';

export type OperationViewState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; operation: OperationView };

/** The operation of the page; a 404 (unknown, or hidden from this reader) shows the not-found page. */
export function useOperationView(slug: string): OperationViewState {
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: operationKeys.view(slug),
    queryFn: ({ signal }) => fetchOperation(slug, signal),
  });
  if (data) return { status: 'ready', operation: data };
  if (error && !isFetching) {
    return error instanceof ApiError && error.status === 404
      ? { status: 'missing' }
      : { status: 'failed', retry: () => void refetch() };
  }
  return { status: 'loading' };
}
