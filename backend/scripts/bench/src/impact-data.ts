/**
 * The impact benchmark's data: the measured organisation (20 services, one member each, the
 * first being the member who reads the dashboard), nine partner organisations, ten operations,
 * BENCH_TRACKERS completed exchanges over two years (bulk-inserted, tracker rows only) and
 * BENCH_MODELS own impact models of the partners beside the ADEME library loaded at start-up.
 */
import type { INestApplication } from '@nestjs/common';
import {
  ImpactResultRule,
  ImpactUnit,
  ORGANISATION_KIND_BY_ORGANISM_TYPE,
  OrganismType,
  Role,
  SwapType,
  TrackerStatus,
} from '@troc/shared';
import { type DataSource, IsNull } from 'typeorm';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { Category } from '../../../dist/modules/category/category.entity.js';
import { Organisation } from '../../../dist/modules/identity/entities/organisation.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../../dist/modules/identity/organisations.service.js';
import { hashPassword } from '../../../dist/modules/identity/password-hasher.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { ImpactCategory } from '../../../dist/modules/impact/entities/impact-category.entity.js';
import { ImpactModel } from '../../../dist/modules/impact/entities/impact-model.entity.js';
import { OperationService } from '../../../dist/modules/operation/operation.service.js';
import { TRIGGER_NAMES } from '../../../dist/modules/savings/savings-rollup.sql.js';
import { SavingsRollupService } from '../../../dist/modules/savings/savings-rollup.service.js';
import { SavingsQueries } from '../../../dist/modules/savings/savings.queries.js';
import { Tracker } from '../../../dist/modules/tracker/entities/tracker.entity.js';
import { bulkInsert, nextId } from '../../../dist/seed/bulk-insert.js';
import { createRng, pick } from '../../../dist/seed/listing-factory.js';
import { int, seconds } from './harness.js';

export const TRACKERS = int('BENCH_TRACKERS', 100_000);
export const MODELS = int('BENCH_MODELS', 5_000);
/**
 * How the history reaches the monthly rollup: `triggers` (each exchange inserted adds itself, as
 * in use) or `rebuild` (the history loaded without them, then summed by the rollup's rebuild, as
 * an organisation bringing years of exchanges would do it). By default, triggers up to 200,000
 * exchanges and the rebuild above: a million rows through the triggers take half an hour.
 */
export const HISTORY =
  process.env.BENCH_HISTORY === 'triggers' || process.env.BENCH_HISTORY === 'rebuild'
    ? process.env.BENCH_HISTORY
    : TRACKERS > 200_000
      ? 'rebuild'
      : 'triggers';
/** Own models of the measured organisation: the search shows them first. */
export const OWN_MODELS = 50;
export const PASSWORD = 'Banc-Impact-2026!';
export const MEMBER = 'responsable@banc-impact.bench';
export const ORGANISATION = 'Banc de l’impact';

const DAY = 24 * 60 * 60 * 1000;
const SERVICES = [
  'Achats',
  'Logistique',
  'Services techniques',
  'Informatique',
  'Ressources humaines',
  'Direction générale',
  'Communication',
  'Finances',
  'Juridique',
  'Restauration',
  'Entretien',
  'Bâtiments',
  'Espaces verts',
  'Culture',
  'Sports',
  'Écoles',
  'Petite enfance',
  'Social',
  'Urbanisme',
  'Archives',
];
const PARTNERS = 9;
const PARTNER_MEMBERS = 5;
const CATEGORIES = 50;
const OPERATIONS = [
  'Déménagement du bâtiment A',
  'Vide-grenier de printemps',
  'Fermeture de l’école Jaurès',
  'Rénovation de la mairie',
  'Collecte informatique',
  'Réaménagement des bureaux',
  'Inventaire des archives',
  'Fin de marché mobilier',
  'Reprise du gymnase',
  'Journée du réemploi',
];
const ITEMS = [
  'Chaise de bureau',
  'Table de réunion',
  'Armoire métallique',
  'Ordinateur portable',
  'Écran 24 pouces',
  'Lave-linge',
  'Lave-vaisselle',
  'Réfrigérateur',
  'Bureau droit',
  'Caisson à roulettes',
  'Étagère',
  'Vidéoprojecteur',
  'Imprimante',
  'Canapé',
  'Fauteuil',
  'Chaise pliante',
  'Vélo',
  'Téléphone',
  'Tablette',
  'Micro-ondes',
];
const QUALIFIERS = [
  'reconditionné',
  'fin de vie',
  'usage intensif',
  'bois massif',
  'métal',
  'plastique',
  'modèle maison',
  'mesure interne',
];

