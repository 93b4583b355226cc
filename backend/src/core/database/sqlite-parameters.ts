import { type DataSource, TypeORMError } from 'typeorm';

type Escape = (
  sql: string,
  parameters: Record<string, unknown>,
  nativeParameters: Record<string, unknown>,
) => [string, unknown[]];

/**
 * TypeORM's SQLite driver writes every number parameter into the SQL text (`WHERE "id" = 2178`):
 * each listing, line or user gets statements of its own, compiled again each time, so that
 * better-sqlite3's statement cache never hits and compiled statements pile up in native memory
 * until a GC. Here integers are bound instead, as SQLite integers (a BigInt: better-sqlite3 binds a
 * plain number as a REAL); other numbers are still written as TypeORM writes them.
 */
export function bindIntegerParameters(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const driver = dataSource.driver as unknown as { escapeQueryWithParameters: Escape };
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, nativeParameters) =>
    escape(sql, parameters && integersAsBigInts(parameters), nativeParameters);
}

/** NaN or ±Infinity as a parameter: TypeORM would write it into the statement (« no such column: NaN »). */
export class NonFiniteParameterError extends TypeORMError {
  constructor(key: string) {
    super(`Parameter ${key} is not a finite number`);
  }
}

const nonFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

export function integersAsBigInts(parameters: Record<string, unknown>): Record<string, unknown> {
  let changed: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(parameters)) {
    if (nonFinite(value) || (Array.isArray(value) && value.some(nonFinite))) throw new NonFiniteParameterError(key);
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      changed ??= { ...parameters };
      changed[key] = BigInt(value);
    }
  }
  return changed ?? parameters;
}
