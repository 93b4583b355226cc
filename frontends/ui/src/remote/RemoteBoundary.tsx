import { Button } from 'antd';
import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { fr } from '@troc/shared';
import { PageSpinner } from '../layout/PageSpinner';
import { StatusResult } from '../layout/StatusResult';

export interface RemoteBoundaryProps {
  /** Loads the remote's component; called again on "Réessayer". */
  load: () => Promise<ComponentType>;
}

type State = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed' };

/**
 * Mounts a lazily loaded remote: a spinner while it loads, and if it cannot be loaded (or
 * throws while rendering) a French message with a retry button instead of a blank page.
 */
export function RemoteBoundary({ load }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fail = useCallback(() => setState({ status: 'failed' }), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (loaded) => current && setState({ status: 'ready', Component: loaded }),
      (error: unknown) => {
        console.error('Remote module failed to load', error);
        if (current) fail();
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, fail]);

  if (state.status === 'failed') return <RemoteFailed onRetry={retry} />;
  if (state.status === 'loading') return <PageSpinner label={fr.remote.loading} />;
  return (
    <RenderGuard key={attempt} onError={fail}>
      <state.Component />
    </RenderGuard>
  );
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusResult
      status="warning"
      title={<span role="alert">{fr.remote.failed}</span>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {fr.remote.retry}
        </Button>
      }
    />
  );
}

class RenderGuard extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote module failed while rendering', error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
