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

const KEYS: CounterKey[] = ['total_messages', 'total_notifs_unread', 'total_in_cart'];

/**
 * The header counters, polled by every open page. Each module that owns a count (inbox,
 * notifications, cart) registers it at start-up as a subquery; `counts()` runs them all in
 * ONE statement (none while nobody registers), and a count nobody provides is zero.
 */
@Injectable()
export class CountersService {
  private readonly sources = new Map<CounterKey, CounterSql>();
  private statement: { sql: string; params: unknown[] } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(key: CounterKey, counter: string | CounterSql): void {
    this.sources.set(key, typeof counter === 'string' ? { sql: counter } : counter);
    this.statement = null;
  }

  async counts(userId: number): Promise<NotificationCounts> {
    const counts: NotificationCounts = { total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 };
    if (this.sources.size === 0) return counts;
    const { sql, params } = (this.statement ??= this.build());
    const [row] = (await this.dataSource.query(sql, [...params, userId])) as Record<string, unknown>[];
    for (const key of this.sources.keys()) counts[key] = Number(row?.[key] ?? 0) || 0;
    return counts;
  }

  /** SELECT (…) AS total_messages, (…) AS total_in_cart FROM (SELECT ? AS id) viewer */
  private build(): { sql: string; params: unknown[] } {
    const { driver } = this.dataSource;
    const columns: string[] = [];
    const params: unknown[] = [];
    for (const key of KEYS) {
      const source = this.sources.get(key);
      if (!source) continue;
      columns.push(`(${source.sql}) AS ${driver.escape(key)}`);
      params.push(...(source.params ?? []));
    }
    return { sql: `SELECT ${columns.join(', ')} FROM (SELECT ? AS id) viewer`, params };
  }
}
