import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  ESTABLISHMENT_LIMITS,
  type EstablishmentRegionsResponse,
  type EstablishmentSitesResponse,
  type EstablishmentSiteView,
  fr,
  isEstablishmentType,
} from '@troc/shared';
import { Transactions } from '../../core/database/transactions.js';
import { FormError } from '../../core/errors/index.js';
import { ESTABLISHMENT_DIRECTORY, type EstablishmentSeed } from './establishment-directory.data.js';
import { type EstablishmentRow, EstablishmentQueries } from './establishment.queries.js';

const FRENCH = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const FIELDS = ['type', 'regionCode', 'regionName', 'departement', 'label', 'city'] as const;

/**
 * The public-establishment directory (supporting §2, §4, §7): the régions where a type of
 * establishment has sites, the sites of a type in a région, and the check of a stored choice.
 */
@Injectable()
export class EstablishmentService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Establishment');

  constructor(
    private readonly queries: EstablishmentQueries,
    private readonly transactions: Transactions,
  ) {}

  /** Brings the table to the directory of this release: new sites added, changed ones updated, gone ones removed. */
  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.load(ESTABLISHMENT_DIRECTORY);
    if (changed) this.logger.log(`Annuaire des établissements chargé : ${changed} modification(s).`);
  }

  /** Idempotent: a second load of the same directory changes nothing (and returns 0). */
  async load(directory: readonly EstablishmentSeed[]): Promise<number> {
    const current = new Map((await this.queries.all()).map((row) => [row.value, row]));
    const wanted = new Map(directory.map((seed) => [seed.value, seed]));
    const added: EstablishmentRow[] = [];
    const updated: { id: number; row: EstablishmentRow }[] = [];
    for (const seed of wanted.values()) {
      const row: EstablishmentRow = {
        value: seed.value,
        type: seed.type,
        regionCode: seed.regionCode,
        regionName: seed.regionName,
        departement: seed.departement,
        label: seed.label,
        city: seed.city,
      };
      const existing = current.get(seed.value);
      if (!existing) added.push(row);
      else if (FIELDS.some((field) => existing[field] !== row[field])) updated.push({ id: existing.id, row });
    }
    const removed = [...current.values()].filter((row) => !wanted.has(row.value)).map((row) => row.id);
    if (!added.length && !updated.length && !removed.length) return 0;
    await this.transactions.run(async (manager) => {
      await this.queries.insertMissing(manager, added);
      for (const { id, row } of updated) await this.queries.update(manager, id, row);
      await this.queries.deleteByIds(manager, removed);
    });
    return added.length + updated.length + removed.length;
  }

  /** The région names of a type, in French order; an unknown type has none. */
  async regions(type: string): Promise<EstablishmentRegionsResponse> {
    if (!isEstablishmentType(type)) return [];
    return (await this.queries.regionsOf(type)).sort(FRENCH.compare);
  }

  /** label → value of the sites of a type in a région (all régions when it is empty), in French order of labels. */
  async sites(type: string, region: string): Promise<EstablishmentSitesResponse> {
    if (!isEstablishmentType(type)) return {};
    const sites = await this.queries.sitesOf(type, region || null);
    sites.sort((a, b) => FRENCH.compare(a.label, b.label) || a.value.localeCompare(b.value));
    const answer: EstablishmentSitesResponse = {};
    // Two sites of one name (in different régions, when all are listed) keep the first; labels are unique per région.
    for (const site of sites) answer[site.label] ??= site.value;
    return answer;
  }

  async site(value: string): Promise<EstablishmentSiteView | null> {
    if (!value || value.length > ESTABLISHMENT_LIMITS.valueMax) return null;
    const row = await this.queries.byValue(value);
    return row
      ? {
          type: row.type,
          region: row.regionName,
          regionCode: row.regionCode,
          label: row.label,
          value: row.value,
          city: row.city,
        }
      : null;
  }

  /**
   * A site chosen on a form (the profile's establishment, a listing address's): nothing (empty,
   * null) clears it; otherwise it must be a site of the directory, else 422 on `field`.
   */
  async checkChoice(field: string, raw: unknown): Promise<string | null> {
    if (raw === undefined || raw === null || raw === '') return null;
    const value = typeof raw === 'string' ? raw.trim() : null;
    if (value === '') return null;
    if (value === null || !(await this.site(value))) throw FormError.field(field, fr.establishment.errors.siteUnknown);
    return value;
  }
}
