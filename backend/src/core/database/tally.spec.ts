import { Column, type DataSource, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import { addCounts, Tally } from './tally.js';

@Entity('tally_sample')
class Sample {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', default: 0 })
  viewTotal!: number;

  @UpdateDateColumn()
  updatedAt!: Date;
}

describe('Tally', () => {
  it('keeps counts until written, and tells what is not written yet', async () => {
    const written: [number, number][][] = [];
    const tally = new Tally(
      async (m) => void written.push([...m]),
      () => undefined,
      60_000,
    );
    tally.add(1);
    tally.add(1);
    tally.add(2, 3);
    expect([tally.unwritten(1), tally.unwritten(2), tally.unwritten(9)]).toEqual([2, 3, 0]);
    await tally.flush();
    expect(written).toEqual([
      [
        [1, 2],
        [2, 3],
      ],
    ]);
    expect(tally.unwritten(1)).toBe(0);
    await tally.stop();
    expect(written).toHaveLength(1);
  });

  it('counts a write in progress as unwritten, and never writes twice at once', async () => {
    let release!: () => void;
    let running = 0;
    let most = 0;
    const tally = new Tally(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
      () => undefined,
      60_000,
    );
    tally.add(7);
    const first = tally.flush();
    await new Promise((resolve) => setImmediate(resolve));
    tally.add(7);
    const second = tally.flush();
    expect(tally.unwritten(7)).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(tally.unwritten(7)).toBe(0);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const written: [number, number][] = [];
    const tally = new Tally(
      async (m) => {
        if (fail) throw new Error('base indisponible');
        written.push(...m);
      },
      (e) => errors.push(e),
      60_000,
    );
    tally.add(4, 2);
    await tally.flush();
    expect(errors).toHaveLength(1);
    expect(tally.unwritten(4)).toBe(2);
    fail = false;
    tally.add(4);
    await tally.stop();
    expect(written).toEqual([[4, 3]]);
  });

  it('writes by itself every interval', async () => {
    const written: number[] = [];
    const tally = new Tally(
      async (m) => void written.push(...m.keys()),
      () => undefined,
      20,
    );
    tally.add(5);
    for (let waited = 0; written.length === 0 && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await tally.stop();
    expect(written).toEqual([5]);
  });
});

describe('addCounts', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = await memoryDatabase([Sample]);
  });

  afterAll(() => ds?.destroy());

  it('adds each count to its row and leaves the update date alone', async () => {
    const repo = ds.getRepository(Sample);
    const rows = await repo.save([{ viewTotal: 0 }, { viewTotal: 10 }, { viewTotal: 5 }]);
    const past = new Date('2020-01-01T00:00:00Z');
    await repo.createQueryBuilder().update().set({ updatedAt: past }).execute();
    const many = new Map(Array.from({ length: 1_200 }, (_, i) => [100_000 + i, 1]));
    await addCounts(
      ds.manager,
      'tally_sample',
      'viewTotal',
      new Map([[rows[0]!.id, 1], [rows[1]!.id, 3], [rows[2]!.id, 1], ...many]),
    );
    const after = await repo.find({ order: { id: 'ASC' } });
    expect(after.map((r) => r.viewTotal)).toEqual([1, 13, 6]);
    expect(after.every((r) => r.updatedAt.getTime() === past.getTime())).toBe(true);
  });
});
