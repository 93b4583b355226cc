import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { AccountingUnit, PublicationStatus, RequestType, SwapType, Visibility } from '@troc/shared';
import { DataSource } from 'typeorm';
import { actorOf, type Actor } from '../core/auth/actor.js';
import { ConventionService } from '../modules/convention/convention.service.js';
import { GeoService } from '../modules/geo/geo.service.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { Operation } from '../modules/operation/entities/operation.entity.js';
import { Tracker } from '../modules/tracker/entities/tracker.entity.js';
import { TrackerBilansService } from '../modules/tracker/tracker-bilans.service.js';
import { TrackerTransitionsService } from '../modules/tracker/tracker-transitions.service.js';
import { TrackerService } from '../modules/tracker/tracker.service.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { createRng, makeListing, pick } from './listing-factory.js';

const logger = new Logger('Seed');
const DAY = 24 * 3600 * 1000;

/** Whose year of reuse is recorded: the organisations the savings dashboard is shown with. */
const GIVERS: { organisation: string; exchanges: number }[] = [
  { organisation: 'camille.martin@chu-bordeaux.demo', exchanges: 30 },
  { organisation: 'claire.fontaine@mte.demo', exchanges: 14 },
];
const TAKERS = [
  'karim.haddad@ressourcerie-lille.demo',
  'manon.leroy@ressourcerie-lille.demo',
  'fatou.diallo@entraide-marseille.demo',
  'lucas.blanc@recyclerie-pentes.demo',
  'anne.guerin@mobilier-ouest.demo',
  'sarah.cohen@info-solidaire.demo',
];

/**
 * A year of completed exchanges for the savings dashboard: listings given away in full,
 * recorded afterwards as regularised exchanges through the real services (bilans, convention,
 * hand-over, completion: the euros, kilograms and CO2 are computed as for any exchange, from the
 * category's default factor), then dated back over the last twelve months. Their listings are
 * archived: the goods are gone.
 */
export async function seedDemoHistory(app: INestApplication, now = new Date()): Promise<number> {
  const ds = app.get(DataSource);
  const geo = app.get(GeoService);
  const trackers = app.get(TrackerService);
  const bilans = app.get(TrackerBilansService);
  const conventions = app.get(ConventionService);
  const transitions = app.get(TrackerTransitionsService);
  const rng = createRng(4242);
  const users = await ds.getRepository(User).find({ relations: { organisation: true, service: true } });
  const actor = (u: User): Actor => actorOf(u);
  const takers = TAKERS.map((email) => users.find((u) => u.email === email)).filter((u): u is User => !!u);
  let created = 0;
  for (const giver of GIVERS) {
    const admin = users.find((u) => u.email === giver.organisation);
    if (!admin || takers.length === 0) continue;
    const members = users.filter((u) => u.organisationId === admin.organisationId && u.termsAcceptedAt && u.serviceId);
    const operations = await ds.getRepository(Operation).findBy({ organisationId: admin.organisationId });
    for (let n = 0; n < giver.exchanges; n++) {
      const owner = pick(rng, members);
      const commune = geo.commune(owner.cityCode ?? '33063') ?? geo.commune('33063');
      if (!commune) continue;
      const place = {
        code: commune.code,
        name: commune.name,
        postal: owner.postalCode ?? commune.postalCodes[0]!,
        departement: commune.departement,
        region: commune.region,
        lat: commune.lat,
        lon: commune.lon,
      };
      const fields = makeListing(
        rng,
        {
          id: owner.id,
          organisationId: owner.organisationId,
          organisationGroupId: owner.organisation.groupId,
          organisationName: owner.organisation.name,
          serviceId: owner.serviceId,
          moderated: false,
        },
        place,
        now,
        `hist-${owner.organisationId}-${String(n + 1).padStart(3, '0')}`,
      );
      const quantity = Math.max(1, Math.min(fields.itemTotalQuantity ?? 1, 1 + Math.floor(rng() * 6)));
      const swapType = rng() < 0.8 ? SwapType.Don : SwapType.Vente;
      const operationId = operations.length > 0 && rng() < 0.3 ? pick(rng, operations).id : null;
      const troc = await ds.getRepository(Troc).save(
        ds.getRepository(Troc).create({
          ...fields,
          requestType: RequestType.Offer,
          publicationStatus: PublicationStatus.Published,
          swapType,
          currentPriceCents: swapType === SwapType.Vente ? (fields.currentPriceCents ?? 1000) : null,
          itemPriceType: swapType === SwapType.Vente ? fields.itemPriceType : null,
          itemTotalQuantity: quantity,
          itemMinQuantity: 1,
          itemMaxQuantity: null,
          visIndividual: false,
          visExternal: true,
          visGroup: true,
          visInternal: true,
          visPrivate: false,
          visibility: [Visibility.External, Visibility.Group, Visibility.Internal],
          operationId,
        } as Partial<Troc>),
      );
      const taker = pick(rng, takers);
      const manager = actor(owner);
      const { tracker } = await trackers.regularize(troc.slug, manager, {
        quantity,
        user: taker.id,
        message: 'Enlèvement effectué, merci pour ce réemploi.',
      });
      const purchase = troc.purchasePriceCents ? troc.purchasePriceCents / 100 : 120;
      await bilans.saveBilans(tracker, manager, {
        accountingUnit: AccountingUnit.PerUnit,
        accountingValue: Math.max(1, Math.round(purchase * (0.1 + rng() * 0.3))),
        accountingTransportFee: Math.round(15 + rng() * 80),
        itemPurchasePrice: purchase,
      });
      await conventions.generate(tracker, manager);
      await transitions.record(tracker, manager, {
        itemPurchasePrice: purchase,
        itemState: troc.itemState ?? 'Good',
        itemWeight: troc.weightGrams ? troc.weightGrams / 1000 : 5,
        service: owner.serviceId ?? undefined,
        description: troc.description ?? troc.name ?? 'Lot remis au repreneur.',
        totalPrice: swapType === SwapType.Vente ? ((troc.currentPriceCents ?? 0) * quantity) / 100 : 0,
      });
      await transitions.act(tracker, 'complete', actor(taker));
      // Spread over the last twelve months, the oldest first.
      const at = new Date(
        now.getTime() - Math.floor(((giver.exchanges - n) / giver.exchanges) * 360 * DAY) - Math.floor(rng() * 5 * DAY),
      );
      await ds.getRepository(Tracker).update({ slug: tracker }, { lastActionAt: at, createdAt: at });
      await ds
        .getRepository(Troc)
        .update(
          { id: troc.id },
          { publicationStatus: PublicationStatus.Archived, publishedAt: new Date(at.getTime() - 20 * DAY) },
        );
      created++;
    }
  }
  logger.log(`Demo history: ${created} completed exchanges over twelve months`);
  return created;
}
