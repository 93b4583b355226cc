import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConventionView } from '@troc/shared';
import { fetchConvention, trackerKeys } from './api';

/** The convention of an exchange, read once per page and kept in the shared cache. */
export function useConvention(slug: string) {
  return useQuery({ queryKey: trackerKeys.convention(slug), queryFn: ({ signal }) => fetchConvention(slug, signal) });
}

/** Puts the convention as the server now has it in the cache; the exchange's card shows its status too. */
export function useStoreConvention(slug: string) {
  const client = useQueryClient();
  return useCallback(
    (convention: ConventionView) => {
      client.setQueryData(trackerKeys.convention(slug), convention);
      void client.invalidateQueries({ queryKey: trackerKeys.view(slug) });
      void client.invalidateQueries({ queryKey: trackerKeys.lists(), refetchType: 'none' });
    },
    [client, slug],
  );
}
