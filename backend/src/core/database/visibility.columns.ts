import { type Visibility, Visibility as V } from '@troc/shared';
import { Column } from 'typeorm';
import { AddressColumns } from './address.columns.js';

/**
 * Who sees a listing or an operation, one definition for both tables: the visibility list the
 * form shows and one indexed flag per value, which the one visibility rule (the troc module's
 * TrocVisibility) reads on both. Like AddressColumns, extended rather than embedded (same column
 * names, flat fields, no migration); it extends AddressColumns only because a class has one parent.
 */
export abstract class VisibilityColumns extends AddressColumns {
  @Column({ type: 'simple-array' })
  visibility: Visibility[];

  @Column({ type: 'boolean', default: false })
  visIndividual: boolean;

  @Column({ type: 'boolean', default: false })
  visExternal: boolean;

  @Column({ type: 'boolean', default: false })
  visGroup: boolean;

  @Column({ type: 'boolean', default: true })
  visInternal: boolean;

  @Column({ type: 'boolean', default: false })
  visPrivate: boolean;

  /** Internal visibility limited to chosen services (rows in the table's perimeter table). */
  @Column({ type: 'boolean', default: false })
  perimeterRestricted: boolean;
}

type VisibilityFields = Pick<
  VisibilityColumns,
  'visibility' | 'visIndividual' | 'visExternal' | 'visGroup' | 'visInternal' | 'visPrivate'
>;

/** Sets the list and its flags together, so that they never disagree. */
export function setVisibility(row: VisibilityFields, visibility: Visibility[]): void {
  row.visibility = visibility;
  row.visIndividual = visibility.includes(V.Individual);
  row.visExternal = visibility.includes(V.External);
  row.visGroup = visibility.includes(V.Group);
  row.visInternal = visibility.includes(V.Internal);
  row.visPrivate = visibility.includes(V.Private);
}
