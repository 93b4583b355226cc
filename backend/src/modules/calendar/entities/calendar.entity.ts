import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The booking calendar of one loan listing (supporting §3 Calendar item): its token and
 * opening hours. Its row is also the lock every booking of the listing takes, so that two
 * approvals of the last units cannot both pass on MySQL.
 */
@Entity('calendar')
export class Calendar {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  trocId: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  token: string;

  /** 'HH:mm', the hour a loan is handed over; null when not said. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  timeStart: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  timeEnd: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
