import { Column } from 'typeorm';

/**
 * Where a listing or an operation is: the address step's columns, one definition for both
 * tables. Entities extend it rather than embed it so that the columns keep their names and the
 * code its flat fields (`troc.postal`, `operation.lat`): no migration, no rename in the queries.
 */
export abstract class AddressColumns {
  @Column({ type: 'varchar', length: 5, nullable: true })
  postal: string | null;

  /** INSEE code of the commune. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  cityCode: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cityName: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  departement: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  region: string | null;

  @Column({ type: 'double', nullable: true })
  lat: number | null;

  @Column({ type: 'double', nullable: true })
  lon: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  deliveryLocation: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  deliveryNotes: string | null;
}
