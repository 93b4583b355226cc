import { act, renderHook } from '@testing-library/react';
import { API, LIMITS, withLocale } from '@troc/shared';
import { mockFetch, resetApi } from '../test-utils';
import { useCityLookup } from './useCityLookup';

const bordeaux = { data: '33063', value: 'Bordeaux', lat: null, lon: null };

describe('useCityLookup (postal code → communes)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetApi();
  });
  afterEach(() => jest.useRealTimers());

  function setup() {
    return mockFetch((call) =>
      call.url === withLocale(API.cityByPostal)
        ? { body: { data: [bordeaux] } }
        : { body: { user: null, csrfToken: 't' } },
    );
  }

  it('asks nothing below four digits', async () => {
    const server = setup();
    renderHook(() => useCityLookup('330'));
    await act(async () => jest.advanceTimersByTime(LIMITS.postalLookup.debounceMs * 2));
    expect(server.calls.filter((c) => c.url === withLocale(API.cityByPostal))).toHaveLength(0);
  });

  it('waits for the pause in typing, then asks once with the latest code', async () => {
    const server = setup();
    const { result, rerender } = renderHook(({ code }) => useCityLookup(code), { initialProps: { code: '3306' } });
    expect(result.current.searching).toBe(true);
    await act(async () => jest.advanceTimersByTime(LIMITS.postalLookup.debounceMs - 100));
    rerender({ code: '33000' });
    await act(async () => jest.advanceTimersByTime(LIMITS.postalLookup.debounceMs));
    await act(async () => {
      await Promise.resolve();
    });

    const lookups = server.calls.filter((c) => c.url === withLocale(API.cityByPostal));
    expect(lookups.map((c) => c.body)).toEqual([{ zipcode: '33000' }]);
    expect(result.current.cities).toEqual([bordeaux]);
    expect(result.current.searching).toBe(false);
  });
});
