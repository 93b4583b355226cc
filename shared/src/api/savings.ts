import type { TransactionDirection } from './tracker.js';

// The savings dashboard of an organisation (core §1: euros, kilograms and CO2 of completed
// exchanges), per month, service, category and operation.

/** dashboard_form[...]: whose savings (given as cédant, received as repreneur) over which period. */
export interface SavingsDashboardForm {
  direction?: TransactionDirection;
  /** YYYY-MM-DD, inclusive. */
  from?: string | null;
  to?: string | null;
}

/** The sums of one group of completed exchanges; null where none of them knew the value (« N/A »). */
export interface SavingsFigures {
  nbTrackers: number;
  items: number;
  /** € saved. */
  economy: number | null;
  /** kg diverted from waste. */
  weightKg: number | null;
  /** kgCO2e avoided. */
  co2Kg: number | null;
  /** Exchanges whose CO2 is unknown (no model, no default factor): they are counted, never guessed. */
  co2Unknown: number;
}

/** One row of a breakdown: key null gathers the exchanges without that attribute (« Sans service » …). */
export interface SavingsRow extends SavingsFigures {
  key: string | null;
  label: string;
}

export type SavingsDimension = 'month' | 'service' | 'category' | 'operation';
export const SAVINGS_DIMENSIONS: readonly SavingsDimension[] = ['month', 'service', 'category', 'operation'];

/** POST /api/savings/dashboard/. */
export interface SavingsDashboardResponse {
  organisation: string;
  direction: TransactionDirection;
  from: string | null;
  to: string | null;
  totals: SavingsFigures;
  /** Month keys are YYYY-MM, every month of the period present (zeros included) for the charts. */
  byMonth: SavingsRow[];
  byService: SavingsRow[];
  byCategory: SavingsRow[];
  byOperation: SavingsRow[];
}
