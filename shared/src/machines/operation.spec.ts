import { PublicationStatus as S } from '../enums/marketplace.js';
import { canOperation, operationActions, OPERATION_TRANSITIONS } from './operation.js';

describe('operation machine', () => {
  it('publishes a draft, unpublishes a live operation, keeps the archive frozen', () => {
    expect(operationActions(S.Draft)).toEqual(['publish', 'delete']);
    expect(operationActions(S.Published)).toEqual(['unpublish', 'delete']);
    expect(operationActions(S.ToPublish)).toEqual(['unpublish', 'delete']);
    expect(operationActions(S.Archived)).toEqual([]);
  });

  it('never moderates and never runs out of stock', () => {
    const statuses = Object.values(OPERATION_TRANSITIONS).flatMap((t) => [...t.from, ...t.to]);
    expect(statuses).not.toContain(S.ToModerate);
    expect(statuses).not.toContain(S.Unavailable);
  });

  it('lets only the periodic job start and expire', () => {
    expect(canOperation(S.ToPublish, 'start')).toBe(true);
    expect(operationActions(S.ToPublish)).not.toContain('start');
    expect(canOperation(S.Draft, 'expire')).toBe(false);
  });
});
