import { randomBytes } from 'node:crypto';
import { type EntityManager, In, Not } from 'typeorm';
import { insertRows } from '../../core/database/insert-rows.js';
import { updateEach } from '../../core/database/update-each.js';
import { TrocInvitation } from './entities/troc-invitation.entity.js';
import { TrocPerimeter } from './entities/troc-perimeter.entity.js';
import { Troc } from './entities/troc.entity.js';

/** A listing and its audience, as written together. */
export interface ListingAndAudience {
  troc: Troc;
  invitations: readonly string[];
  perimeter: readonly number[];
}

/** A manage form planned: the listing changed in memory with its audience, or its refusals. */
export type PlannedManage = ListingAndAudience | { errors: Record<string, string[]> };

/** Addresses newly invited to a listing. */
export interface Invited {
  troc: Troc;
  emails: string[];
}

/** Distinct sets of values written as one UPDATE each; beyond, each row gets its own values. */
const FEW_GROUPS = 3;

/** The columns each form writes. */
const MANAGE_COLUMNS = [
  'swapType',
  'itemPriceType',
  'currentPriceCents',
  'purchasePriceCents',
  'managerId',
  'serviceId',
  'visibility',
  'visIndividual',
  'visExternal',
  'visGroup',
  'visInternal',
  'visPrivate',
  'perimeterRestricted',
  'availabilityStartDate',
  'availabilityEndDate',
] as const satisfies readonly (keyof Troc)[];
const ADDRESS_COLUMNS = [
  'postal',
  'cityCode',
  'cityName',
  'departement',
  'region',
  'lat',
  'lon',
  'deliveryLocation',
  'deliveryNotes',
  'establishmentValue',
] as const satisfies readonly (keyof Troc)[];

/**
 * New listings with their audience, in the caller's transaction, in multi-row statements (the
 * batch form of a single insert): each listing gets its id and its defaults.
 */
export async function insertListings(manager: EntityManager, rows: readonly ListingAndAudience[]): Promise<void> {
  if (rows.length === 0) return;
  await insertRows(
    manager,
    Troc,
    rows.map((row) => row.troc),
  );
  // The ids by slug: both drivers give only the last id of a multi-row INSERT (the other columns are as written).
  const ids = await idsBySlug(
    manager,
    rows.map((row) => row.troc.slug),
  );
  for (const { troc } of rows) troc.id = ids.get(troc.slug)!;
  const invitations = rows.flatMap(({ troc, invitations }) => invitations.map((email) => ({ trocId: troc.id, email })));
  const perimeter = rows.flatMap(({ troc, perimeter }) =>
    perimeter.map((serviceId) => ({ trocId: troc.id, serviceId })),
  );
  for (let offset = 0; offset < invitations.length; offset += 1000) {
    await manager.getRepository(TrocInvitation).insert(invitations.slice(offset, offset + 1000));
  }
  for (let offset = 0; offset < perimeter.length; offset += 1000) {
    await manager.getRepository(TrocPerimeter).insert(perimeter.slice(offset, offset + 1000));
  }
}
/**
 * Planned manage edits written in the caller's transaction: the listings' columns in one UPDATE
 * per distinct set of values, invitations and perimeter replaced where they changed. Answers the
 * addresses newly invited, per listing.
 */
export async function writeManageRows(
  manager: EntityManager,
  edits: readonly ListingAndAudience[],
): Promise<Invited[]> {
  await writeColumns(
    manager,
    edits.map((edit) => edit.troc),
    MANAGE_COLUMNS,
  );
  const ids = edits.map((edit) => edit.troc.id);
  const [invited, served] = await Promise.all([
    manager.getRepository(TrocInvitation).find({ where: { trocId: In(ids) }, order: { id: 'ASC' } }),
    manager.getRepository(TrocPerimeter).find({ where: { trocId: In(ids) }, order: { id: 'ASC' } }),
  ]);
  const added: Invited[] = [];
  const gone: number[] = [];
  const newInvitations: Partial<TrocInvitation>[] = [];
  const stalePerimeter: number[] = [];
  const newPerimeter: Partial<TrocPerimeter>[] = [];
  for (const { troc, invitations, perimeter } of edits) {
    const existing = invited.filter((i) => i.trocId === troc.id);
    gone.push(...existing.filter((i) => !invitations.includes(i.email)).map((i) => i.id));
    const known = new Set(existing.map((i) => i.email));
    const emails = invitations.filter((e) => !known.has(e));
    newInvitations.push(...emails.map((email) => ({ trocId: troc.id, email, slug: randomBytes(8).toString('hex') })));
    if (emails.length) added.push({ troc, emails });
    const wanted = [...new Set(perimeter)];
    const current = served.filter((p) => p.trocId === troc.id).map((p) => p.serviceId);
    if (wanted.length !== current.length || wanted.some((id, i) => id !== current[i])) {
      stalePerimeter.push(troc.id);
      newPerimeter.push(...wanted.map((serviceId) => ({ trocId: troc.id, serviceId })));
    }
  }
  if (gone.length) await manager.getRepository(TrocInvitation).delete({ id: In(gone) });
  if (newInvitations.length) await manager.getRepository(TrocInvitation).insert(newInvitations);
  if (stalePerimeter.length) await manager.getRepository(TrocPerimeter).delete({ trocId: In(stalePerimeter) });
  if (newPerimeter.length) await manager.getRepository(TrocPerimeter).insert(newPerimeter);
  return added;
}
/** Planned address edits, one UPDATE per distinct place. */
export function writeAddressRows(manager: EntityManager, trocs: readonly Troc[]): Promise<void> {
  return writeColumns(manager, trocs, ADDRESS_COLUMNS);
}

