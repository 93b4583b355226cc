import { foldText } from '@troc/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OrganismSuggestion, OrganismType } from '@troc/shared';
import { Brackets, type Repository } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { OrganismDirectoryEntry } from './entities/organism-directory-entry.entity.js';
import type { DirectoryEstablishment, OrganismDirectory } from './organism-directory.js';

/** The directory as a table of this database (seeded with the demo set). */
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
