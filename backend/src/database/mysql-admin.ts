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
