import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The rows of a query as these fields of its entity alone, each converted by the driver as TypeORM
 * would (dates, booleans, transformers), but without building entities: for thousands of rows (an
 * export), TypeORM's entity builder costs more than the query itself.
 */
export async function readFields<E extends ObjectLiteral, K extends keyof E & string>(
  query: SelectQueryBuilder<E>,
  fields: readonly K[],
): Promise<Pick<E, K>[]> {
  const metadata = query.expressionMap.mainAlias!.metadata;
  const driver = query.connection.driver;
  const columns = fields.map((field) => {
    const column = metadata.findColumnWithPropertyName(field);
    if (!column) throw new Error(`${metadata.name} has no column ${field}`);
    return { field, column };
  });
  query.select(columns.map(({ field }) => `${query.alias}.${field}`));
  // Raw rows name a column `<alias>_<database name>`.
  const keys = columns.map(({ column }) => `${query.alias}_${column.databaseName}`);
  const raws = await query.getRawMany<Record<string, unknown>>();
  return raws.map((raw) => {
    const row = {} as Pick<E, K>;
    for (let i = 0; i < columns.length; i++) {
      const { field, column } = columns[i]!;
      row[field] = driver.prepareHydratedValue(raw[keys[i]!], column) as E[K];
    }
    return row;
  });
}