/** Listings by slug, read in the caller's transaction. */
async function idsBySlug(manager: EntityManager, slugs: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let offset = 0; offset < slugs.length; offset += 1000) {
    const rows = await manager
      .getRepository(Troc)
      .createQueryBuilder('t')
      .select('t.id', 'id')
      .addSelect('t.slug', 'slug')
      .where('t.slug IN (:...slugs)', { slugs: slugs.slice(offset, offset + 1000) })
      .getRawMany<{ id: number | string; slug: string }>();
    for (const row of rows) found.set(row.slug, Number(row.id));
  }
  return found;
}

/**
 * These columns of each listing as they are in memory, with the update date: one UPDATE per
 * distinct set of values when there are few (a single edit, a mass edit of alike listings), else
 * each row its own values in a few statements.
 */
async function writeColumns(manager: EntityManager, trocs: readonly Troc[], columns: readonly (keyof Troc)[]) {
  const groups = new Map<string, { values: Partial<Troc>; ids: number[] }>();
  for (const troc of trocs) {
    const values = Object.fromEntries(columns.map((column) => [column, troc[column]])) as Partial<Troc>;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(troc.id);
    groups.set(key, group);
  }
  if (groups.size > FEW_GROUPS) {
    const updatedAt = new Date();
    const rows = trocs.map((troc) => ({ id: troc.id, values: { ...troc, updatedAt } }));
    return updateEach(manager, Troc, [...columns, 'updatedAt'], rows);
  }
  for (const { values, ids } of groups.values()) {
    for (let offset = 0; offset < ids.length; offset += 1000) {
      await manager
        .createQueryBuilder()
        .update(Troc)
        .set(values)
        .where('id IN (:...ids)', { ids: ids.slice(offset, offset + 1000) })
        .execute();
    }
  }
}

/** The listing as it is in memory, written in the caller's transaction. */
export async function saveListing(manager: EntityManager, troc: Troc): Promise<void> {
  await manager.getRepository(Troc).save(troc);
}

/** The listing's row as the caller's transaction sees it. */
export function listingRow(manager: EntityManager, id: number): Promise<Troc> {
  return manager.getRepository(Troc).findOneByOrFail({ id });
}

export async function statusOf(manager: EntityManager, id: number): Promise<Troc['publicationStatus']> {
  const row = await manager
    .getRepository(Troc)
    .findOneOrFail({ where: { id }, select: { id: true, publicationStatus: true } });
  return row.publicationStatus;
}

export async function setListingColumns(manager: EntityManager, id: number, values: Partial<Troc>): Promise<void> {
  await manager.getRepository(Troc).update(id, values);
}

/** The copy gets exactly the source's invitations and perimeter, in the caller's transaction. */
export async function copyAudience(manager: EntityManager, sourceId: number, copyId: number): Promise<void> {
  const invitations = await manager.getRepository(TrocInvitation).findBy({ trocId: sourceId });
  await replaceInvitations(
    manager,
    copyId,
    invitations.map((i) => i.email),
  );
  const perimeter = await manager.getRepository(TrocPerimeter).findBy({ trocId: sourceId });
  await replacePerimeter(
    manager,
    copyId,
    perimeter.map((p) => p.serviceId),
  );
}

/** Keeps exactly these invitations; answers the addresses newly invited. */
async function replaceInvitations(manager: EntityManager, trocId: number, emails: string[]): Promise<string[]> {
  const repo = manager.getRepository(TrocInvitation);
  await repo.delete(emails.length ? { trocId, email: Not(In(emails)) } : { trocId });
  const existing = new Set((await repo.findBy({ trocId })).map((i) => i.email));
  const added = emails.filter((e) => !existing.has(e));
  if (added.length) {
    await repo.insert(added.map((email) => ({ trocId, email, slug: randomBytes(8).toString('hex') })));
  }
  return added;
}

async function replacePerimeter(manager: EntityManager, trocId: number, serviceIds: number[]): Promise<void> {
  const repo = manager.getRepository(TrocPerimeter);
  await repo.delete({ trocId });
  if (serviceIds.length) await repo.insert([...new Set(serviceIds)].map((serviceId) => ({ trocId, serviceId })));
}
