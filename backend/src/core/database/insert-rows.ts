import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Both drivers accept 32,766 bound values per statement (SQLite) or more (MySQL): stay below. */
const MAX_PARAMETERS = 30_000;

/**
 * New rows in multi-row INSERTs with positional parameters, in the caller's transaction: the
 * database gives the generated ids (not read back here), a creation or update date left unset is
 * now, a column left unset takes its plain default, and each row is given the values it was
 * written with: in memory it is the row in the table, but for its id. TypeORM's builder names a
 * parameter per value and looks each one up among the others, which costs more than the statement
 * at a few hundred rows.
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
  // A column of the row itself (not of an embedded part, a relation or a transformer) is read as a property.
  const plain = new Set(
    columns.filter((c) => !c.embeddedMetadata && !c.relationMetadata && !c.referencedColumn && !c.transformer),
  );
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = `INSERT INTO ${ds.driver.escape(metadata.tableName)} (${columns.map((c) => ds.driver.escape(c.databaseName)).join(', ')}) VALUES `;
  const marks = `(${columns.map(() => '?').join(', ')})`;
  const now = new Date();
  const width = columns.length;
  for (let offset = 0; offset < rows.length; offset += perStatement) {
    const slice = rows.slice(offset, offset + perStatement);
    // One flat array written in place: thousands of rows × dozens of columns.
    const values: unknown[] = new Array(slice.length * width);
    let at = 0;
    for (const row of slice) {
      for (let c = 0; c < width; c++) {
        const column = columns[c]!;
        const isPlain = plain.has(column);
        let value = isPlain ? (row as ObjectLiteral)[column.propertyName] : column.getEntityValue(row, true);
        if (value === undefined) {
          if (dated.has(column)) value = now;
          else value = column.default !== undefined && typeof column.default !== 'function' ? column.default : null;
          if (isPlain) (row as ObjectLiteral)[column.propertyName] = value;
          else if (!column.transformer) column.setEntityValue(row as ObjectLiteral, value);
        }
        values[at++] = ds.driver.preparePersistentValue(value, column);
      }
    }
    await manager.query(head + slice.map(() => marks).join(', '), values);
  }
}
