import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

/**
 * BIGINT read back as a number: the MySQL drivers hand it over as a string. Amounts in
 * cents stay exact integers well below 2^53 (the money limit is 10^11 cents).
 */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

/** An amount of money in cents: every module that stores euros uses this column. */
export const CentsColumn = (options: Pick<ColumnOptions, 'nullable' | 'default'> = {}) =>
  Column({ type: 'bigint', transformer: bigintAsNumber, ...options });

/** A large whole quantity (grams of a lot, of CO2) read back as a number. */
export const BigNumberColumn = (options: Pick<ColumnOptions, 'nullable' | 'default'> = {}) =>
  Column({ type: 'bigint', transformer: bigintAsNumber, ...options });
