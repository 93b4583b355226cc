import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fr, type TrackerView } from '@troc/shared';
import { ApiError, NotFoundPage, PageSpinner } from '@troc/ui';
import { fetchTracker, trackerKeys } from './api';

export function useTracker(slug: string) {
  return useQuery({ queryKey: trackerKeys.view(slug), queryFn: ({ signal }) => fetchTracker(slug, signal) });
}

/** The exchange of a page: a spinner, « page introuvable » (unknown or not the viewer's), a retry, or the page. */
export function TrackerLoader({ slug, children }: { slug: string; children: (tracker: TrackerView) => ReactNode }) {
  const { data, error, isFetching, refetch } = useTracker(slug);
  if (!data && (isFetching || !error)) return <PageSpinner />;
  if (!data && error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  if (!data) {
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={() => void refetch()}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  return <>{children(data)}</>;
}
