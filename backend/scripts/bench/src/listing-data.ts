/**
 * The data of the export and mass-edit benchmarks: one organisation with one service, the
 * measured member (owner and manager of every listing, so « Mes annonces » holds them all) and a
 * colleague (invited on the private ones), then `count` listings made by the seed's makeListing
 * (the demo templates, statuses, visibilities and dates drawn at random, real communes) and
 * bulk-inserted 5,000 per transaction, as generate-listings does. None is archived: all of them
 * are in « Mes annonces » without a filter.
 */
import type { INestApplication } from '@nestjs/common';
import { ORGANISATION_KIND_BY_ORGANISM_TYPE, OrganismType, PublicationStatus, Role } from '@troc/shared';
import type { DataSource } from 'typeorm';
import { loadCommunes } from '../../../dist/modules/geo/communes.js';
import { Organisation } from '../../../dist/modules/identity/entities/organisation.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../../dist/modules/identity/organisations.service.js';
import { hashPassword } from '../../../dist/modules/identity/password-hasher.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { bulkInsert, nextId } from '../../../dist/seed/bulk-insert.js';
import { createRng, type ListingPlace, makeListing, pick } from '../../../dist/seed/listing-factory.js';
import { seconds } from './harness.js';

export const PASSWORD = 'Banc-Annonces-2026!';
export const MEMBER = 'gestionnaire@banc-annonces.bench';
export const COLLEAGUE = 'collegue@banc-annonces.bench';
const CHUNK = 5_000;

/**
 * Fills the database; logs the rows per second of the listings' insert. `admin`: the measured
 * member is also the organisation's administrator (the page bench's « Mes annonces »).
 */
export async function fillListings(
  app: INestApplication,
  ds: DataSource,
  count: number,
  { admin = false }: { admin?: boolean } = {},
): Promise<void> {
  const started = Date.now();
  const rng = createRng(2028);
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const owner = await ds.transaction(async (em) => {
    const org = await em.getRepository(Organisation).save({
      name: 'Banc des annonces',
      organismType: OrganismType.Gouv,
      kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[OrganismType.Gouv],
      identifier: null,
      groupId: null,
    });
    const service = await app.get(OrganisationsService).addService(em, org.id, null, { name: 'Logistique' });
    const person = (email: string, slug: string, firstname: string, lastname: string, roles = [Role.User]) =>
      em.getRepository(User).save({
        email,
        slug,
        passwordHash,
        firstname,
        lastname,
        roles,
        organisationId: org.id,
        serviceId: service.id,
        emailValidatedAt: now,
        termsAcceptedAt: now,
        personalDataAcceptedAt: now,
      });
    const roles = admin ? [Role.User, Role.OrganisationAdmin] : [Role.User];
    const member = await person(MEMBER, 'banc-annonces-gestionnaire', 'Camille', 'Gestionnaire', roles);
    await person(COLLEAGUE, 'banc-annonces-collegue', 'Dominique', 'Collègue');
    return {
      id: member.id,
      organisationId: org.id,
      organisationGroupId: null,
      organisationName: org.name,
      serviceId: service.id,
      moderated: false,
    };
  });
  const communes = loadCommunes()
    .filter((c) => c.population > 0 && c.codesPostaux.length > 0)
    .slice(0, 2_000);
  const places: ListingPlace[] = communes.map((c) => ({
    code: c.code,
    name: c.nom,
    postal: c.codesPostaux[0]!,
    departement: c.departement,
    region: c.region,
    lat: c.lat,
    lon: c.lon,
  }));
  const prepared = Date.now();
  let id = await nextId(ds.manager, Troc);
  const tag = Date.now().toString(36);
  for (let done = 0; done < count; done += CHUNK) {
    const rows: Partial<Troc>[] = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      const row = makeListing(rng, owner, pick(rng, places), now, `banc-${tag}-${i + 1}`);
      if (row.publicationStatus === PublicationStatus.Archived) row.publicationStatus = PublicationStatus.Published;
      // Spread over the last days, so that the list's order (updatedAt, id) is not the insert's.
      const updatedAt = new Date(now.getTime() - Math.floor(rng() * 30 * 86_400_000));
      rows.push({ ...row, id: id++, createdAt: row.publishedAt ?? updatedAt, updatedAt });
    }
    await ds.transaction(async (em) => {
      await bulkInsert(em, Troc, rows);
      const invited = rows.filter((r) => r.visPrivate).map((r) => r.id!);
      if (invited.length) {
        await em.query(
          `INSERT INTO troc_invitation (trocId, email) VALUES ${invited.map(() => '(?, ?)').join(', ')}`,
          invited.flatMap((trocId) => [trocId, COLLEAGUE]),
        );
      }
    });
  }
  const inserted = Date.now();
  const rate = Math.round(count / Math.max((inserted - prepared) / 1000, 0.001));
  console.log(
    `Préparation en ${seconds(prepared, started)} s ; ${count} annonces d’un même gestionnaire en ` +
      `${seconds(inserted, prepared)} s (${rate} lignes/s).`,
  );
}

/** Peak resident memory while `fn` runs (sampled every 10 ms), and its wall time. */
export async function withPeak<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; peakMb: number; startMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    const value = await fn();
    sample();
    return { value, ms: performance.now() - started, peakMb: peak / 1024 / 1024, startMb: start / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

export const perSecond = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('fr-FR');

/** A plain text table, left-aligned labels, right-aligned figures. */
export function print(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log([line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
}
