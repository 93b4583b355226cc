import { ConventionStatus as S } from '../enums/marketplace.js';
import { canConvention, conventionActions } from './convention.js';

describe('convention machine', () => {
  it('lets the manager generate a first document, nobody else', () => {
    expect(conventionActions(null, ['manager'])).toEqual(['regenerate']);
    expect(conventionActions(null, ['requester'])).toEqual([]);
  });

  it('lets either party sign a document waiting for signatures; only the taker refuses it', () => {
    expect(conventionActions(S.PendingSignature, ['requester'])).toEqual(['sign', 'reject']);
    // The manager generated it: they correct and generate again, they do not refuse their own document.
    expect(conventionActions(S.PendingSignature, ['manager'])).toEqual(['sign', 'regenerate']);
    expect(canConvention(S.PendingSignature, 'reject', ['manager'])).toBe(false);
  });

  it('freezes a signed document and lets the manager start again after a rejection', () => {
    expect(conventionActions(S.DocumentSigned, ['manager', 'requester'])).toEqual([]);
    expect(canConvention(S.DocumentRejected, 'regenerate', ['manager'])).toBe(true);
    expect(canConvention(S.DocumentRejected, 'sign', ['manager'])).toBe(false);
  });
});
