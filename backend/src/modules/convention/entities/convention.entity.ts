import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ConventionStatus } from '@troc/shared';

/**
 * The convention of one exchange: its generated document (numbered, kept), the signed copy a
 * party uploads, and the convention form (a convention signed elsewhere, the address for the
 * CERFA). Files live in the private document store, served to the parties only.
 */
@Entity('convention')
export class Convention {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  trackerId: number;

  /** TROC-<year>-<id>, given at the first generation and kept afterwards. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  status: ConventionStatus | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 191, nullable: true })
  fileKey: string | null;

  @Column({ type: 'datetime', nullable: true })
  generatedAt: Date | null;

  @Column({ type: 'varchar', length: 191, nullable: true })
  signedFileKey: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  signedMime: string | null;

  @Column({ type: 'datetime', nullable: true })
  signedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  signedById: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectedReason: string | null;

  /** A convention signed outside the platform (its documents are uploaded instead). */
  @Column({ type: 'boolean', default: false })
  regularized: boolean;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cerfaPostal: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cerfaCity: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
