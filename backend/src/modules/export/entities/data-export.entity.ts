import type { ExportFormat } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Actor } from '../../../core/auth/actor.js';

export type ExportState = 'pending' | 'running' | 'done' | 'failed';

/**
 * One export asked for: its filters, its progress (polled from any process) and its file,
 * downloadable by the one who asked until it expires.
 */
@Entity('data_export')
@Index(['userId', 'createdAt'])
@Index(['expiresAt'])
export class DataExport {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ type: 'varchar', length: 8 })
  format: ExportFormat;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  organisationId: number;

  /** Who asked, as they were when they asked: the rows are read with their rights. */
  @Column({ type: 'simple-json' })
  actor: Actor;

  @Column({ type: 'simple-json' })
  filters: Record<string, unknown>;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: ExportState;

  @Column({ type: 'int', default: 0 })
  nbLines: number;

  @Column({ type: 'int', default: 0 })
  nbLinesProcessed: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ type: 'int', nullable: true })
  size: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;

  /** The file is removed after this moment (and the export with it). */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;
}
