import { Injectable } from '@nestjs/common';
import type { NotificationCounts } from '@troc/shared';
import { type CounterKey, CounterQueries, type CounterSql, type CountersStatement } from './counters.queries.js';

const KEYS: CounterKey[] = ['total_messages', 'total_notifs_unread', 'total_in_cart'];

/**
 * The header counters, polled by every open page. Each module that owns a count (inbox,
 * notifications, cart) registers it at start-up as a subquery; `counts()` runs them all in
 * ONE statement (none while nobody registers), and a count nobody provides is zero.
 */
@Injectable()
export class CountersService {
  private readonly sources = new Map<CounterKey, CounterSql>();
  private statement: CountersStatement | null = null;

  constructor(private readonly queries: CounterQueries) {}

  register(key: CounterKey, counter: string | CounterSql): void {
    this.sources.set(key, typeof counter === 'string' ? { sql: counter } : counter);
    this.statement = null;
  }

  async counts(userId: number): Promise<NotificationCounts> {
    const counts: NotificationCounts = { total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 };
    if (this.sources.size === 0) return counts;
    this.statement ??= this.queries.statement(KEYS.flatMap((key) => this.sourceOf(key)));
    const row = await this.queries.run(this.statement, userId);
    for (const key of this.sources.keys()) counts[key] = Number(row?.[key] ?? 0) || 0;
    return counts;
  }

  private sourceOf(key: CounterKey): [CounterKey, CounterSql][] {
    const source = this.sources.get(key);
    return source ? [[key, source]] : [];
  }
}
