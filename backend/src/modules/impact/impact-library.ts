import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ImpactResultRule, ImpactUnit } from '@troc/shared';
import { Transactions } from '../../core/database/transactions.js';
import { ImpactQueries } from './impact.queries.js';
import { IMPACT_LIBRARY } from './impact-models.data.js';

/** The library as generate-impact-models.mjs writes it from the ADEME package. */
export interface LibraryExtract {
  source: { label: string; package: string; version: string };
  categories: { slug: string; title: string; parent: string | null }[];
  models: {
    sourceUniqueId: string;
    title: string;
    description: string | null;
    inputUnit1: 'unit' | 'kg' | 'litre' | 'km' | 'kWh' | 'm2';
    emissionFactor: number;
    category: string;
  }[];
}

/** A stable slug per rule and version: the same rule of a newer extract is another model. */
export const librarySlug = (key: string, version: string) =>
  `${key} ${version}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 191);

/**
 * Loads the platform's library at start-up when its version is not in the database yet: the
 * categories (kept by slug), the models of this version; the platform models of older versions
 * are disabled (choices already made keep reading them, the completed exchanges keep their source).
 */
@Injectable()
export class ImpactLibrary implements OnApplicationBootstrap {
  constructor(
    private readonly queries: ImpactQueries,
    private readonly transactions: Transactions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.load(IMPACT_LIBRARY);
  }

  async load(extract: LibraryExtract): Promise<number> {
    const { version, label } = extract.source;
    if (await this.queries.hasLibraryVersion(version)) return 0;
    return this.transactions.run(async (manager) => {
      const ids = new Map<string, number>();
      for (const [position, category] of extract.categories.entries()) {
        const parentId = category.parent ? (ids.get(category.parent) ?? null) : null;
        ids.set(category.slug, await this.queries.upsertCategory(manager, { ...category, parentId, position }));
      }
      await this.queries.disableOlderLibrary(manager, version);
      await this.queries.insertModels(
        manager,
        extract.models.map((m) => ({
          slug: librarySlug(m.sourceUniqueId, version),
          title: m.title,
          sourceUniqueId: m.sourceUniqueId,
          description: m.description,
          outputUnit: ImpactUnit.KgCo2e,
          inputUnit1: m.inputUnit1 as ImpactUnit,
          inputUnit2: null,
          emissionFactor: m.emissionFactor,
          sourceLabel: label,
          sourceVersion: version,
          displayDate: null,
          // Per object: one object per unit of the listing; otherwise the quantity is given when chosen.
          calculationRule: [{ unit: m.inputUnit1 as ImpactUnit, value: m.inputUnit1 === 'unit' ? 1 : null }],
          resultRule: ImpactResultRule.FactorTimesInput,
          categoryId: ids.get(m.category) ?? null,
          organisationId: null,
          enabled: true,
        })),
      );
      return extract.models.length;
    });
  }
}
