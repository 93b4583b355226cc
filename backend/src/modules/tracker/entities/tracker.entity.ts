import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  type AccountingUnit,
  type BeneficiaryType,
  type Co2Source,
  type ConventionStatus,
  type ItemState,
  QuantityUnit,
  type SwapType,
  TrackerStatus,
} from '@troc/shared';
import { BigNumberColumn, CentsColumn } from '../../../core/database/columns.js';

const SAVINGS_COLUMNS = [
  'categoryId',
  'operationId',
  'requestedQuantity',
  'savedWeightGrams',
  'economicGainCents',
  'co2Grams',
] as const;

/**
 * An exchange (core §3 Tracker): a request for a quantity of a listing, then its recording and
 * hand-over. The listing's side is `managerId` (its manager when the exchange started) and the
 * listing's owner; the other side is the member `userId` or a guest described by hand.
 * Money in cents, weight in grams.
 */
@Entity('tracker')
@Index(['managerId', 'status', 'lastActionAt'])
@Index(['ownerId', 'status', 'lastActionAt'])
@Index(['userId', 'status', 'lastActionAt'])
@Index(['trocId', 'status'])
@Index(['status', 'expiresAt'])
// The savings dashboard reads only these columns: covering indexes spare it a row read per exchange.
@Index(['organisationId', 'status', 'lastActionAt', ...SAVINGS_COLUMNS, 'serviceId'])
@Index(['userOrganisationId', 'status', 'lastActionAt', ...SAVINGS_COLUMNS, 'userId'])
export class Tracker {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  slug: string;

  @Column({ type: 'int' })
  trocId: number;

  @Column({ type: 'varchar', length: 32, default: TrackerStatus.ReservationRequested })
  status: TrackerStatus;

  /** Filled by the conventions; null until one is generated. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  conventionStatus: ConventionStatus | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  swapType: SwapType | null;

  @Column({ type: 'int' })
  requestedQuantity: number;

  @Column({ type: 'varchar', length: 16, default: QuantityUnit.Unit })
  unit: QuantityUnit;

  /** The listing's manager and owner when the exchange started: the cédant's side. */
  @Column({ type: 'int' })
  managerId: number;

  @Column({ type: 'int' })
  ownerId: number;

  @Column({ type: 'int' })
  organisationId: number;

  /** The repreneur, when a member. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  userOrganisationId: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  guestEmail: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  guestOrganismType: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  guestOrganismName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  guestServiceName: string | null;

  @Column({ type: 'boolean', default: false })
  regularized: boolean;

  @Column({ type: 'int', nullable: true })
  cartId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  beneficiaryType: BeneficiaryType | null;

  // The recording form (core §5 Tracker details and manage), prefilled from the listing.
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  itemState: ItemState | null;

  @Column({ type: 'int', nullable: true })
  weightGrams: number | null;

  @CentsColumn({ nullable: true })
  purchasePriceCents: number | null;

  /** The agreed price of the whole exchange (0 for a gift). */
  @CentsColumn({ nullable: true })
  totalPriceCents: number | null;

  /** The listing's price × quantity when asked: what a negotiated price is compared with. */
  @CentsColumn({ nullable: true })
  originalPriceCents: number | null;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  /** The listing's category and operation when asked: what the savings dashboard groups by. */
  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  @Column({ type: 'int', nullable: true })
  operationId: number | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  postal: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cityCode: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cityName: string | null;

  // The bilans (core §3 accounting fields): each amount may be declared unknown instead.
  @Column({ type: 'varchar', length: 16, nullable: true })
  accountingUnit: AccountingUnit | null;

  @CentsColumn({ nullable: true })
  accountingValueCents: number | null;

  @Column({ type: 'boolean', default: false })
  accountingValueUnknown: boolean;

  @CentsColumn({ nullable: true })
  accountingTransportFeeCents: number | null;

  @Column({ type: 'boolean', default: false })
  accountingTransportFeeUnknown: boolean;

  @Column({ type: 'boolean', default: false })
  purchasePriceUnknown: boolean;

  // What the completed exchange saved, computed at completion (and again when its bilans change).
  @CentsColumn({ nullable: true })
  economicGainCents: number | null;

  /** Unit weight × quantity handed over. */
  @BigNumberColumn({ nullable: true })
  savedWeightGrams: number | null;

  /** kgCO2e avoided × 1000, from the factor recorded beside it. */
  @BigNumberColumn({ nullable: true })
  co2Grams: number | null;

  /** Which factor produced co2Grams: its key, label, value, unit and source (label, package, version). */
  @Column({ type: 'simple-json', nullable: true })
  co2Source: Co2Source | null;

  /** Every factor summed into co2Grams (the chosen impact models); null before the impact module. */
  @Column({ type: 'simple-json', nullable: true })
  co2Sources: Co2Source[] | null;

  /** When an unanswered request is cancelled by the system. */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'datetime' })
  lastActionAt: Date;

  @Column({ type: 'int' })
  createdById: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
