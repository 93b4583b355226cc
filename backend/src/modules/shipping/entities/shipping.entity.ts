import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ShippingArea, ShippingUnit } from '@troc/shared';
import { CentsColumn } from '../../../core/database/columns.js';

/** A carrier whose price grids give the listing view its shipping estimates. */
@Entity('shipping_provider')
export class ShippingProvider {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Insurance on the declared value, in per mille (ad valorem). */
  @Column({ type: 'int', default: 0 })
  insurancePerMille: number;
}

/** One line of a carrier's grid: a price up to a weight (grams) or a distance (metres), in one area. */
@Entity('shipping_rate')
@Index(['providerId', 'area'])
export class ShippingRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @Column({ type: 'varchar', length: 16 })
  area: ShippingArea;

  @Column({ type: 'varchar', length: 16 })
  unit: ShippingUnit;

  /** Grams (Kilogram) or metres (Meter). */
  @Column({ type: 'int' })
  maxThreshold: number;

  @CentsColumn()
  priceCents: number;
}
