import { ConventionStatus as S } from '../enums/marketplace.js';

/**
 * The convention (transaction document) of an exchange: generated, it waits for signatures;
 * once a party uploads the signed copy it is DocumentSigned and the generated version is frozen;
 * the taker may reject it (with a reason), and the manager generates it again after correcting.
 * The manager wrote the document: refusing it is the other party's word, the manager corrects it
 * and generates it again instead.
 */
export type ConventionAction = 'sign' | 'reject' | 'regenerate';

export interface ConventionTransition {
  from: readonly S[];
  to: S;
  by: readonly ('manager' | 'requester')[];
}

export const CONVENTION_TRANSITIONS: Readonly<Record<ConventionAction, ConventionTransition>> = {
  sign: { from: [S.PendingSignature], to: S.DocumentSigned, by: ['manager', 'requester'] },
  reject: { from: [S.PendingSignature], to: S.DocumentRejected, by: ['requester'] },
  regenerate: { from: [S.PendingSignature, S.DocumentRejected], to: S.PendingSignature, by: ['manager'] },
};

export function canConvention(status: S | null, action: ConventionAction, roles: readonly string[]): boolean {
  if (status === null) return action === 'regenerate' && roles.includes('manager');
  const transition = CONVENTION_TRANSITIONS[action];
  return transition.from.includes(status) && transition.by.some((role) => roles.includes(role));
}

/** The actions these roles may take on the convention now (null: not generated yet). */
export function conventionActions(status: S | null, roles: readonly string[]): ConventionAction[] {
  return (Object.keys(CONVENTION_TRANSITIONS) as ConventionAction[]).filter((a) => canConvention(status, a, roles));
}
