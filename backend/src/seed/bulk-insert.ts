import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Both drivers accept 32,766 bound values per statement (SQLite) or more (MySQL): stay below. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row INSERTs of entity rows with every column (explicit ids included), as many rows per
 * statement as the drivers' parameter limits allow: the generators' fast path, far quicker
 * than TypeORM's save() for tens of thousands of rows.
 */
export async function bulkInsert<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
): Promise<void> {
  const ds = manager.connection;
  const metadata = ds.getMetadata(entity);
  const columns = metadata.columns;
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  const head = `INSERT INTO ${ds.driver.escape(metadata.tableName)} (${columns.map((c) => ds.driver.escape(c.databaseName)).join(', ')}) VALUES `;
  const rowMarks = `(${columns.map(() => '?').join(', ')})`;
  for (let offset = 0; offset < rows.length; offset += perStatement) {
    const slice = rows.slice(offset, offset + perStatement);
    const values = slice.flatMap((row) =>
      columns.map((column) => {
        // The row's value, else the column's plain default, else NULL.
        let value = column.getEntityValue(row);
        if (value === undefined) {
          value = column.default !== undefined && typeof column.default !== 'function' ? column.default : null;
        }
        return ds.driver.preparePersistentValue(value, column);
      }),
    );
    await manager.query(head + slice.map(() => rowMarks).join(', '), values);
  }
}

/** The next free id of a table (generators give explicit ids to link rows without reading them back). */
export async function nextId(manager: EntityManager, entity: EntityTarget<ObjectLiteral>): Promise<number> {
  const row = await manager
    .getRepository(entity)
    .createQueryBuilder('x')
    .select('MAX(x.id)', 'max')
    .getRawOne<{ max: number | null }>();
  return Number(row?.max ?? 0) + 1;
}
