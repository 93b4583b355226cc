import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A node of the category tree. Ids are fixed by the reference data (category 3 carries the
 * document field, as the specification says), so they are not generated.
 */
@Entity('category')
export class Category {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
