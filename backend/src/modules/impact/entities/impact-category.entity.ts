import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A node of the impact models' category tree (supporting §2, §3: a category has a slug). */
@Entity('impact_category')
export class ImpactCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @Column({ type: 'int', default: 0 })
  position: number;
}
