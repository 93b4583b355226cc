import { CountersService } from './counters.service.js';

describe('CountersService', () => {
  it('is zero for counts nobody provides and asks each registered source for the user', async () => {
    const counters = new CountersService();
    expect(await counters.counts(7)).toEqual({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 });
    counters.register('total_in_cart', async (userId) => userId * 2);
    expect(await counters.counts(7)).toEqual({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 14 });
  });
});
