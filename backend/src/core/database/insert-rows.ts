import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Both drivers accept 32,766 bound values per statement (SQLite) or more (MySQL): stay below. */
const MAX_PARAMETERS = 30_000;

/**
 * New rows in multi-row INSERTs with positional parameters, in the caller's transaction: the
 * database gives the generated ids (not read back here), a creation or update date left unset is
 * now, a column left unset takes its plain default. TypeORM's builder names a parameter per value
 * and looks each one up among the others, which costs more than the statement at a few hundred rows.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const ds = manager.connection;
  const metadata = ds.getMetadata(entity);
  const columns = metadata.columns.filter((column) => !column.isGenerated && !column.isVirtual);
  const dated = new Set([metadata.createDateColumn, metadata.updateDateColumn].filter(Boolean));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = `INSERT INTO ${ds.driver.escape(metadata.tableName)} (${columns.map((c) => ds.driver.escape(c.databaseName)).join(', ')}) VALUES `;
  const marks = `(${columns.map(() => '?').join(', ')})`;
  const now = new Date();
  for (let offset = 0; offset < rows.length; offset += perStatement) {
    const slice = rows.slice(offset, offset + perStatement);
    const values = slice.flatMap((row) =>
      columns.map((column) => {
        let value = column.getEntityValue(row, true);
        if (value === undefined && dated.has(column)) value = now;
        if (value === undefined) {
          value = column.default !== undefined && typeof column.default !== 'function' ? column.default : null;
        }
        return ds.driver.preparePersistentValue(value, column);
      }),
    );
    await manager.query(head + slice.map(() => marks).join(', '), values);
  }
}
