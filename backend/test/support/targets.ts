/**
 * The back ends the HTTP suites run on: SQLite with the in-process queue always, and
 * MariaDB/MySQL with Redis when TEST_MYSQL_URL and TEST_REDIS_URL are set. CI sets
 * REQUIRE_SERVICES=1 so that a missing service fails the run instead of skipping it.
 */
export interface Target {
  name: 'sqlite' | 'mysql';
  mysqlUrl?: string;
  redisUrl?: string;
}

export function targets(): Target[] {
  const list: Target[] = [{ name: 'sqlite' }];
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (mysqlUrl && redisUrl) list.push({ name: 'mysql', mysqlUrl, redisUrl });
  else if (process.env.REQUIRE_SERVICES === '1') {
    throw new Error(
      'REQUIRE_SERVICES=1 mais TEST_MYSQL_URL ou TEST_REDIS_URL est absent : les suites MariaDB/Redis ne peuvent pas être sautées.',
    );
  }
  return list;
}

export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
