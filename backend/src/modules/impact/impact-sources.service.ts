import { Injectable } from '@nestjs/common';
import type { ImpactDefaultFactorView, ImpactSourcesResponse } from '@troc/shared';
import { DEFAULT_FACTORS } from '../../shared/default-factors.data.js';
import { ImpactQueries } from './impact.queries.js';

/**
 * What the public methodology page lists so that every figure can be defended: the sources of
 * the platform's library (never an organisation's own models) and the default factor of each
 * listing category, as stored in the generated table (the one co2Avoided reads).
 */
@Injectable()
export class ImpactSources {
  constructor(private readonly queries: ImpactQueries) {}

  async sources(): Promise<ImpactSourcesResponse> {
    const rows = await this.queries.librarySources();
    const sources = rows.map((r) => ({
      label: r.label,
      version: r.version,
      models: r.models,
      extractDate: r.loadedAt && !Number.isNaN(r.loadedAt.getTime()) ? r.loadedAt.toISOString().slice(0, 10) : null,
      current: r.enabledModels > 0,
    }));
    return { sources, defaultFactors: await this.defaultFactors() };
  }

  /** By category id (parents before their children, as ids are parent × 100 + rank). */
  private async defaultFactors(): Promise<ImpactDefaultFactorView[]> {
    const ids = Object.keys(DEFAULT_FACTORS)
      .map(Number)
      .sort((a, b) => a - b);
    const parents = ids.map((id) => Math.floor(id / 100)).filter((id) => id > 0);
    const names = new Map(
      (await this.queries.categoryNames([...new Set([...ids, ...parents])])).map((c) => [c.id, c.name]),
    );
    // A category the database does not have (not seeded) is left out rather than shown unnamed.
    return ids
      .filter((id) => names.has(id))
      .map((id) => {
        const factor = DEFAULT_FACTORS[id] ?? null;
        const parentId = Math.floor(id / 100);
        return {
          categoryId: id,
          category: names.get(id)!,
          parent: parentId > 0 ? (names.get(parentId) ?? null) : null,
          factor: factor && {
            key: factor.key,
            label: factor.label,
            unit: factor.unit,
            kgCo2ePerUnit: factor.kgCo2ePerUnit,
            source: factor.source,
          },
        };
      });
  }
}
