import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CartStatus } from '@troc/shared';

/**
 * A requester's cart for one cédant organisation (core §3 Cart): open while lines are added,
 * submitted once, when each line becomes an exchange. At most one open cart per requester and
 * organisation (`openKey` is unique and set only while open).
 */
@Entity('cart')
@Index(['userId', 'status'])
export class Cart {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  slug: string;

  @Column({ type: 'int' })
  userId: number;

  /** The cédant organisation every line belongs to. */
  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: CartStatus;

  /** '<userId>:<organisationId>' while open, null once submitted: the database keeps one open cart. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  openKey: string | null;

  @Column({ type: 'datetime', nullable: true })
  submittedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
