import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

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
  const columns = fields.map((field) => {
    const column = metadata.findColumnWithPropertyName(field);
    if (!column) throw new Error(`${metadata.name} has no column ${field}`);
    return column;
  });
  return compiled(manager, entity, columns, () => ({}) as Pick<E, K>);
}

/**
 * Reads whole entities by their ids, in no particular order: what `findBy({ id: In(ids) })` gives
 * (every selectable column, converted by the driver; no relation), for the hot reads of pages
 * (a page of search results, a listing's page) where TypeORM's query and entity builders cost
 * several times the statement.
 */
export function entityReader<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
): (ids: readonly (number | string)[]) => Promise<E[]> {
  const metadata = manager.connection.getMetadata(entity);
  if (metadata.childEntityMetadatas.length > 0 || metadata.lazyRelations.length > 0) {
    throw new Error(`${metadata.name}: inheritance and lazy relations are TypeORM's to read`);
  }
  const columns = metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
  return compiled(manager, entity, columns, () => metadata.create(undefined, { fromDeserializer: true }) as E);
}

/** The SQL texts kept per reader: one per list length up to this one. */
const KEPT_TEXTS = 1_000;

function compiled<E extends ObjectLiteral, R extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  columns: ColumnMetadata[],
  create: () => R,
): (ids: readonly (number | string)[]) => Promise<R[]> {
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const [primary] = metadata.primaryColumns;
  if (!primary || metadata.primaryColumns.length > 1) throw new Error(`${metadata.name} has no single id`);
  const keys = columns.map((_, i) => `f${i}`);
  const head =
    `SELECT ${columns.map((column, i) => `${driver.escape(column.databaseName)} AS ${driver.escape(keys[i]!)}`).join(', ')}` +
    ` FROM ${driver.escape(metadata.tablePath)} WHERE ${driver.escape(primary.databaseName)} IN (`;
  const texts = new Map<number, string>();
  return async (ids) => {
    if (ids.length === 0) return [];
    let sql = texts.get(ids.length);
    if (!sql) {
      sql = `${head}${ids.map(() => '?').join(', ')})`;
      // The usual sizes (a page, a batch) are kept; a rare long list is not worth its memory.
      if (ids.length <= KEPT_TEXTS) texts.set(ids.length, sql);
    }
    const raws = (await manager.query(sql, [...ids])) as Record<string, unknown>[];
    return raws.map((raw) => {
      const row = create() as Record<string, unknown>;
      for (let i = 0; i < columns.length; i++) {
        const value = raw[keys[i]!];
        if (value === undefined) continue;
        const column = columns[i]!;
        const converted = driver.prepareHydratedValue(value, column);
        // A column of the row itself is a property; an embedded one goes where TypeORM puts it.
        if (column.embeddedMetadata) column.setEntityValue(row, converted);
        else row[column.propertyName] = converted;
      }
      return row as R;
    });
  };
}
