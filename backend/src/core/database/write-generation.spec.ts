import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { ReusedReads } from './search-reader.js';
import { isWrite, watchWrites, WriteGeneration } from './write-generation.js';

describe('isWrite', () => {
  it('tells reads from statements that may change rows', () => {
    for (const sql of [
      'SELECT 1',
      '  select * from troc',
      'SHOW TABLES',
      'START TRANSACTION',
      'ROLLBACK',
      'SET SESSION x = 1',
    ])
      expect(isWrite(sql)).toBe(false);
    for (const sql of [
      'INSERT INTO t VALUES (1)',
      'UPDATE t SET a = 1',
      'DELETE FROM t',
      'COMMIT',
      'REPLACE INTO t',
      'CALL p()',
    ])
      expect(isWrite(sql)).toBe(true);
    expect(isWrite('/* note */ SELECT 1')).toBe(false);
    expect(isWrite('/* note */ UPDATE t SET a = 1')).toBe(true);
  });
});

/** A mysql2-like pool of one connection whose statements end when the test says so. */
function fakePool() {
  const ends: (() => void)[] = [];
  const connection = {
    query(...args: unknown[]) {
      const done = args[args.length - 1];
      const command = new EventEmitter();
      ends.push(() => {
        if (typeof done === 'function') done(null, []);
        command.emit('end');
      });
      return command;
    },
  };
  const pool = {
    getConnection: (callback: (error: Error | null, c?: typeof connection) => void) => callback(null, connection),
  };
  const ds = { options: { type: 'mariadb' }, driver: { pool } } as unknown as DataSource;
  return { ds, pool, ends };
}

describe('watchWrites', () => {
  it('bumps the generation when a write starts and before its caller hears it ended, not for reads', () => {
    const generation = new WriteGeneration();
    const { ds, pool, ends } = fakePool();
    watchWrites(ds, generation);
    let seen = -1;
    pool.getConnection((_e, c) => {
      c!.query('SELECT 1', () => undefined);
      c!.query({ sql: 'UPDATE t SET a = 1' }, [], () => (seen = generation.value));
      c!.query('COMMIT');
    });
    expect(generation.value).toBe(2);
    ends[0]!();
    expect(generation.value).toBe(2);
    ends[1]!();
    expect(seen).toBe(3);
    ends[2]!();
    expect(generation.value).toBe(4);
  });

  it('leaves SQLite alone', () => {
    const generation = new WriteGeneration();
    const ds = { options: { type: 'better-sqlite3' }, driver: {} } as unknown as DataSource;
    expect(() => watchWrites(ds, generation)).not.toThrow();
  });
});

describe('ReusedReads', () => {
  const reads = () => {
    let count = 0;
    return {
      read: (rows: unknown[]) => () => {
        count += 1;
        return Promise.resolve(rows);
      },
      count: () => count,
    };
  };

  it('gives the same statement’s rows again until this process writes', async () => {
    const generation = new WriteGeneration();
    const reused = new ReusedReads(generation);
    const r = reads();
    expect(await reused.rows('SELECT a', [1], r.read([1]))).toEqual([1]);
    expect(await reused.rows('SELECT a', [1], r.read([2]))).toEqual([1]);
    expect(await reused.rows('SELECT a', [2], r.read([3]))).toEqual([3]);
    expect(r.count()).toBe(2);
    generation.bump();
    expect(await reused.rows('SELECT a', [1], r.read([4]))).toEqual([4]);
  });

  it('runs a statement once for the reads that arrive while it runs', async () => {
    const reused = new ReusedReads(new WriteGeneration());
    let release!: (rows: unknown[]) => void;
    let count = 0;
    const read = () => ((count += 1), new Promise<unknown[]>((resolve) => (release = resolve)));
    const both = Promise.all([reused.rows('SELECT b', [], read), reused.rows('SELECT b', [], read)]);
    release([7]);
    expect(await both).toEqual([[7], [7]]);
    expect(count).toBe(1);
  });

  it('does not keep rows read while a write happened, nor a failed read', async () => {
    const generation = new WriteGeneration();
    const reused = new ReusedReads(generation);
    let release!: (rows: unknown[]) => void;
    const first = reused.rows('SELECT c', [], () => new Promise((resolve) => (release = resolve)));
    generation.bump();
    release(['old']);
    await first;
    const r = reads();
    expect(await reused.rows('SELECT c', [], r.read(['new']))).toEqual(['new']);
    await expect(reused.rows('SELECT d', [], () => Promise.reject(new Error('perdue')))).rejects.toThrow('perdue');
    expect(await reused.rows('SELECT d', [], r.read(['ok']))).toEqual(['ok']);
  });

  it('tells dates apart to the millisecond', async () => {
    const reused = new ReusedReads(new WriteGeneration());
    const r = reads();
    await reused.rows('SELECT f', [new Date('2026-11-27T10:00:00.100Z')], r.read([1]));
    expect(await reused.rows('SELECT f', [new Date('2026-11-27T10:00:00.200Z')], r.read([2]))).toEqual([2]);
  });

  it('reads again after the maximum age (another instance may have written)', async () => {
    let now = 1_000;
    const reused = new ReusedReads(new WriteGeneration(), 2_000, () => now);
    const r = reads();
    await reused.rows('SELECT e', [], r.read([1]));
    now += 1_999;
    expect(await reused.rows('SELECT e', [], r.read([2]))).toEqual([1]);
    now += 1;
    expect(await reused.rows('SELECT e', [], r.read([3]))).toEqual([3]);
  });
});
