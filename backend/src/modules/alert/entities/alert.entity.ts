import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RequestType, SwapType } from '@troc/shared';

/**
 * A saved search (core §3 Saved search): the search form's criteria, and the high-water mark
 * of the listings already mailed (publication date, then id for listings of the same
 * second), so that each run of the job reads only what was published since.
 */
@Entity('alert')
@Index(['userId', 'createdAt'])
// The job walks the active alerts in id order.
@Index(['active', 'id'])
export class Alert {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  slug: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  keyword: string | null;

  /** The commune's slug ('bordeaux-33063'), as the search form holds it. */
  @Column({ type: 'varchar', length: 191, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  departement: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  region: string | null;

  /** Kilometres around the city. */
  @Column({ type: 'int', nullable: true })
  distance: number | null;

  @Column({ type: 'simple-array' })
  swapTypes: SwapType[];

  @Column({ type: 'simple-array' })
  requestTypes: RequestType[];

  /** The level-0 category's slug. */
  @Column({ type: 'varchar', length: 191, nullable: true })
  category: string | null;

  @Column({ type: 'int', default: 0 })
  nbSent: number;

  /** False once its owner unsubscribed from its mails. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastRunAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastSentAt: Date | null;

  /** Publication date of the newest listing already mailed (or the creation date). */
  @Column({ type: 'datetime' })
  markPublishedAt: Date;

  /** Its id: listings of the same second come after it by id. */
  @Column({ type: 'int', default: 0 })
  markTrocId: number;
}
