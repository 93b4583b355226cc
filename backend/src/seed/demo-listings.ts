import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { PublicationStatus, Visibility } from '@troc/shared';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { GeoService } from '../modules/geo/geo.service.js';
import { Organisation } from '../modules/identity/entities/organisation.entity.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { TrocInvitation } from '../modules/troc/entities/troc-invitation.entity.js';
import { TROC_FILES } from '../modules/troc/troc-edit.service.js';
import { UploadService } from '../modules/upload/upload.service.js';
import type { UploadedFileRecord } from '../modules/upload/uploaded-file.entity.js';
import { createRng, type ListingOwner, type ListingPlace, makeListing, pick } from './listing-factory.js';

const logger = new Logger('Seed');

/** Large communes across France where demo listings are also placed, beyond the organisations' own. */
const SPREAD = [
  '75056',
  '13055',
  '69123',
  '31555',
  '06088',
  '44109',
  '67482',
  '34172',
  '33063',
  '59350',
  '35238',
  '51454',
  '76351',
  '42218',
  '83137',
  '38185',
  '21231',
  '49007',
  '30189',
  '63113',
  '29019',
  '87085',
  '37261',
  '80021',
  '57463',
  '66136',
  '25056',
  '45234',
  '76540',
  '14118',
  '2A004',
  '97411',
  '97209',
  '64445',
  '86194',
  '17300',
];

/** Colours of the generated pictures, one per top category. */
const PALETTE = [
  '#5b8def',
  '#2bb3a3',
  '#e07a5f',
  '#9c6ade',
  '#f2c14e',
  '#3d405b',
  '#81b29a',
  '#c97c5d',
  '#4a90a4',
  '#b56576',
  '#6d597a',
];

/** A few hundred listings around the demo organisations and across France, with pictures. */
export async function seedDemoListings(app: INestApplication, count = 320): Promise<number> {
  const ds = app.get(DataSource);
  const geo = app.get(GeoService);
  const uploads = app.get(UploadService);
  const rng = createRng(2026);
  const now = new Date();

  const users = await ds.getRepository(User).find({ relations: { organisation: true } });
  const active = users.filter((u) => u.termsAcceptedAt && u.serviceId && !u.email.startsWith('admin@'));
  const organisations = await ds.getRepository(Organisation).find();
  const moderated = organisations.find((o) => o.identifier === 'minist-mte-ac');
  if (moderated) await ds.getRepository(Organisation).update(moderated.id, { moderateListings: true });

  const owners: ListingOwner[] = active.map((u) => ({
    id: u.id,
    organisationId: u.organisationId,
    organisationGroupId: u.organisation.groupId,
    organisationName: u.organisation.name,
    serviceId: u.serviceId,
    moderated: u.organisationId === moderated?.id,
  }));
  const placeOf = (code: string, postal?: string): ListingPlace | null => {
    const c = geo.commune(code);
    return c
      ? {
          code: c.code,
          name: c.name,
          postal: postal ?? c.postalCodes[0]!,
          departement: c.departement,
          region: c.region,
          lat: c.lat,
          lon: c.lon,
        }
      : null;
  };
  const spread = SPREAD.map((code) => placeOf(code)).filter((p): p is ListingPlace => p !== null);
  const pictures = await Promise.all(PALETTE.map((colour, i) => demoPicture(colour, i)));
  const invitee = users.find((u) => u.email.startsWith('karim.haddad'))?.email ?? 'invite@troc.demo';

  const stored = new Map<number, UploadedFileRecord>();
  const repo = ds.getRepository(Troc);
  for (let n = 0; n < count; n++) {
    const owner = pick(rng, owners);
    const user = active.find((u) => u.id === owner.id)!;
    const home = user.cityCode ? placeOf(user.cityCode, user.postalCode ?? undefined) : null;
    const place = home && rng() < 0.55 ? home : pick(rng, spread);
    const fields = makeListing(rng, owner, place, now, `demo-${String(n + 1).padStart(4, '0')}`);
    const troc = await repo.save(repo.create(fields));
    if (troc.visPrivate) await ds.getRepository(TrocInvitation).insert({ trocId: troc.id, email: invitee });
    if (troc.requestType === 'Offer' && troc.publicationStatus !== PublicationStatus.Archived) {
      const top = Math.floor((troc.categoryId ?? 100) / 100) - 1;
      const colour = Math.max(0, Math.min(PALETTE.length - 1, top));
      const attached = { type: TROC_FILES, id: troc.id };
      const name = `${troc.slug}.png`;
      // One picture per colour goes through the image pipeline; the other listings get copies of its files.
      const first = stored.get(colour);
      const record = first
        ? await uploads.copy(first, attached, user, name)
        : await uploads.storeImage(
            { buffer: pictures[colour]!, originalname: name, size: pictures[colour]!.length },
            user,
            attached,
          );
      stored.set(colour, first ?? record);
      await repo.update(troc.id, { image0Id: record.id });
    }
  }
  logger.log(`Demo listings loaded: ${count} (visibility mix incl. ${Visibility.Individual})`);
  return count;
}

/** A simple illustration (no text: no font is needed on the server). */
function demoPicture(colour: string, variant: number): Promise<Buffer> {
  const shapes = [
    '<rect x="180" y="140" width="440" height="260" rx="24" fill="#fff" opacity="0.85"/>',
    '<circle cx="400" cy="270" r="150" fill="#fff" opacity="0.85"/>',
    '<polygon points="400,100 640,440 160,440" fill="#fff" opacity="0.85"/>',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="540">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs>
    <rect width="800" height="540" fill="url(#g)"/>${shapes[variant % shapes.length]}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
