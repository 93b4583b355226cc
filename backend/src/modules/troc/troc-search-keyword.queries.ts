import { escapeLike } from '../../core/database/like.js';
import type { DataSource, ObjectLiteral } from 'typeorm';

/** A filter as SQL with its parameters. */
export type Condition = [sql: string, params?: ObjectLiteral];

/** What InnoDB leaves out of a FULLTEXT index: words too short, too long, or stop words. */
export interface FulltextRules {
  minToken: number;
  maxToken: number;
  stopwords: readonly string[];
}

/** InnoDB's built-in stop word list (INNODB_FT_DEFAULT_STOPWORD), the same on MySQL 8 and MariaDB. */
const INNODB_STOPWORDS = [
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is',
  'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will',
  'with', 'und', 'www',
]; // prettier-ignore

/**
 * The server's FULLTEXT settings, or null when its stop words cannot be known (a stop word
 * table of its own): the index is then left alone and LIKE does all the work.
 */
export async function fulltextRules(ds: DataSource): Promise<FulltextRules | null> {
  const [row] = (await ds.query(
    'SELECT @@innodb_ft_min_token_size AS minToken, @@innodb_ft_max_token_size AS maxToken, ' +
      '@@innodb_ft_enable_stopword AS stop, @@innodb_ft_server_stopword_table AS serverTable, ' +
      '@@innodb_ft_user_stopword_table AS userTable',
  )) as { minToken: number; maxToken: number; stop: number; serverTable: string | null; userTable: string | null }[];
  if (!row) return null;
  const enabled = Number(row.stop) === 1;
  if (enabled && (row.serverTable || row.userTable)) return null;
  return { minToken: Number(row.minToken), maxToken: Number(row.maxToken), stopwords: enabled ? INNODB_STOPWORDS : [] };
}

/**
 * A listing matches when every folded word starts one of the words of its text: LIKE on
 * ' word' says exactly that. LIKE alone must read every row, so it is narrowed first:
 * - MySQL: by the FULLTEXT index, with 'word*' for each word the index certainly holds every
 *   start of (long enough, no stop word begins with it), so the index never drops a match;
 * - SQLite: by a subquery that reads the text alone (from the index on searchText, which
 *   TypeORM creates as a plain index there), the rest of the search staying on its indexes.
 */
export function keywordConditions(words: string[], rules: FulltextRules | null, sqlite: boolean): Condition[] {
  const likes = words.map((_, i) => `SEARCH.searchText LIKE :kw${i} ESCAPE '!'`).join(' AND ');
  const params: ObjectLiteral = Object.fromEntries(words.map((word, i) => [`kw${i}`, `% ${escapeLike(word)}%`]));
  if (sqlite) return [[`t.id IN (SELECT k.id FROM troc k WHERE ${likes.replaceAll('SEARCH.', 'k.')})`, params]];
  const indexed = rules
    ? words.filter(
        (w) =>
          w.length >= rules.minToken && w.length <= rules.maxToken && !rules.stopwords.some((s) => s.startsWith(w)),
      )
    : [];
  const conditions: Condition[] = [];
  if (indexed.length) {
    conditions.push([
      'MATCH(t.searchText) AGAINST (:fulltext IN BOOLEAN MODE)',
      { fulltext: indexed.map((w) => `+${w}*`).join(' ') },
    ]);
  }
  conditions.push([likes.replaceAll('SEARCH.', 't.'), params]);
  return conditions;
}
