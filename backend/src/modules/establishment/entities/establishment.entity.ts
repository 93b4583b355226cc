import type { EstablishmentType } from '@troc/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One site of the public-establishment directory behind the establishment selects
 * (supporting §2, §4, §7): reference data loaded at start-up from establishment-directory.data.ts.
 */
@Entity('establishment')
@Index('IDX_establishment_type_region', ['type', 'regionName'])
export class Establishment {
  @PrimaryGeneratedColumn()
  id: number;

  /** The directory code a user or a listing stores (the sites lookup's value). */
  @Index('IDX_establishment_value', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  value: string;

  @Column({ type: 'varchar', length: 32 })
  type: EstablishmentType;

  /** INSEE code of the région. */
  @Column({ type: 'varchar', length: 3 })
  regionCode: string;

  @Column({ type: 'varchar', length: 64 })
  regionName: string;

  @Column({ type: 'varchar', length: 3 })
  departement: string;

  /** The site's label, as the site select shows it. */
  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'varchar', length: 128 })
  city: string;
}
