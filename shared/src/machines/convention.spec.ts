import { ConventionStatus as S } from '../enums/marketplace.js';
import { canConvention, conventionActions } from './convention.js';

describe('convention machine', () => {
  it('lets the manager generate a first document, nobody else', () => {
    expect(conventionActions(null, ['manager'])).toEqual(['regenerate']);
    expect(conventionActions(null, ['requester'])).toEqual([]);
  });

  it('lets either party sign or reject a document waiting for signatures', () => {
    expect(conventionActions(S.PendingSignature, ['requester'])).toEqual(['sign', 'reject']);
    expect(conventionActions(S.PendingSignature, ['manager'])).toEqual(['sign', 'reject', 'regenerate']);
  });

  it('freezes a signed document and lets the manager start again after a rejection', () => {
    expect(conventionActions(S.DocumentSigned, ['manager', 'requester'])).toEqual([]);
    expect(canConvention(S.DocumentRejected, 'regenerate', ['manager'])).toBe(true);
    expect(canConvention(S.DocumentRejected, 'sign', ['manager'])).toBe(false);
  });
});
