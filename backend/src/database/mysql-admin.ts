import { createConnection } from 'mysql2/promise';

/** Creates or drops a database on the server of a mysql:// URL (used by tests and the migration generator). */
export async function withServer<T>(
  url: string,
  fn: (query: (sql: string) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const server = new URL(url.replace(/^mariadb:/, 'mysql:'));
  server.pathname = '/';
  const connection = await createConnection({ uri: server.toString(), multipleStatements: false });
  try {
    return await fn((sql) => connection.query(sql));
  } finally {
    await connection.end();
  }
}

export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const createDatabase = (url: string, name: string) =>
  withServer(url, (q) => q(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));

export const dropDatabase = (url: string, name: string) =>
  withServer(url, (q) => q(`DROP DATABASE IF EXISTS \`${name}\``));

/**
 * A new database with the tables of `template` and their rows, but none of `skipRows`: the test
 * suites start from a migrated and seeded template instead of running every migration again.
 * The tables are created from the template's own CREATE statements, keys and constraints included,
 * and so are its triggers.
 */
export const cloneDatabase = (url: string, template: string, name: string, skipRows: readonly string[] = []) =>
  withServer(url, async (q) => {
    if (!/^\w+$/.test(template)) throw new Error(`Nom de base modèle invalide : ${template}`);
    const [tables] = (await q(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = '${template}' AND TABLE_TYPE = 'BASE TABLE'`,
    )) as [{ name: string }[]];
    await q(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await q(`USE \`${name}\``);
    // The tables come in any order: their foreign keys are checked once all exist.
    await q('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of tables) {
      const [[created]] = (await q(`SHOW CREATE TABLE \`${template}\`.\`${table.name}\``)) as [
        { 'Create Table': string }[],
      ];
      await q(created!['Create Table']);
    }
    for (const table of tables) {
      if (skipRows.includes(table.name)) continue;
      await q(`INSERT INTO \`${name}\`.\`${table.name}\` SELECT * FROM \`${template}\`.\`${table.name}\``);
    }
    // Triggers last (the savings rollup's): the copied rows are already summed in the copied rollup.
    const [triggers] = (await q(
      `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = '${template}'`,
    )) as [{ name: string }[]];
    for (const trigger of triggers) {
      const [[shown]] = (await q(`SHOW CREATE TRIGGER \`${template}\`.\`${trigger.name}\``)) as [
        { 'SQL Original Statement': string }[],
      ];
      await q(shown!['SQL Original Statement']);
    }
  });
