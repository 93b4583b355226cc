import { delegateIds, delegatesColumn, isDelegate } from './delegates-column.js';

describe('the delegates column', () => {
  it('writes and reads the delegates column so that SQL can match ",id,"', () => {
    expect(delegatesColumn([])).toBeNull();
    expect(delegatesColumn([4, 12])).toBe(',4,12,');
    expect(delegateIds(',4,12,')).toEqual([4, 12]);
    expect(delegateIds(',4,x,,0,')).toEqual([4]);
    expect(delegateIds(null)).toEqual([]);
    expect(isDelegate(',4,12,', 12)).toBe(true);
    expect(isDelegate(',4,12,', 1)).toBe(false);
    expect(isDelegate(',14,', 4)).toBe(false);
    expect(isDelegate(undefined, 4)).toBe(false);
  });
});
