import { Column, Entity, PrimaryGeneratedColumn, type DataSource } from 'typeorm';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import { bindIntegerParameters, integersAsBigInts, NonFiniteParameterError } from './sqlite-parameters.js';

@Entity()
class Sample {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  code!: string;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'boolean', default: false })
  enabled!: boolean;

  @Column({ type: 'datetime', nullable: true })
  at!: Date | null;
}

describe('integer parameters bound on SQLite', () => {
  let ds: DataSource;
  const statements: string[] = [];

  beforeAll(async () => {
    ds = await memoryDatabase([Sample]);
    bindIntegerParameters(ds);
    const logQuery = ds.logger.logQuery.bind(ds.logger);
    ds.logger.logQuery = (query, parameters, runner) => {
      statements.push(query);
      return logQuery(query, parameters, runner);
    };
    await ds.getRepository(Sample).insert([
      { code: '007', quantity: 3, enabled: true, at: new Date('2026-01-02T03:04:05Z') },
      { code: '12', quantity: 12, enabled: false, at: null },
    ]);
  });
  afterAll(() => ds?.destroy());

  it('turns safe integers into BigInts and leaves everything else', () => {
    const at = new Date();
    expect(integersAsBigInts({ id: 7, price: 12.5, big: 2 ** 60, flag: true, at, name: 'x' })).toEqual({
      id: 7n,
      price: 12.5,
      big: 2 ** 60,
      flag: true,
      at,
      name: 'x',
    });
    const untouched = { name: 'x' };
    expect(integersAsBigInts(untouched)).toBe(untouched);
  });

  it('refuses a number that is not finite instead of writing it into the statement', async () => {
    for (const value of [Number.NaN, Infinity, -Infinity, [1, Number.NaN]]) {
      expect(() => integersAsBigInts({ quantity: value })).toThrow(NonFiniteParameterError);
    }
    const query = ds.getRepository(Sample).createQueryBuilder('s').where('s.quantity = :q', { q: Number.NaN });
    await expect(query.getCount()).rejects.toBeInstanceOf(NonFiniteParameterError);
  });

  it('writes one statement for every id, and reads the same rows as before', async () => {
    statements.length = 0;
    const repo = ds.getRepository(Sample);
    const first = await repo.createQueryBuilder('s').where('s.id = :id', { id: 1 }).getOneOrFail();
    const second = await repo.createQueryBuilder('s').where('s.id = :id', { id: 2 }).getOneOrFail();
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe(statements[1]);
    expect(statements[0]).not.toMatch(/= 1\b/);
    expect([first.code, first.quantity, first.enabled, first.at?.toISOString()]).toEqual([
      '007',
      3,
      true,
      '2026-01-02T03:04:05.000Z',
    ]);
    expect([second.code, second.enabled, second.at]).toEqual(['12', false, null]);
    // Comparisons, text columns and writes keep their meaning.
    expect(await repo.countBy({ quantity: 12 })).toBe(1);
    expect(await repo.createQueryBuilder('s').where('s.quantity > :min', { min: 2.5 }).getCount()).toBe(2);
    await repo.update({ id: 2 }, { code: String(42), quantity: 13 });
    await repo
      .createQueryBuilder()
      .update(Sample)
      .set({ code: () => ':code' })
      .where('id = :id', { id: 1, code: 77 })
      .execute();
    const rows = await repo.find({ order: { id: 'ASC' } });
    expect(rows.map((r) => [r.code, r.quantity])).toEqual([
      ['77', 3],
      ['42', 13],
    ]);
  });
});
