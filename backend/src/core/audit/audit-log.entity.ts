import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One state change of one record: who (null for the periodic job), when, from, to.
 * Every state machine of the application writes here, so history reads the same everywhere.
 */
@Entity('audit_log')
@Index(['entityType', 'entityId', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  entityType: string;

  @Column({ type: 'int' })
  entityId: number;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ type: 'varchar', length: 32 })
  fromStatus: string;

  @Column({ type: 'varchar', length: 32 })
  toStatus: string;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** Shown to the owner, e.g. the moderator's reason for a denial. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
