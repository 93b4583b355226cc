import { canOperation, type OperationAction, type OperationCard } from '@troc/shared';
import { operationUi } from '@troc/shared/messages/ui-operation';

export const o = operationUi;

export const operationName = (card: Pick<OperationCard, 'name'>) => card.name || o.common.untitled;

/** Whether the server's list and the operation table both allow `action` (architecture rule). */
export const allowsOperation = (card: Pick<OperationCard, 'actions' | 'publicationStatus'>, action: OperationAction) =>
  card.actions.includes(action) && canOperation(card.publicationStatus, action);
