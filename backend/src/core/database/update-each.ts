import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Rows per statement: each row binds two values per column and its id, well below both drivers' limits. */
const ROWS_PER_STATEMENT = 200;

/**
 * Gives each row its own values in one UPDATE per ROWS_PER_STATEMENT rows
 * (`SET col = CASE id WHEN ? THEN ? … END WHERE id IN (…)`), in the caller's transaction: a batch's
 * outcomes written without a statement per row. Every row gives the same `columns`; values are
 * converted as TypeORM would write them (JSON, dates).
 */
export async function updateEach<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  columns: readonly (keyof T & string)[],
  rows: readonly { id: number; values: Partial<T> }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ds = manager.connection;
  const metadata = ds.getMetadata(entity);
  const id = ds.driver.escape(metadata.primaryColumns[0]!.databaseName);
  const targets = columns.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name}.${property}: no such column`);
    return column;
  });
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_STATEMENT) {
    const slice = rows.slice(offset, offset + ROWS_PER_STATEMENT);
    const parameters: unknown[] = [];
    const sets = targets.map((column) => {
      const cases = slice.map((row) => {
        parameters.push(row.id, ds.driver.preparePersistentValue(column.getEntityValue(row.values, true), column));
        return 'WHEN ? THEN ?';
      });
      return `${ds.driver.escape(column.databaseName)} = CASE ${id} ${cases.join(' ')} END`;
    });
    parameters.push(...slice.map((row) => row.id));
    await manager.query(
      `UPDATE ${ds.driver.escape(metadata.tableName)} SET ${sets.join(', ')} WHERE ${id} IN (${slice.map(() => '?').join(', ')})`,
      parameters,
    );
  }
}
