import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { OrganisationKind, OrganismType } from '@troc/shared';
import { OrganisationGroup } from './organisation-group.entity.js';

@Entity('organisation')
@Index(['organismType', 'identifier'], { unique: true })
export class Organisation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  kind: OrganisationKind;

  @Column({ type: 'varchar', length: 16 })
  organismType: OrganismType;

  /** RNA number, SIREN or directory id; null for an organisation typed in by hand. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  identifier: string | null;

  /** SIRET of the establishment (14 digits): how a ProConnect sign-in finds its organisation. */
  @Column({ type: 'varchar', length: 14, nullable: true, unique: true })
  siret: string | null;

  @Column({ type: 'int', nullable: true })
  groupId: number | null;

  @ManyToOne(() => OrganisationGroup, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'groupId' })
  group: Relation<OrganisationGroup> | null;

  /** When set, listings published by its members wait for one of its moderators. */
  @Column({ type: 'boolean', default: false })
  moderateListings: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
