import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Organisation } from './organisation.entity.js';

/**
 * A service of an organisation (the perimeter of the specification). `hierarchy` is the
 * materialised path of ids from the root, e.g. "/3/12/40/", so a subtree is one LIKE query.
 */
@Entity('service')
@Index(['organisationId', 'hierarchy'])
export class Service {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Organisation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisationId' })
  organisation: Relation<Organisation>;

  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  internalCode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  altInternalCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  prefix: string | null;

  @Column({ type: 'varchar', length: 255, default: '/' })
  hierarchy: string;

  @Column({ type: 'int', default: 0 })
  nbChildren: number;
}
