import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OrganismType } from '@troc/shared';

/** Local copy of the public directories (RNA, SIRENE, annuaire de l'administration) used for suggestions. */
@Entity('organism_directory_entry')
@Index(['organismType', 'identifier'], { unique: true })
@Index(['organismType', 'searchName'])
@Index(['siret'])
export class OrganismDirectoryEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  organismType: OrganismType;

  @Column({ type: 'varchar', length: 64 })
  identifier: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Name folded to lower case without accents, for prefix and word search. */
  @Column({ type: 'varchar', length: 255 })
  searchName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  postalCode: string | null;

  /** SIRET of the establishment (14 digits), when known: a ProConnect sign-in names its organisation by it. */
  @Column({ type: 'varchar', length: 14, nullable: true })
  siret: string | null;

  /** When the establishment closed (SIRENE's administrative state F); null while it is open. */
  @Column({ type: 'date', nullable: true })
  closedOn: string | null;

  /** Parent administration or network, shown next to the name. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  hierarchy: string | null;
}
