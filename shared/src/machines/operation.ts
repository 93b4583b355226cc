import { PublicationStatus as S } from '../enums/marketplace.js';

/**
 * The operation publication machine. Operations publish like listings but are never moderated
 * and hold no stock, so they have their own, smaller table: publish (now or at the start
 * date), unpublish, delete (Archived is kept for history), and the periodic job's start and
 * expiry. The statuses are the listing's, so screens name them the same way.
 */
export type OperationAction = 'publish' | 'unpublish' | 'delete' | 'start' | 'expire';

export interface OperationTransition {
  from: readonly S[];
  to: readonly S[];
  actor: 'owner' | 'system';
}

export const OPERATION_TRANSITIONS: Readonly<Record<OperationAction, OperationTransition>> = {
  publish: { from: [S.Draft, S.Expired], to: [S.Published, S.ToPublish], actor: 'owner' },
  unpublish: { from: [S.Published, S.ToPublish], to: [S.Draft], actor: 'owner' },
  delete: { from: [S.Draft, S.ToPublish, S.Published, S.Expired], to: [S.Archived], actor: 'owner' },
  start: { from: [S.ToPublish], to: [S.Published], actor: 'system' },
  expire: { from: [S.Published, S.ToPublish], to: [S.Expired], actor: 'system' },
};

export function canOperation(status: S, action: OperationAction): boolean {
  return OPERATION_TRANSITIONS[action].from.includes(status);
}

/** The owner's actions the table allows from this status, in the table's order. */
export function operationActions(status: S): OperationAction[] {
  return (Object.keys(OPERATION_TRANSITIONS) as OperationAction[]).filter(
    (action) => OPERATION_TRANSITIONS[action].actor === 'owner' && canOperation(status, action),
  );
}
