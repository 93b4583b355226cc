/**
 * LIKE wildcards typed by a user match themselves. '!' is the escape character (written
 * ESCAPE '!' in the query): a backslash is read differently by MySQL and SQLite.
 */
export function escapeLike(value: string): string {
  return value.replace(/[!%_]/g, (c) => `!${c}`);
}
