import type { OrganismSuggestion, OrganismType } from '@troc/shared';

/**
 * Where organisation names are suggested from. The local directory is seeded with the
 * demo set; the public SIRENE, RNA and annuaire APIs can stand behind the same interface.
 */
export interface OrganismDirectory {
  search(type: OrganismType, query: string, limit: number): Promise<OrganismSuggestion[]>;
  /** The establishment of a SIRET, open or closed, when the directory knows it. */
  bySiret(siret: string): Promise<DirectoryEstablishment | null>;
}

export interface DirectoryEstablishment {
  organismType: OrganismType;
  identifier: string;
  name: string;
  closed: boolean;
}

export const ORGANISM_DIRECTORY = Symbol('ORGANISM_DIRECTORY');
