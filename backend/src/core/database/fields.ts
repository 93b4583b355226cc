import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Reads rows by their ids as these fields of their entity alone, each converted by the driver as
 * TypeORM would (dates, booleans, transformers), but without building entities, and with one SQL
 * text per batch size, compiled here once: for thousands of rows (an export reads a thousand
 * batches), TypeORM's entity builder and its query builder (a named parameter per id, looked up
 * among the others) cost more than the statements themselves.
 */
export function fieldsReader<E extends ObjectLiteral, K extends keyof E & string>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  fields: readonly K[],
): (ids: readonly (number | string)[]) => Promise<Pick<E, K>[]> {
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const columns = fields.map((field, i) => {
    const column = metadata.findColumnWithPropertyName(field);
    if (!column) throw new Error(`${metadata.name} has no column ${field}`);
    return { field, column, key: `f${i}` };
  });
  const [primary] = metadata.primaryColumns;
  if (!primary || metadata.primaryColumns.length > 1) throw new Error(`${metadata.name} has no single id`);
  const head =
    `SELECT ${columns.map(({ column, key }) => `${driver.escape(column.databaseName)} AS ${driver.escape(key)}`).join(', ')}` +
    ` FROM ${driver.escape(metadata.tablePath)} WHERE ${driver.escape(primary.databaseName)} IN (`;
  const texts = new Map<number, string>();
  return async (ids) => {
    if (ids.length === 0) return [];
    let sql = texts.get(ids.length);
    if (!sql) texts.set(ids.length, (sql = `${head}${ids.map(() => '?').join(', ')})`));
    const raws = (await manager.query(sql, [...ids])) as Record<string, unknown>[];
    return raws.map((raw) => {
      const row = {} as Pick<E, K>;
      for (const { field, column, key } of columns) row[field] = driver.prepareHydratedValue(raw[key], column) as E[K];
      return row;
    });
  };
}
