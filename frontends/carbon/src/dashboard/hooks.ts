import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionDirection } from '@troc/shared';
import { fetchSavingsDashboard, savingsKeys, type DashboardFilters } from './api';

export const DIRECTIONS: readonly TransactionDirection[] = ['given', 'received'];

const DAY = 'YYYY-MM-DD';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), or null. */
export function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value);
  return day.isValid() && day.format(DAY) === value ? value : null;
}

/**
 * The last 12 months up to today, whole months from the first of the month eleven months ago,
 * so that the month chart has twelve bars.
 */
export function defaultPeriod(today = dayjs()): { from: string; to: string } {
  return { from: today.startOf('month').subtract(11, 'month').format(DAY), to: today.format(DAY) };
}

/** The filters as the address gives them, completed by the defaults; from and to in order. */
export function filtersFromParams(params: URLSearchParams, today = dayjs()): DashboardFilters {
  const direction = params.get('direction') as TransactionDirection | null;
  const defaults = defaultPeriod(today);
  let from = parseDay(params.get('from')) ?? defaults.from;
  let to = parseDay(params.get('to')) ?? defaults.to;
  if (from > to) [from, to] = [to, from];
  return { direction: direction && DIRECTIONS.includes(direction) ? direction : 'given', from, to };
}

const toSearch = ({ direction, from, to }: DashboardFilters) => new URLSearchParams({ direction, from, to });

/**
 * ?direction=received&from=2025-12-01&to=2026-11-30: the view is the address, so a link gives the
 * same figures. An address without (or with wrong) filters is completed in place (replace, not a
 * new history entry), so that even the default view names its period.
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The string is the params' identity: a new URLSearchParams object with the same filters changes nothing.
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const canonical = toSearch(filters).toString();

  useEffect(() => {
    if (search !== canonical) setParams(new URLSearchParams(canonical), { replace: true });
  }, [search, canonical, setParams]);

  const go = useCallback(
    (next: Partial<DashboardFilters>) => setParams(toSearch({ ...filters, ...next })),
    [filters, setParams],
  );
  return { filters, go };
}

export function useSavingsDashboard(filters: DashboardFilters) {
  return useQuery({
    queryKey: savingsKeys.dashboard(filters),
    queryFn: ({ signal }) => fetchSavingsDashboard(filters, signal),
    // The figures of the former filters stay (dimmed) while the new ones come.
    placeholderData: keepPreviousData,
  });
}
