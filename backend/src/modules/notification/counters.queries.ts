import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationCounts } from '@troc/shared';
import type { DataSource } from 'typeorm';

export type CounterKey = keyof NotificationCounts;

/**
 * A count as a scalar SQL subquery, written for both SQLite and MySQL/MariaDB. The signed-in
 * user is the column `viewer.id`; `params` fill the subquery's own `?` placeholders, in order.
 * Example: `SELECT COUNT(*) FROM cart_item c WHERE c.userId = viewer.id AND c.status = ?`.
 */
export interface CounterSql {
  sql: string;
  params?: unknown[];
}

export interface CountersStatement {
  sql: string;
  params: unknown[];
}

/** The counters' one statement, written and run. */
@Injectable()
export class CounterQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** SELECT (…) AS total_messages, (…) AS total_in_cart FROM (SELECT ? AS id) viewer */
  statement(sources: [CounterKey, CounterSql][]): CountersStatement {
    const { driver } = this.dataSource;
    const columns = sources.map(([key, source]) => `(${source.sql}) AS ${driver.escape(key)}`);
    const params = sources.flatMap(([, source]) => source.params ?? []);
    return { sql: `SELECT ${columns.join(', ')} FROM (SELECT ? AS id) viewer`, params };
  }

  async run({ sql, params }: CountersStatement, userId: number): Promise<Record<string, unknown> | undefined> {
    const [row] = (await this.dataSource.query(sql, [...params, userId])) as Record<string, unknown>[];
    return row;
  }
}
