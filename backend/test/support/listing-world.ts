import { OrganisationKind, OrganismType, Role } from '@troc/shared';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OrganisationGroup } from '../../src/modules/identity/entities/organisation-group.entity.js';
import { Organisation } from '../../src/modules/identity/entities/organisation.entity.js';
import type { Service } from '../../src/modules/identity/entities/service.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../src/modules/identity/organisations.service.js';
import { hashPassword } from '../../src/modules/identity/password-hasher.js';
import { GOOD_PASSWORD } from './fixtures.js';
import { runId } from './targets.js';
import type { Client, TestApp } from './test-app.js';

export type Persona =
  | 'owner'
  | 'colleague'
  | 'otherService'
  | 'groupMember'
  | 'outsider'
  | 'invited'
  | 'moderator'
  | 'modOwner'
  | 'modModerator';

export interface World {
  users: Record<Persona, User>;
  services: Record<'direction' | 'achats' | 'magasin' | 'biomed' | 'clinic' | 'cabinet', Service>;
  as(persona: Persona): Promise<Client>;
  visitor(): Promise<Client>;
}

let hash: Promise<string> | null = null;

/**
 * Organisations and members for the listing rules: a hospital and a clinic of the same
 * group, an association outside it, and an organisation that moderates its listings.
 * The hospital's services: Direction > Achats > Magasin, and Biomédical.
 */
export async function createWorld(t0: TestApp): Promise<World> {
  const id = runId();
  const ds = t0.app.get(DataSource);
  const organisations = t0.app.get(OrganisationsService);
  const passwordHash = await (hash ??= hashPassword(GOOD_PASSWORD));
  const group = await ds.getRepository(OrganisationGroup).save({ name: `GHT ${id}`, slug: `ght-${id}` });
  const org = (name: string, groupId: number | null, moderateListings = false) =>
    ds.getRepository(Organisation).save({
      name: `${name} ${id}`,
      organismType: OrganismType.Gouv,
      kind: OrganisationKind.PublicService,
      identifier: `${name}-${id}`,
      groupId,
      moderateListings,
    });
  const hospital = await org('CHU', group.id);
  const clinic = await org('Clinique', group.id);
  const association = await org('Ressourcerie', null);
  const moderated = await org('Ministère', null, true);
  const services = await ds.transaction(async (m) => {
    const direction = await organisations.addService(m, hospital.id, null, { name: 'Direction' });
    const achats = await organisations.addService(m, hospital.id, direction, { name: 'Achats' });
    const magasin = await organisations.addService(m, hospital.id, achats, { name: 'Magasin' });
    const biomed = await organisations.addService(m, hospital.id, direction, { name: 'Biomédical' });
    const clinicService = await organisations.addService(m, clinic.id, null, { name: 'Accueil' });
    const cabinet = await organisations.addService(m, moderated.id, null, { name: 'Cabinet' });
    return { direction, achats, magasin, biomed, clinic: clinicService, cabinet };
  });
  const now = new Date();
  const person = async (key: Persona, organisation: Organisation, service: Service | null, roles: Role[] = []) =>
    ds.getRepository(User).save({
      email: `${key.toLowerCase()}.${id}@exemple.fr`,
      slug: `${key.toLowerCase()}-${id}`,
      passwordHash,
      firstname: key,
      lastname: 'Test',
      roles: [Role.User, ...roles],
      organisationId: organisation.id,
      serviceId: service?.id ?? null,
      emailValidatedAt: now,
      termsAcceptedAt: now,
      personalDataAcceptedAt: now,
      postalCode: '33000',
      city: 'Bordeaux',
      cityCode: '33063',
    });
  const users: Record<Persona, User> = {
    owner: await person('owner', hospital, services.achats),
    colleague: await person('colleague', hospital, services.magasin),
    otherService: await person('otherService', hospital, services.biomed),
    groupMember: await person('groupMember', clinic, services.clinic),
    outsider: await person('outsider', association, null),
    invited: await person('invited', association, null),
    moderator: await person('moderator', hospital, services.direction, [Role.Moderator]),
    modOwner: await person('modOwner', moderated, services.cabinet),
    modModerator: await person('modModerator', moderated, services.cabinet, [Role.Moderator]),
  };
  const sessions = new Map<Persona, Client>();
  return {
    users,
    services,
    visitor: () => t0.client(),
    async as(persona) {
      const existing = sessions.get(persona);
      if (existing) return existing;
      const client = await t0.client();
      await client.post('/fr/api/auth/login', { email: users[persona].email, password: GOOD_PASSWORD }).expect(200);
      await client.refreshCsrf();
      sessions.set(persona, client);
      return client;
    },
  };
}

/** A real picture, as a browser would send it. */
export function pngPicture(width = 640, height = 480, color = { r: 40, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const completeDetails = {
  requestType: 'Offer',
  category: 102,
  name: 'Fauteuil de bureau ergonomique',
  description: 'Dossier résille, accoudoirs réglables, soutien lombaire.',
  itemTotalQuantity: 12,
  itemMinQuantity: 1,
  itemMaxQuantity: 6,
  itemState: 'VeryGood',
  itemWeight: '17,5',
};

export function manageFor(user: User, overrides: Record<string, unknown> = {}) {
  return {
    swapType: 'Don',
    manager: user.id,
    service: user.serviceId,
    visibility: ['External'],
    availabilityStartDate: new Date().toISOString().slice(0, 10),
    availabilityEndDate: '2099-12-31',
    ...overrides,
  };
}

/** Creates a complete listing through the API, published unless told otherwise. */
export async function publishedListing(
  client: Client,
  user: User,
  options: {
    details?: Record<string, unknown>;
    manage?: Record<string, unknown>;
    address?: Record<string, unknown>;
    publish?: boolean;
  } = {},
): Promise<string> {
  const { slug } = (await client.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
  await client.agent
    .post(`/fr/api/troc/image/${slug}/0/`)
    .set('X-CSRF-Token', client.csrf)
    .attach('form[file]', await pngPicture(), 'photo.png')
    .expect(200);
  await client.post(`/fr/api/troc/edit/${slug}/details/`, { ...completeDetails, ...options.details }).expect(200);
  await client.post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(user, options.manage)).expect(200);
  await client
    .post(`/fr/api/troc/edit/${slug}/address/`, { postal: '33000', city: '33063', ...options.address })
    .expect(200);
  if (options.publish !== false) await client.post(`/fr/api/troc/publish/${slug}/`).expect(200);
  return slug;
}
