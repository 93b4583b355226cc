import { Injectable } from '@nestjs/common';
import type { NotificationCounts } from '@troc/shared';

export type CounterKey = keyof NotificationCounts;
export type CounterSource = (userId: number) => Promise<number>;

/**
 * The header counters. Each module that owns a count (inbox, notifications, cart)
 * registers its source at start-up; a count nobody provides is zero.
 */
@Injectable()
export class CountersService {
  private readonly sources = new Map<CounterKey, CounterSource>();

  register(key: CounterKey, source: CounterSource): void {
    this.sources.set(key, source);
  }

  async counts(userId: number): Promise<NotificationCounts> {
    const read = async (key: CounterKey) => (await this.sources.get(key)?.(userId)) ?? 0;
    const [total_messages, total_notifs_unread, total_in_cart] = await Promise.all([
      read('total_messages'),
      read('total_notifs_unread'),
      read('total_in_cart'),
    ]);
    return { total_messages, total_notifs_unread, total_in_cart };
  }
}
