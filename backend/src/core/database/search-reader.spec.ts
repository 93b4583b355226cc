import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bindable, SearchReader, SqliteReadError } from './search-reader.js';
import { insideTransaction } from './transaction-guard.js';

@Entity('reader_item')
class Item {
  @PrimaryGeneratedColumn() id!: number;
  @Column('varchar') name!: string;
  @Column('boolean') on!: boolean;
  @Column('datetime') at!: Date;
}

const LIMITS = {
  poolSize: 1,
  acquireTimeoutMs: 10_000,
  queryTimeoutMs: 30_000,
  busyTimeoutMs: 5_000,
  searchConcurrency: 1,
};

describe('SearchReader', () => {
  let dir: string;
  let ds: DataSource;
  let reader: SearchReader;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'troc-reader-'));
    const path = join(dir, 'troc.sqlite');
    ds = await new DataSource({
      type: 'better-sqlite3',
      database: path,
      entities: [Item],
      synchronize: true,
      enableWAL: true,
    }).initialize();
    reader = new SearchReader(ds, { database: { driver: 'sqlite', path }, databaseLimits: LIMITS });
    await ds.getRepository(Item).save([
      { name: 'a', on: true, at: new Date('2026-01-01T10:00:00Z') },
      { name: 'b', on: false, at: new Date('2026-02-01T10:00:00Z') },
      { name: 'c', on: true, at: new Date('2026-03-01T10:00:00Z') },
    ]);
  });

  afterAll(async () => {
    await reader.onModuleDestroy();
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const query = () =>
    ds
      .getRepository(Item)
      .createQueryBuilder('i')
      .select('i.id', 'id')
      .addSelect('i.name', 'name')
      .where('i.on = :on AND i.at >= :after AND i.id > :min', {
        on: true,
        after: new Date('2026-01-15T00:00:00Z'),
        min: 0,
      })
      .orderBy('i.id', 'DESC');

  it('gives the rows getRawMany gives (booleans, dates and integers bound alike)', async () => {
    expect(await reader.rawMany(query())).toEqual(await query().getRawMany());
    expect(await reader.rawMany(query())).toEqual([{ id: 3, name: 'c' }]);
  });

  it('counts the rows without their order or page', async () => {
    expect(await reader.count(query().limit(1).offset(5))).toBe(1);
    expect(await reader.count(ds.getRepository(Item).createQueryBuilder('i'))).toBe(3);
  });

  it('sees what was committed just before', async () => {
    await ds.getRepository(Item).save({ name: 'd', on: true, at: new Date('2026-04-01T10:00:00Z') });
    expect(await reader.count(query())).toBe(2);
  });

  it('gives a reused count again until something is committed, then counts anew', async () => {
    const all = () => ds.getRepository(Item).createQueryBuilder('i');
    const before = await reader.count(all(), { reuse: true });
    // Written behind the reader's back: the kept result would be stale, yet it is dropped.
    await ds.query(`INSERT INTO reader_item (name, "on", at) VALUES ('z', 1, '2026-06-01 00:00:00')`);
    expect(await reader.count(all(), { reuse: true })).toBe(before + 1);
    expect(await reader.count(all(), { reuse: true })).toBe(before + 1);
    await ds.query(`DELETE FROM reader_item WHERE name = 'z'`);
    expect(await reader.count(all(), { reuse: true })).toBe(before);
  });

  it('drops kept results on any commit, a header change included (how the search bench asks for fresh reads)', async () => {
    const all = () => ds.getRepository(Item).createQueryBuilder('i');
    const worker = reader as unknown as { run(sql: string, p: unknown[], reuse: boolean): Promise<unknown[]> };
    const [sql] = all().select('random()', 'r').getQueryAndParameters();
    const first = await worker.run(sql, [], true);
    expect(await worker.run(sql, [], true)).toEqual(first);
    await ds.query('PRAGMA user_version = 7');
    expect(await worker.run(sql, [], true)).not.toEqual(first);
  });

  it('tells the data source’s logger each statement it runs off the thread', async () => {
    const told: unknown[][] = [];
    const original = ds.logger;
    ds.logger = { ...original, logQuery: (sql: string, parameters?: unknown[]) => void told.push([sql, parameters]) };
    try {
      await reader.count(query());
    } finally {
      ds.logger = original;
    }
    expect(told).toHaveLength(1);
    expect(told[0]![0]).toMatch(/^SELECT COUNT\(\*\) AS "cnt" FROM "reader_item"/);
    expect(told[0]![1]).toEqual(expect.arrayContaining(['2026-01-15 00:00:00.000']));
  });

  it('reads only, and says what SQLite refused', async () => {
    const [sql] = ds.createQueryBuilder().delete().from(Item).getQueryAndParameters();
    const refusal = (reader as unknown as { run(sql: string, p: unknown[]): Promise<unknown> }).run(sql, []);
    await expect(refusal).rejects.toBeInstanceOf(SqliteReadError);
    expect(await reader.count(ds.getRepository(Item).createQueryBuilder('i'))).toBe(4);
  });

  it('reads on the transaction’s own connection inside a transaction (its writes are not committed yet)', async () => {
    const seen = await ds.transaction((manager) =>
      insideTransaction(async () => {
        await manager.getRepository(Item).save({ name: 'e', on: true, at: new Date('2026-05-01T10:00:00Z') });
        return reader.count(manager.getRepository(Item).createQueryBuilder('i'));
      }),
    );
    expect(seen).toBe(5);
  });

  it('binds booleans as SQLite does', () => {
    expect(bindable([true, false, 2n, 'x'])).toEqual([1, 0, 2n, 'x']);
  });
});
