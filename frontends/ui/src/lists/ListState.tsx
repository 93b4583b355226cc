import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { fr } from '@troc/shared';
import { StatusResult } from '../layout/StatusResult';

export interface ListStateProps {
  /** Where the list stands: first page on its way, failed, or there (possibly empty). */
  status: 'loading' | 'failed' | 'ready';
  /** The list came back with nothing in it: `emptyView` is shown instead of the children. */
  empty?: boolean;
  emptyView?: ReactNode;
  /** Asks the list again; without it the failure has no button. */
  onRetry?: () => void;
  /** Title of the failure; « Les informations n’ont pas pu être chargées. » by default. */
  failedTitle?: string;
  /** What stands for the list while it loads; a skeleton by default. */
  loadingView?: ReactNode;
  children?: ReactNode;
}

/**
 * The states every list page goes through: loading, failed (with « Réessayer »), empty, and the
 * list itself. Pages give the words and pictures of their own empty state.
 */
export function ListState({
  status,
  empty = false,
  emptyView = null,
  onRetry,
  failedTitle = fr.ui.common.loadFailed,
  loadingView,
  children,
}: ListStateProps) {
  if (status === 'loading') return <>{loadingView ?? <Skeleton active paragraph={{ rows: 8 }} />}</>;
  if (status === 'failed') {
    return (
      <StatusResult
        status="warning"
        title={failedTitle}
        extra={onRetry ? <Button onClick={onRetry}>{fr.ui.common.retry}</Button> : null}
      />
    );
  }
  return <>{empty ? emptyView : children}</>;
}
