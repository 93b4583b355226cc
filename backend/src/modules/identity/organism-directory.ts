import { foldText } from '@troc/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OrganismSuggestion, OrganismType } from '@troc/shared';
import { Brackets, type Repository } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { OrganismDirectoryEntry } from './entities/organism-directory-entry.entity.js';

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

@Injectable()
export class LocalOrganismDirectory implements OrganismDirectory {
  constructor(@InjectRepository(OrganismDirectoryEntry) private readonly entries: Repository<OrganismDirectoryEntry>) {}

  async bySiret(siret: string): Promise<DirectoryEstablishment | null> {
    const entry = await this.entries.findOne({ where: { siret }, order: { id: 'ASC' } });
    if (!entry) return null;
    const { organismType, identifier, name, closedOn } = entry;
    return { organismType, identifier, name, closed: closedOn !== null };
  }

  async search(type: OrganismType, query: string, limit: number): Promise<OrganismSuggestion[]> {
    const folded = escapeLike(foldText(query));
    if (!folded) return [];
    const rows = await this.entries
      .createQueryBuilder('e')
      .where('e.organismType = :type', { type })
      .andWhere(
        new Brackets((q) =>
          q
            .where("e.searchName LIKE :prefix ESCAPE '!'", { prefix: `${folded}%` })
            .orWhere("e.searchName LIKE :word ESCAPE '!'", { word: `% ${folded}%` })
            .orWhere('e.identifier = :identifier', { identifier: query.trim().toUpperCase() }),
        ),
      )
      .orderBy('e.name', 'ASC')
      .take(limit)
      .getMany();
    return rows.map((e) => ({
      value: e.name,
      value_alt: [e.postalCode, e.city].filter(Boolean).join(' ') || undefined,
      data: e.identifier,
      organism_name: e.name,
      organism_identifier: e.identifier,
      hierarchy: e.hierarchy ?? undefined,
    }));
  }
}
