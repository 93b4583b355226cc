import type { DataSource, EntityManager } from 'typeorm';
import { loadCommunes } from '../modules/geo/communes.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { bulkInsert, nextId } from './bulk-insert.js';
import { createRng, type ListingOwner, type ListingPlace, makeListing, pick } from './listing-factory.js';

export interface GenerateOptions {
  count: number;
  /** Same seed, same listings (slugs aside, which carry the run's time to stay unique). */
  seed?: number;
  /** Rows per transaction; each transaction is cut into multi-row INSERTs. */
  chunk?: number;
  onProgress?: (done: number) => void;
}

/** Private listings need someone invited, as in the demo data. */
const INVITEE = 'karim.haddad@ressourcerie-lille.demo';

/**
 * Appends `count` listings made by makeListing, owned by the demo members and spread over
 * real communes in proportion to their population. Rows go in as multi-row INSERTs with
 * explicit ids (so private listings get their invitation without reading ids back).
 */
export async function generateListings(ds: DataSource, options: GenerateOptions): Promise<number> {
  const { count, seed = 4242, chunk = 5000, onProgress } = options;
  const rng = createRng(seed);
  const owners = await ownersOf(ds);
  if (owners.length === 0) throw new Error('Aucun membre actif : chargez d’abord les données de démo.');
  const place = placesByPopulation(rng);
  let id = await nextId(ds.manager, Troc);
  const tag = Date.now().toString(36);
  const now = new Date();

  for (let done = 0; done < count;) {
    const size = Math.min(chunk, count - done);
    await ds.transaction(async (manager) => {
      const rows: Partial<Troc>[] = [];
      for (let i = 0; i < size; i++) {
        const row = makeListing(rng, pick(rng, owners), place(), now, `gen-${tag}-${done + i + 1}`);
        rows.push({ ...row, id: id++, createdAt: row.publishedAt ?? now, updatedAt: now });
      }
      await bulkInsert(manager, Troc, rows);
      await invite(
        manager,
        rows.filter((r) => r.visPrivate).map((r) => r.id!),
      );
    });
    done += size;
    onProgress?.(done);
  }
  return count;
}

async function invite(manager: EntityManager, trocIds: number[]): Promise<void> {
  if (trocIds.length === 0) return;
  await manager.query(
    `INSERT INTO troc_invitation (trocId, email) VALUES ${trocIds.map(() => '(?, ?)').join(', ')}`,
    trocIds.flatMap((id) => [id, INVITEE]),
  );
}

/** The demo members who may publish, as the demo listings choose them. */
async function ownersOf(ds: DataSource): Promise<ListingOwner[]> {
  const users = await ds.getRepository(User).find({ relations: { organisation: true } });
  return users
    .filter((u) => u.termsAcceptedAt && u.serviceId && !u.email.startsWith('admin@'))
    .map((u) => ({
      id: u.id,
      organisationId: u.organisationId,
      organisationGroupId: u.organisation.groupId,
      organisationName: u.organisation.name,
      serviceId: u.serviceId,
      moderated: u.organisation.moderateListings,
    }));
}

/** Draws communes weighted by population (binary search over the running total). */
function placesByPopulation(rng: () => number): () => ListingPlace {
  const communes = loadCommunes().filter((c) => c.population > 0);
  const totals: number[] = [];
  let sum = 0;
  for (const c of communes) totals.push((sum += c.population));
  return () => {
    const roll = rng() * sum;
    let [lo, hi] = [0, totals.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (totals[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    const c = communes[lo]!;
    return {
      code: c.code,
      name: c.nom,
      postal: c.codesPostaux[0]!,
      departement: c.departement,
      region: c.region,
      lat: c.lat,
      lon: c.lon,
    };
  };
}