/** Creates everything, then logs how many rows per second each bulk part took. */
export async function fillImpact(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  const rng = createRng(2027);
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const organisations = app.get(OrganisationsService);
  const people = await ds.transaction(async (em) => {
    const member = async (i: number, email: string, organisationId: number, serviceId: number) =>
      em.getRepository(User).save({
        email,
        slug: `banc-impact-${i}`,
        passwordHash,
        firstname: 'Membre',
        lastname: `n° ${i}`,
        roles: [Role.User],
        organisationId,
        serviceId,
        emailValidatedAt: now,
        termsAcceptedAt: now,
        personalDataAcceptedAt: now,
      });
    const organisation = async (name: string) =>
      em.getRepository(Organisation).save({
        name,
        organismType: OrganismType.Gouv,
        kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[OrganismType.Gouv],
        identifier: null,
        groupId: null,
      });
    const measured = await organisation(ORGANISATION);
    const services: number[] = [];
    const members: User[] = [];
    for (const [i, name] of SERVICES.entries()) {
      const service = await organisations.addService(em, measured.id, null, { name });
      services.push(service.id);
      members.push(await member(i, i === 0 ? MEMBER : `membre${i}@banc-impact.bench`, measured.id, service.id));
    }
    const partners: { id: number; services: number[]; members: User[] }[] = [];
    for (let p = 1; p <= PARTNERS; p++) {
      const org = await organisation(`Partenaire n° ${p} (banc de l’impact)`);
      const service = await organisations.addService(em, org.id, null, { name: 'Services généraux' });
      const staff: User[] = [];
      for (let m = 0; m < PARTNER_MEMBERS; m++) {
        const i = 100 * p + m;
        staff.push(await member(i, `partenaire${p}-${m}@banc-impact.bench`, org.id, service.id));
      }
      partners.push({ id: org.id, services: [service.id], members: staff });
    }
    return { measured: measured.id, services, members, partners };
  });
  const manager = actorOf((await app.get(UsersService).findByEmail(MEMBER))!);
  const operationIds: number[] = [];
  for (const name of OPERATIONS) operationIds.push((await app.get(OperationService).create(manager, name)).id);
  const all = await ds.getRepository(Category).find({ order: { id: 'ASC' } });
  const parents = new Set(all.map((c) => c.parentId));
  const leaves = all.filter((c) => !parents.has(c.id));
  const categoryIds = Array.from(
    { length: CATEGORIES },
    (_, i) => leaves[Math.floor((i * leaves.length) / CATEGORIES)]!.id,
  );
  const prepared = Date.now();

  // The exchanges: 80 % given by the measured organisation, 10 % received by it, 10 % between partners.
  const tag = Date.now().toString(36);
  let id = await nextId(ds.manager, Tracker);
  const chunk = 5_000;
  const weighted = SERVICES.map((_, i) => 1 / (i + 1));
  const serviceIndex = () => {
    let roll = rng() * weighted.reduce((s, w) => s + w, 0);
    for (const [i, w] of weighted.entries()) if ((roll -= w) < 0) return i;
    return 0;
  };
  const partnerMember = (except?: number) => {
    let partner = pick(rng, people.partners);
    while (partner.id === except) partner = pick(rng, people.partners);
    return { organisationId: partner.id, serviceId: partner.services[0]!, user: pick(rng, partner.members) };
  };
  const rollup = app.get(SavingsQueries);
  if (HISTORY === 'rebuild') for (const name of TRIGGER_NAMES) await ds.query(`DROP TRIGGER IF EXISTS ${name}`);
  for (let done = 0; done < TRACKERS; done += chunk) {
    const rows: Partial<Tracker>[] = [];
    for (let i = done; i < Math.min(TRACKERS, done + chunk); i++) {
      const roll = rng();
      let giver: { organisationId: number; serviceId: number; user: User };
      let taker: { organisationId: number; user: User };
      let operationId: number | null = null;
      if (roll < 0.8) {
        const s = serviceIndex();
        giver = { organisationId: people.measured, serviceId: people.services[s]!, user: people.members[s]! };
        taker = partnerMember();
        operationId = rng() < 0.4 ? pick(rng, operationIds) : null;
      } else if (roll < 0.9) {
        giver = partnerMember();
        taker = { organisationId: people.measured, user: pick(rng, people.members) };
      } else {
        giver = partnerMember();
        taker = partnerMember(giver.organisationId);
      }
      const at = new Date(now.getTime() - Math.floor(rng() * 730 * DAY));
      const quantity = 1 + Math.floor(rng() * 4);
      const unitGrams = 500 + Math.floor(rng() * 40_000);
      rows.push({
        id: id++,
        slug: `i${tag}${i}`.slice(0, 32),
        trocId: 1 + Math.floor(rng() * 20_000),
        status: TrackerStatus.SwapCompleted,
        swapType: rng() < 0.7 ? SwapType.Don : SwapType.TransfertInterne,
        requestedQuantity: quantity,
        managerId: giver.user.id,
        ownerId: giver.user.id,
        organisationId: giver.organisationId,
        userId: taker.user.id,
        userOrganisationId: taker.organisationId,
        name: pick(rng, ITEMS),
        weightGrams: unitGrams,
        totalPriceCents: 0,
        serviceId: giver.serviceId,
        categoryId: rng() < 0.05 ? null : pick(rng, categoryIds),
        operationId,
        economicGainCents: Math.floor(rng() * 60_000) * quantity,
        savedWeightGrams: unitGrams * quantity,
        co2Grams: rng() < 0.1 ? null : Math.round(unitGrams * quantity * (0.5 + rng() * 8)),
        lastActionAt: at,
        createdById: taker.user.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    await ds.transaction((em) => bulkInsert(em, Tracker, rows));
  }
  let rebuiltMs = 0;
  if (HISTORY === 'rebuild') {
    rebuiltMs = await app.get(SavingsRollupService).rebuild();
    await ds.transaction((em) => rollup.replaceTriggers(em));
  }
  const inserted = Date.now();

  // Own models: BENCH_MODELS of the partners, OWN_MODELS of the measured organisation.
  const impactCategories = (await ds.getRepository(ImpactCategory).find()).map((c) => c.id);
  const models: Partial<ImpactModel>[] = [];
  for (let i = 0; i < MODELS + OWN_MODELS; i++) {
    const item = pick(rng, ITEMS);
    models.push({
      slug: `banc-impact-modele-${tag}-${i}`,
      title: `${item} ${pick(rng, QUALIFIERS)} n° ${i}`,
      sourceUniqueId: null,
      description: rng() < 0.5 ? null : `Mesure interne : ${item.toLowerCase()}, pesée et facture du fournisseur.`,
      outputUnit: ImpactUnit.KgCo2e,
      inputUnit1: ImpactUnit.Unit,
      inputUnit2: null,
      emissionFactor: Math.round(rng() * 50_000) / 100,
      sourceLabel: 'Bilan interne',
      sourceVersion: null,
      displayDate: null,
      calculationRule: [{ unit: ImpactUnit.Unit, value: 1 }],
      resultRule: ImpactResultRule.FactorTimesInput,
      categoryId: pick(rng, impactCategories),
      organisationId: i < MODELS ? pick(rng, people.partners).id : people.measured,
      enabled: rng() > 0.05,
    });
  }
  const repo = ds.getRepository(ImpactModel);
  for (let i = 0; i < models.length; i += 500) await repo.insert(models.slice(i, i + 500));
  const done = Date.now();
  const library = await repo.countBy({ organisationId: IsNull() });
  const rate = (n: number, from: number, to: number) => Math.round(n / Math.max((to - from) / 1000, 0.001));
  console.log(
    `Préparation (organisations, ${SERVICES.length} services, ${OPERATIONS.length} opérations) en ${seconds(prepared, started)} s ; ` +
      `${TRACKERS} échanges en ${seconds(inserted, prepared)} s (${rate(TRACKERS, prepared, inserted)} lignes/s, ` +
      (HISTORY === 'rebuild'
        ? `sans les déclencheurs, puis cumul mensuel reconstruit en ${(rebuiltMs / 1000).toFixed(1)} s) ; `
        : 'cumul mensuel tenu par les déclencheurs) ; ') +
      `${models.length} modèles propres en ${seconds(done, inserted)} s (${rate(models.length, inserted, done)} lignes/s), ` +
      `${library} modèles de la bibliothèque ADEME.`,
  );
}
