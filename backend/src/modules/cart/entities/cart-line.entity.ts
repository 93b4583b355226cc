import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CentsColumn } from '../../../core/database/columns.js';

/** A quantity of one listing in a cart, with the price proposed on a negotiable sale (core §3 Cart line). */
@Entity('cart_line')
@Index(['cartId', 'trocId'], { unique: true })
@Index(['trackerId'])
export class CartLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cartId: number;

  @Column({ type: 'int' })
  trocId: number;

  @Column({ type: 'int' })
  quantity: number;

  /** The unit price proposed by the requester (a sale with a negotiable price or make-an-offer). */
  @CentsColumn({ nullable: true })
  negotiatedPriceCents: number | null;

  /** Unused: a loan is booked on its calendar, never through a cart (cart-rules isCartable). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  endDate: string | null;

  /** The exchange made from this line at submission. */
  @Column({ type: 'int', nullable: true })
  trackerId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
