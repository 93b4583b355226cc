import { activeFilterCount, DEFAULT_FILTERS, isFiltered, readFilters, toFilterForm, writeFilters } from './filters';

describe('inbox filters in the address', () => {
  it('defaults to the open threads, most recent first', () => {
    const values = readFilters(new URLSearchParams(''));
    expect(values).toEqual({
      ...DEFAULT_FILTERS,
      threadType: undefined,
      origin: undefined,
      keyword: undefined,
      sentAfter: undefined,
      sentBefore: undefined,
    });
    expect(toFilterForm(values)).toEqual({ status: 'open' });
    expect(isFiltered(values)).toBe(false);
  });

  it('reads every filter and drops what is not one', () => {
    const params = new URLSearchParams(
      'status=all&type=BatchDemand&origin=manager&sort=oldest&keyword=%20chaise%20&after=2026-01-01&before=2026-02-30',
    );
    const values = readFilters(params);
    expect(toFilterForm(values)).toEqual({
      threadType: 'BatchDemand',
      origin: 'manager',
      sort: 'oldest',
      keyword: 'chaise',
      sentAfter: '2026-01-01',
    });
    expect(writeFilters(values).toString()).toBe(
      'status=all&type=BatchDemand&origin=manager&sort=oldest&keyword=chaise&after=2026-01-01',
    );
    expect(readFilters(new URLSearchParams('status=lu&type=Autre&origin=x&sort=y'))).toMatchObject(DEFAULT_FILTERS);
  });

  it('counts the filters in force for the folded « Filtrer » disclosure', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(readFilters(new URLSearchParams('status=unread&keyword=jeudi&sort=recent')))).toBe(2);
  });
});
