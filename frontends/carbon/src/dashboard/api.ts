import { API, type SavingsDashboardResponse, type TransactionDirection } from '@troc/shared';
import { api } from '@troc/ui';

/** The filters of the dashboard, complete: the address always resolves to one of these. */
export interface DashboardFilters {
  direction: TransactionDirection;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export const savingsKeys = {
  all: ['savings'] as const,
  dashboard: ({ direction, from, to }: DashboardFilters) => ['savings', 'dashboard', direction, from, to] as const,
};

/** POST dashboard_form: the reader's organisation's savings over the period (failures go to the global modals). */
export function fetchSavingsDashboard(
  filters: DashboardFilters,
  signal?: AbortSignal,
): Promise<SavingsDashboardResponse> {
  const { direction, from, to } = filters;
  return api.post<SavingsDashboardResponse>(
    API.savingsDashboard,
    { dashboard_form: { direction, from, to } },
    { signal },
  );
}
