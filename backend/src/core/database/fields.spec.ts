import { Column, CreateDateColumn, type DataSource, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import { entityReader, fieldsReader } from './fields.js';

@Entity('field_sample')
class Sample {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', name: 'sample_name' })
  name!: string;

  @Column({ type: 'boolean', default: false })
  flag!: boolean;

  @Column({ type: 'datetime', nullable: true })
  seenAt!: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  tags!: string[] | null;

  @Column({ type: 'date', nullable: true })
  day!: string | null;

  @Column({
    type: 'integer',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: number | null) => (v === null ? 0 : v * 10) },
  })
  tens!: number;

  @Column({ type: 'varchar', nullable: true, select: false })
  secret!: string | null;

  @ManyToOne(() => Sample, { nullable: true })
  parent!: Sample | null;

  @CreateDateColumn()
  createdAt!: Date;
}

describe('fieldsReader', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = await memoryDatabase([Sample]);
    await ds.getRepository(Sample).save([
      {
        name: 'armoire',
        flag: true,
        seenAt: new Date('2026-11-27T10:00:00Z'),
        tags: ['bois'],
        day: '2026-12-01',
        tens: 4,
      },
      { name: 'chaise', flag: false, seenAt: null, tags: null, day: null, secret: 'caché' },
      { name: 'table', flag: true, seenAt: new Date('2025-01-02T03:04:05Z'), tags: [], day: '2025-01-02', tens: 7 },
    ]);
  });

  afterAll(() => ds?.destroy());

  it('reads these fields of the rows asked for, converted as the entities would hold them', async () => {
    const read = fieldsReader(ds.manager, Sample, ['id', 'name', 'flag', 'seenAt', 'tags', 'day']);
    const rows = await read([3, 1, 99]);
    const entities = await ds.getRepository(Sample).findBy({});
    const byId = new Map(
      entities.map(({ id, name, flag, seenAt, tags, day }) => [id, { id, name, flag, seenAt, tags, day }]),
    );
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([byId.get(1), byId.get(3)]);
    expect(rows[0]!.seenAt).toBeInstanceOf(Date);
    expect(rows[0]!.flag).toBe(true);
    expect(await read([])).toEqual([]);
  });

  it('reads a field by its property even when its column is named otherwise, and refuses an unknown one', async () => {
    const read = fieldsReader(ds.manager, Sample, ['name']);
    expect(await read([2])).toEqual([{ name: 'chaise' }]);
    expect(() => fieldsReader(ds.manager, Sample, ['colour' as never])).toThrow('Sample has no column colour');
  });

  it('sends one SQL text per batch size, whatever the ids', async () => {
    const texts = new Set<string>();
    const manager = Object.create(ds.manager) as typeof ds.manager;
    manager.query = (sql: string, params?: unknown[]) => {
      texts.add(sql);
      return ds.manager.query(sql, params);
    };
    const read = fieldsReader(manager, Sample, ['id', 'name']);
    await read([1, 2]);
    await read([2, 3]);
    expect(await read([3])).toEqual([{ id: 3, name: 'table' }]);
    expect(texts.size).toBe(2);
  });

  it('reads whole entities as findBy does: same class, every selectable column, transformers applied, no relation', async () => {
    const read = entityReader(ds.manager, Sample);
    const rows = (await read([2, 3, 1, 99])).sort((a, b) => a.id - b.id);
    const entities = await ds.getRepository(Sample).findBy({});
    expect(rows).toEqual(entities.sort((a, b) => a.id - b.id));
    expect(rows[0]).toBeInstanceOf(Sample);
    expect(rows.map((r) => r.tens)).toEqual([40, 0, 70]);
    expect(rows[1]!.secret).toBeUndefined();
    expect(rows[0]!.parent).toBeUndefined();
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(await read([])).toEqual([]);
  });
});
