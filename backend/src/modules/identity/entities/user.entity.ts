import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '@troc/shared';
import { Organisation } from './organisation.entity.js';
import { Service } from './service.entity.js';

@Entity('app_user')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 191, unique: true })
  slug: string;

  /** Stored lower-cased, so uniqueness ignores case. */
  @Column({ type: 'varchar', length: 500, unique: true })
  email: string;

  /** Empty for an account created through ProConnect until its owner sets a password (the reset link). */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /**
   * The ProConnect `sub` linked to this account: the link survives a change of address at the identity
   * provider (ProConnect's sub is specific to the pair of this service and the identity provider).
   */
  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  proconnectSub: string | null;

  @Column({ type: 'varchar', length: 500 })
  firstname: string;

  @Column({ type: 'varchar', length: 500 })
  lastname: string;

  @Column({ type: 'simple-array' })
  roles: Role[];

  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Organisation, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisationId' })
  organisation: Relation<Organisation>;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  @ManyToOne(() => Service, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'serviceId' })
  service: Relation<Service> | null;

  @Column({ type: 'datetime', nullable: true })
  emailValidatedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  personalDataAcceptedAt: Date | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  city: string | null;

  /** INSEE code of the city. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  cityCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  registrationNote: string | null;

  /** The site of the establishment directory chosen on the profile (establishment selects), if any. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  establishmentValue: string | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
