import 'reflect-metadata';
import { DataSource, type EntitySchema } from 'typeorm';

/**
 * A real SQLite database in memory holding only the given entities: for the specs of
 * services and rules that live next to the code.
 */
export async function memoryDatabase(entities: (Function | EntitySchema)[]): Promise<DataSource> {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities, synchronize: true });
  return ds.initialize();
}
