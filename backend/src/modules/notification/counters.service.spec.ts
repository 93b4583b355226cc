import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { CounterQueries } from './counters.queries.js';
import { CountersService } from './counters.service.js';

describe('CountersService', () => {
  const queries: string[] = [];
  const logger: Logger = {
    logQuery: (query) => void queries.push(query),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  let ds: DataSource;

  beforeAll(async () => {
    ds = await new DataSource({ type: 'better-sqlite3', database: ':memory:', logger }).initialize();
    await ds.query('CREATE TABLE cart_item (userId INTEGER, status TEXT)');
    await ds.query('CREATE TABLE message (toId INTEGER, readAt TEXT)');
    await ds.query(
      "INSERT INTO cart_item VALUES (7, 'open'), (7, 'open'), (7, 'done'), (8, 'open'), (7, 'open'), (9, 'open')",
    );
    await ds.query("INSERT INTO message VALUES (7, NULL), (7, '2026-01-01'), (8, NULL)");
  });
  afterAll(() => ds?.destroy());
  beforeEach(() => void (queries.length = 0));

  it('answers zeros without a query while nobody registers', async () => {
    const counters = new CountersService(new CounterQueries(ds));
    expect(await counters.counts(7)).toEqual({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 });
    expect(queries).toEqual([]);
  });

  it('runs every registered subquery in one statement, for the given user', async () => {
    const counters = new CountersService(new CounterQueries(ds));
    counters.register('total_in_cart', {
      sql: 'SELECT COUNT(*) FROM cart_item c WHERE c.userId = viewer.id AND c.status = ?',
      params: ['open'],
    });
    counters.register('total_messages', 'SELECT COUNT(*) FROM message m WHERE m.toId = viewer.id AND m.readAt IS NULL');
    expect(await counters.counts(7)).toEqual({ total_messages: 1, total_notifs_unread: 0, total_in_cart: 3 });
    expect(await counters.counts(8)).toEqual({ total_messages: 1, total_notifs_unread: 0, total_in_cart: 1 });
    expect(await counters.counts(10)).toEqual({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 });
    expect(queries).toHaveLength(3);
  });

  it('takes a registration made after the first call', async () => {
    const counters = new CountersService(new CounterQueries(ds));
    counters.register('total_in_cart', 'SELECT COUNT(*) FROM cart_item c WHERE c.userId = viewer.id');
    expect((await counters.counts(9)).total_in_cart).toBe(1);
    counters.register('total_notifs_unread', 'SELECT 5');
    expect(await counters.counts(9)).toEqual({ total_messages: 0, total_notifs_unread: 5, total_in_cart: 1 });
  });
});
