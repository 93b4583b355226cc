import type { MassActionKind, MassEditValues } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Actor } from '../../../core/auth/actor.js';

export type MassActionState = 'pending' | 'Terminated' | 'Ignored' | 'Error';

/**
 * One mass action asked for: who asked (as they were), what to do and its progress (polled from
 * any process). The ids, resolved when it was asked, are its mass_action_line rows.
 */
@Entity('mass_action')
@Index(['userId', 'createdAt'])
@Index(['status'])
export class MassAction {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'simple-json' })
  actor: Actor;

  @Column({ type: 'varchar', length: 16 })
  action: MassActionKind;

  @Column({ type: 'simple-json' })
  form: MassEditValues;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MassActionState;

  @Column({ type: 'int', default: 0 })
  nbLines: number;

  @Column({ type: 'int', default: 0 })
  nbLinesProcessed: number;

  /** Why it ended in Error (French): cancelled by its author, or given up by the queue. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  /** The queued job working on it: a resumed action gets a new one. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  jobId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
