import type { MassFieldRefusal } from '@troc/shared';
import type { MassSnapshot } from '../../troc/index.js';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type MassLineState = 'waiting' | 'running' | 'updated' | 'unchanged' | 'error';

/**
 * One listing of a mass action, exactly once (unique massActionId + trocId): written waiting when
 * the action is asked, claimed running with the listing's values before the change, then given its
 * outcome. A stopped worker's job, resumed, finishes the running line and skips the finished ones.
 */
@Entity('mass_action_line')
@Index(['massActionId', 'trocId'], { unique: true })
@Index(['massActionId', 'position'])
export class MassActionLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  massActionId: string;

  @Column({ type: 'int' })
  trocId: number;

  /** The line's place in the selection: the report keeps the selection's order. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 16, default: 'waiting' })
  status: MassLineState;

  @Column({ type: 'simple-json', nullable: true })
  before: MassSnapshot | null;

  @Column({ type: 'simple-json', nullable: true })
  excerpt: Record<string, [string | null, string | null]> | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  message: string | null;

  /** A mass edit's fields not applied on this listing, each with its reason. */
  @Column({ type: 'simple-json', nullable: true })
  refused: MassFieldRefusal[] | null;
}
