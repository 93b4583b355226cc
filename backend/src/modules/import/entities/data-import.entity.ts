import { type ImportFileFormat, type ImportKind, ImportStatus } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Actor } from '../../../core/auth/actor.js';

/**
 * One uploaded file to import: who sent it (as they were), its headers and the columns matched to
 * them, its status (the import machine) and its counters, polled from any process. Its lines,
 * written when the job starts, are import_line rows.
 */
@Entity('data_import')
@Index(['userId', 'createdAt'])
@Index(['status'])
export class DataImport {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'simple-json' })
  actor: Actor;

  @Column({ type: 'varchar', length: 16 })
  kind: ImportKind;

  /** The uploaded file's own name. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  format: ImportFileFormat;

  @Column({ type: 'varchar', length: 16, default: ImportStatus.ToComplete })
  status: ImportStatus;

  @Column({ type: 'int', nullable: true })
  operationId: number | null;

  @Column({ type: 'simple-json' })
  headers: string[];

  /** Column key → the file's header read for it. */
  @Column({ type: 'simple-json' })
  mapping: Record<string, string | null>;

  @Column({ type: 'int', default: 0 })
  nbImages: number;

  @Column({ type: 'int', default: 0 })
  nbLines: number;

  @Column({ type: 'int', default: 0 })
  nbLinesProcessed: number;

  @Column({ type: 'int', default: 0 })
  nbSuccessLines: number;

  @Column({ type: 'int', default: 0 })
  nbToCompleteLines: number;

  @Column({ type: 'int', default: 0 })
  nbErrorLines: number;

  /** Every line of the file is an import_line row (the job wrote them all). */
  @Column({ type: 'boolean', default: false })
  linesWritten: boolean;

  /** A failed import's French reason. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  /** The queued job working on it: a resumed import gets a new one. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  jobId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
