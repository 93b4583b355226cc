import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { PublicationStatus } from '@troc/shared';
import { VisibilityColumns } from '../../../core/database/visibility.columns.js';

/**
 * An operation (core §3): a named group of listings — the clearing of a building, a collection
 * day — with its own publication, manager, audience and place. Its visibility columns are the
 * listing's (VisibilityColumns), so the one visibility rule reads both.
 */
@Entity('operation')
@Index(['ownerId', 'publicationStatus'])
@Index(['managerId', 'publicationStatus'])
@Index(['publicationStatus', 'availabilityStartDate'])
@Index(['publicationStatus', 'availabilityEndDate'])
export class Operation extends VisibilityColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 16, default: PublicationStatus.Draft })
  publicationStatus: PublicationStatus;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'int' })
  ownerId: number;

  @Column({ type: 'int' })
  managerId: number;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'int', nullable: true })
  organisationGroupId: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  availabilityStartDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  availabilityEndDate: string | null;

  /** Its delegates as ',4,12,' (the delegation table is the identity module's; see shared/delegates-column). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  delegates: string | null;

  @Column({ type: 'int', default: 0 })
  viewTotal: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
