import type { CalendarPeriodStatus, CalendarPeriodType, ReturnCondition } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A booking period (supporting §3 Calendar period). Days are Paris calendar days written
 * 'YYYY-MM-DD', both ends included. A loan request has its exchange (trackerId); the
 * manager's own reservations and maintenance periods have none.
 */
@Entity('calendar_period')
// Availability reads the holding periods of a listing overlapping a window.
@Index(['trocId', 'status', 'startDate'])
@Index(['userId', 'startDate'])
@Index(['managerId', 'startDate'])
// The daily job reads periods by status and day.
@Index(['status', 'endDate'])
export class CalendarPeriod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  trocId: number;

  @Column({ type: 'varchar', length: 16 })
  status: CalendarPeriodStatus;

  @Column({ type: 'varchar', length: 16 })
  type: CalendarPeriodType;

  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10 })
  endDate: string;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  itemUsage: string | null;

  /** Who booked it (the requester, or the manager for their own periods). */
  @Column({ type: 'int' })
  userId: number;

  @Index({ unique: true })
  @Column({ type: 'int', nullable: true })
  trackerId: number | null;

  /** The listing's manager when booked: the overdue list and the reminders read it. */
  @Column({ type: 'int' })
  managerId: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  returnedOn: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  returnCondition: ReturnCondition | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  returnNote: string | null;

  @Column({ type: 'int', nullable: true })
  returnedById: number | null;

  /** Which reminders went out, so that the daily job sends each once. */
  @Column({ type: 'boolean', default: false })
  remindedDueSoon: boolean;

  @Column({ type: 'boolean', default: false })
  remindedOverdue: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
