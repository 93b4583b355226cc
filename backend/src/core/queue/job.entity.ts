import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** Every queued job and its progress, so any process can answer a poll and a restart loses nothing. */
@Entity('job')
@Index(['queue', 'status'])
export class JobRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  queue: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: JobStatus;

  @Column({ type: 'simple-json' })
  payload: unknown;

  @Column({ type: 'int', default: 0 })
  processed: number;

  /** Runs started so far; the reconciler gives the job up after JOB_MAX_ATTEMPTS. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'int', nullable: true })
  total: number | null;

  @Column({ type: 'simple-json', nullable: true })
  result: unknown;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  /** A delayed job waits until then (timed transitions, reminders); null runs at once. */
  @Column({ type: 'datetime', nullable: true })
  runAt: Date | null;

  /**
   * The occurrence of a repeatable job ('queue/name@ISO date'); unique, so two processes
   * planning the same occurrence insert it once.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160, nullable: true })
  scheduleKey: string | null;

  @Column({ type: 'datetime', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
