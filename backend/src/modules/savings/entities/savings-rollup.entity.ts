import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BigNumberColumn } from '../../../core/database/columns.js';

/** How a rollup row groups the exchanges: given by service, received by taker; both by category and operation. */
export type RollupBreakdown = 'service' | 'taker' | 'category' | 'operation';

/**
 * The completed exchanges' savings summed per organisation, side, month of completion (UTC) and
 * group of each breakdown the dashboard shows: given (the listing's organisation) by the
 * exchange's service, received (the taker's organisation) by the taker, and both by category and
 * by operation. Every exchange is in one group of each breakdown, so a month's total is the sum of
 * its category rows. One table per breakdown rather than their cross product: an organisation
 * keeps a few thousand rows (months × services + categories + operations), not one per exchange.
 *
 * The database keeps it in step with the tracker table (triggers, see savings-rollup.sql.ts), in
 * the transaction of every write; the savings dashboard reads it instead of the exchanges.
 * Absent groups are 0, not NULL, so that the primary key can be upserted on both drivers. A sum
 * over no known value is null on the dashboard: each sum keeps how many values it adds.
 */
@Entity('savings_rollup')
export class SavingsRollup {
  @PrimaryColumn({ type: 'int' })
  organisationId: number;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  direction: 'given' | 'received';

  @PrimaryColumn({ type: 'varchar', length: 16 })
  breakdown: RollupBreakdown;

  /** YYYY-MM of the exchange's completion (its lastActionAt). */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  /** The service, taker, category or operation (0: none). The dashboard names a taker's service of today. */
  @PrimaryColumn({ type: 'int' })
  groupId: number;

  @Column({ type: 'int', default: 0 })
  trackers: number;

  @BigNumberColumn({ default: 0 })
  items: number;

  @BigNumberColumn({ default: 0 })
  weightGrams: number;

  @Column({ type: 'int', default: 0 })
  weightKnown: number;

  @BigNumberColumn({ default: 0 })
  economyCents: number;

  @Column({ type: 'int', default: 0 })
  economyKnown: number;

  @BigNumberColumn({ default: 0 })
  co2Grams: number;

  @Column({ type: 'int', default: 0 })
  co2Known: number;
}
