import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OrganisationGroup } from '../modules/identity/entities/organisation-group.entity.js';
import { Organisation } from '../modules/identity/entities/organisation.entity.js';
import { OrganismDirectoryEntry } from '../modules/identity/entities/organism-directory-entry.entity.js';
import type { Service } from '../modules/identity/entities/service.entity.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../modules/identity/organisations.service.js';
import { hashPassword } from '../modules/identity/password-hasher.js';
import { foldText, slugify } from '@troc/shared';
import { GeoService } from '../modules/geo/geo.service.js';
import { DEMO_GROUPS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_USERS, type DemoService } from './demo-data.js';
import { seedDemoListings } from './demo-listings.js';
import { seedDemoTrackers } from './demo-trackers.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoLoans } from './demo-loans.js';
import { seedDemoOperationsAndCarts } from './demo-operations.js';
import { DIRECTORY } from './organism-directory.data.js';
import { ESTABLISHMENTS } from './establishments.data.js';
import { ORGANISATION_KIND_BY_ORGANISM_TYPE } from '@troc/shared';

const logger = new Logger('Seed');

/** Loads the demo data set when the database holds no user yet. */
export async function seedIfEmpty(app: INestApplication): Promise<boolean> {
  const dataSource = app.get(DataSource);
  if ((await dataSource.getRepository(User).count()) > 0) return false;
  await seedDemo(app);
  return true;
}

export async function seedDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const organisations = app.get(OrganisationsService);
  const geo = app.get(GeoService);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await dataSource.transaction(async (manager) => {
    await manager.getRepository(OrganismDirectoryEntry).save(
      DIRECTORY.map(([organismType, identifier, name, city, postalCode, hierarchy]) => ({
        organismType,
        identifier,
        name,
        searchName: foldText(name),
        city,
        postalCode,
        hierarchy: hierarchy ?? null,
        siret: ESTABLISHMENTS[identifier]?.siret ?? null,
        closedOn: ESTABLISHMENTS[identifier]?.closedOn ?? null,
      })),
    );

    const groups = new Map<string, OrganisationGroup>();
    for (const g of DEMO_GROUPS) {
      groups.set(g.key, await manager.getRepository(OrganisationGroup).save({ name: g.name, slug: g.key }));
    }

    const services = new Map<string, Service>();
    const orgIds = new Map<string, number>();
    const addTree = async (em: EntityManager, organisationId: number, parent: Service | null, nodes: DemoService[]) => {
      for (const node of nodes) {
        const service = await organisations.addService(em, organisationId, parent, {
          name: node.name,
          internalCode: node.internalCode ?? null,
          altInternalCode: node.altInternalCode ?? null,
          prefix: node.prefix ?? null,
        });
        services.set(node.key, service);
        await addTree(em, organisationId, service, node.children ?? []);
      }
    };
    for (const o of DEMO_ORGANISATIONS) {
      const organisation = await manager.getRepository(Organisation).save({
        name: o.name,
        organismType: o.type,
        kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[o.type],
        identifier: o.identifier,
        siret: ESTABLISHMENTS[o.identifier]?.siret ?? null,
        groupId: o.group ? groups.get(o.group)!.id : null,
      });
      orgIds.set(o.key, organisation.id);
      await addTree(manager, organisation.id, null, o.services);
    }

    const now = new Date();
    for (const u of DEMO_USERS) {
      const home = DEMO_ORGANISATIONS.find((o) => o.key === u.organisation)!;
      const city = geo.citiesByPostal(home.postalCode)[0];
      await manager.getRepository(User).save({
        email: u.email,
        slug: slugify(`${u.firstname} ${u.lastname}`),
        passwordHash,
        firstname: u.firstname,
        lastname: u.lastname,
        roles: u.roles,
        organisationId: orgIds.get(u.organisation)!,
        serviceId: services.get(u.service)!.id,
        emailValidatedAt: u.state === 'email-not-validated' ? null : now,
        termsAcceptedAt: u.state ? null : now,
        personalDataAcceptedAt: u.state ? null : now,
        postalCode: home.postalCode,
        city: city?.value ?? home.city,
        cityCode: city?.data ?? null,
        registrationNote: u.registrationNote ?? null,
      });
    }
  });
  await seedDemoListings(app);
  await seedDemoTrackers(app);
  await seedDemoLoans(app);
  await seedDemoOperationsAndCarts(app);
  await seedDemoHistory(app);
  logger.log(
    `Demo data loaded: ${DEMO_ORGANISATIONS.length} organisations, ${DEMO_USERS.length} users (password ${DEMO_PASSWORD})`,
  );
}
