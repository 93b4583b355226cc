import { Button, Result } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES, fr, withLocale } from '@troc/shared';
import { NotFoundPage, PageSpinner } from '@troc/ui';
import { o } from './labels';
import { OperationEditor } from './OperationEditor';
import { useOperation } from './useOperation';

/** /operation/edit/{slug}/: the operation, then its editor. */
export function OperationEditPage() {
  const { slug = '' } = useParams();
  const { state, setOperation, retry } = useOperation(slug);
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={retry}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  if (state.status === 'loading') return <PageSpinner />;
  const { operation } = state;
  // Readers who do not manage it read it.
  if (!operation.writable) return <Navigate to={withLocale(ROUTES.operationView(operation.slug))} replace />;
  return (
    <>
      <Link to={withLocale(ROUTES.myOperations)}>← {o.common.backToMine}</Link>
      <OperationEditor key={operation.slug} operation={operation} onChange={setOperation} />
    </>
  );
}
