import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  type ItemPriceType,
  type ItemState,
  PublicationStatus,
  QuantityUnit,
  type RequestType,
  type SwapType,
} from '@troc/shared';
import { CentsColumn } from '../../../core/database/columns.js';
import { VisibilityColumns } from '../../../core/database/visibility.columns.js';

/**
 * What the visibility rule reads. The search indexes start with the status and one filter
 * (date order, bounding box, département and commune, région, category) and then carry these columns,
 * the coordinates and the date: a search finds its page and its counts in one index without
 * reading the rows (see TrocSearchService).
 */
const SEARCH_COVER = [
  'visIndividual',
  'visExternal',
  'visGroup',
  'organisationGroupId',
  'visInternal',
  'organisationId',
  'perimeterRestricted',
  'visPrivate',
] as const;

/**
 * A listing (troc). Money in cents, weights in grams, dimensions and volume in hundredths
 * of cm and m³: never floats in the database. A draft may be incomplete, so most columns
 * are nullable; `publishable` is computed from the shared form rules.
 *
 * The visibility is kept twice (VisibilityColumns): the list the form shows, and one indexed
 * flag per value that the visibility filter of every read uses.
 */
@Entity('troc')
// Date order (the id breaks ties) for visitors' searches; the filter columns ride along so that
// a filtered page can be read in date order from this index too (16 columns: MySQL's maximum).
@Index('IDX_troc_search_date', [
  'publicationStatus',
  'publishedAt',
  'id',
  ...SEARCH_COVER,
  'lat',
  'lon',
  'categoryId',
  'departement',
  'region',
])
@Index('IDX_troc_search_geo', ['publicationStatus', 'lat', 'lon', ...SEARCH_COVER, 'publishedAt'])
@Index('IDX_troc_search_departement', [
  'publicationStatus',
  'departement',
  'cityCode',
  ...SEARCH_COVER,
  'lat',
  'lon',
  'publishedAt',
])
@Index('IDX_troc_search_region', ['publicationStatus', 'region', ...SEARCH_COVER, 'lat', 'lon', 'publishedAt'])
@Index('IDX_troc_search_category', ['publicationStatus', 'categoryId', ...SEARCH_COVER, 'lat', 'lon', 'publishedAt'])
// FULLTEXT on MySQL; TypeORM makes it a plain index on SQLite, which the keyword subquery reads
// instead of the whole table (see troc-search.keyword.ts).
@Index('IDX_troc_keyword', ['searchText'], { fulltext: true })
@Index(['publicationStatus', 'availabilityStartDate'])
@Index(['publicationStatus', 'availabilityEndDate'])
@Index(['ownerId', 'publicationStatus'])
@Index(['managerId', 'publicationStatus'])
@Index(['organisationId', 'publicationStatus'])
@Index(['categoryId'])
@Index(['operationId', 'publicationStatus'])
export class Troc extends VisibilityColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'varchar', length: 16 })
  requestType: RequestType;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Name, description, taxonomy and brand folded (no accents, lower case) for the keyword search. */
  @Column({ type: 'text', nullable: true })
  searchText: string | null;

  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  swapType: SwapType | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  itemPriceType: ItemPriceType | null;

  @CentsColumn({ nullable: true })
  currentPriceCents: number | null;

  @CentsColumn({ nullable: true })
  purchasePriceCents: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  itemState: ItemState | null;

  @Column({ type: 'int', nullable: true })
  itemTotalQuantity: number | null;

  @Column({ type: 'int', nullable: true })
  itemMinQuantity: number | null;

  @Column({ type: 'int', nullable: true })
  itemMaxQuantity: number | null;

  @Column({ type: 'int', nullable: true })
  itemRequestQuantity: number | null;

  @Column({ type: 'int', nullable: true })
  itemNewQuantity: number | null;

  /** Held by reservations, then handed over; both stay 0 until trackers exist. */
  @Column({ type: 'int', default: 0 })
  quantityReserved: number;

  @Column({ type: 'int', default: 0 })
  quantityOut: number;

  @Column({ type: 'varchar', length: 16, default: QuantityUnit.Unit })
  unit: QuantityUnit;

  @Column({ type: 'int', nullable: true })
  weightGrams: number | null;

  @Column({ type: 'int', nullable: true })
  volumeHundredths: number | null;

  @Column({ type: 'int', nullable: true })
  heightHundredths: number | null;

  @Column({ type: 'int', nullable: true })
  widthHundredths: number | null;

  @Column({ type: 'int', nullable: true })
  lengthHundredths: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  taxonomy: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  brand: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  expiryDate: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  associatedConsumables: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  possibleUses: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  mandatorySkills: string | null;

  @Column({ type: 'boolean', default: false })
  tama: boolean;

  /** 'YYYY-MM-DD', compared as text by the periodic job. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  availabilityStartDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  availabilityEndDate: string | null;

  @Column({ type: 'varchar', length: 16, default: PublicationStatus.Draft })
  publicationStatus: PublicationStatus;

  @Column({ type: 'boolean', default: false })
  rejected: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  moderationMessage: string | null;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'int' })
  ownerId: number;

  @Column({ type: 'int' })
  managerId: number;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'int', nullable: true })
  organisationGroupId: number | null;

  /** Kept with the listing for the organisation-name filter of the search. */
  @Column({ type: 'varchar', length: 255 })
  organisationName: string;

  /** The site of the establishment directory where the item is (address step's establishment selects), if any. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  establishmentValue: string | null;

  @Column({ type: 'int', nullable: true })
  image0Id: number | null;

  @Column({ type: 'int', nullable: true })
  image1Id: number | null;

  @Column({ type: 'int', nullable: true })
  image2Id: number | null;

  @Column({ type: 'int', nullable: true })
  documentId: number | null;

  @Column({ type: 'int', default: 0 })
  viewTotal: number;

  /** Its delegates as ',4,12,' (the delegation table is the identity module's; see shared/delegates-column). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  delegates: string | null;

  /** The operation grouping this listing (the operation module owns operations). */
  @Column({ type: 'int', nullable: true })
  operationId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

export const IMAGE_COLUMNS = ['image0Id', 'image1Id', 'image2Id'] as const;
