/**
 * The page bench's data (infra/scripts/bench-pages.mjs), written into the folder given as first
 * argument before the product starts on it: the demo data (copied from BENCH_SQLITE_TEMPLATE, else
 * seeded), an organisation administrator who manages BENCH_PAGES_LISTINGS listings (2,000, made and
 * bulk-inserted by fillListings), and the author of the import the bench then runs through the API:
 * a member of another organisation, so that the imported demands stay out of the administrator's
 * « Mes annonces ». The import's CSV (BENCH_PAGES_IMPORT_LINES lines, 10,000) is written to the
 * second argument. The last line printed is the accounts and the sizes, as JSON.
 */
import 'reflect-metadata';
import { ORGANISATION_KIND_BY_ORGANISM_TYPE, OrganismType, Role } from '@troc/shared';
import { stringify } from 'csv-stringify/sync';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApp } from '../../../dist/app.factory.js';
import { loadConfig } from '../../../dist/core/config/config.js';
import { Organisation } from '../../../dist/modules/identity/entities/organisation.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../../dist/modules/identity/organisations.service.js';
import { hashPassword } from '../../../dist/modules/identity/password-hasher.js';
import { seedIfEmpty } from '../../../dist/seed/seed.js';
import { DataSource } from 'typeorm';
import { int, seconds } from './harness.js';
import { importLines } from './import-data.js';
import { fillListings, MEMBER, PASSWORD } from './listing-data.js';
import { fromTemplate } from './targets.js';

const LISTINGS = int('BENCH_PAGES_LISTINGS', 2_000);
const IMPORT_LINES = int('BENCH_PAGES_IMPORT_LINES', 10_000);
const IMPORTER = 'import@banc-pages.bench';

const [dir, csv] = process.argv.slice(2);
if (!dir || !csv) {
  console.error('Usage : node pages-data.js <dossier> <fichier.csv>');
  process.exit(2);
}
const started = Date.now();
mkdirSync(dir, { recursive: true });
fromTemplate(dir);
const app = await createApp(
  loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    PUBLICATION_TICK_SECONDS: '0',
    REDIS_URL: '',
    DATABASE_URL: '',
    VAR_DIR: dir,
  }),
);
try {
  if (await seedIfEmpty(app)) console.log(`Données de démo semées en ${seconds(Date.now(), started)} s.`);
  const ds = app.get(DataSource);
  await fillListings(app, ds, LISTINGS, { admin: true });
  await addImporter(app.get(OrganisationsService), ds);
} finally {
  await app.close();
}
writeFileSync(csv, stringify(importLines(IMPORT_LINES), { delimiter: ';', bom: true }));
console.log(`Données du banc des pages en ${seconds(Date.now(), started)} s.`);
console.log(
  JSON.stringify({
    admin: { email: MEMBER, password: PASSWORD },
    importer: { email: IMPORTER, password: PASSWORD },
    listings: LISTINGS,
    importLines: IMPORT_LINES,
  }),
);

/** The import's author, in an organisation of its own in Bordeaux (the lines' commune). */
async function addImporter(organisations: OrganisationsService, ds: DataSource): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await ds.transaction(async (em) => {
    const org = await em.getRepository(Organisation).save({
      name: 'Banc des pages',
      organismType: OrganismType.Gouv,
      kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[OrganismType.Gouv],
      identifier: null,
      groupId: null,
    });
    const service = await organisations.addService(em, org.id, null, { name: 'Logistique' });
    const now = new Date();
    await em.getRepository(User).save({
      email: IMPORTER,
      slug: 'banc-pages-import',
      passwordHash,
      firstname: 'Import',
      lastname: 'Banc',
      roles: [Role.User],
      organisationId: org.id,
      serviceId: service.id,
      emailValidatedAt: now,
      termsAcceptedAt: now,
      personalDataAcceptedAt: now,
      postalCode: '33000',
      city: 'Bordeaux',
      cityCode: '33063',
    });
  });
}
