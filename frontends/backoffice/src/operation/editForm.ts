import type { OperationView } from '@troc/shared';

/** What the operation page gives each of its forms. */
export interface OperationFormProps {
  operation: OperationView;
  readOnly: boolean;
  serverErrors: Record<string, string[]> | null;
  onSaved: (view: OperationView) => void;
  onDirtyChange: (dirty: boolean) => void;
}
