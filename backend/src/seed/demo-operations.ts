import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { PublicationStatus, RequestType, SwapType } from '@troc/shared';
import { DataSource } from 'typeorm';
import { actorOf } from '../core/auth/actor.js';
import { CartService } from '../modules/cart/cart.service.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { OperationService } from '../modules/operation/operation.service.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { TrocOperationsService } from '../modules/troc/troc-operations.service.js';
import { remaining } from '../modules/troc/troc.mapper.js';

const logger = new Logger('Seed');

/** Two operations of the demo (a building cleared, a collection day), each holding its manager's listings. */
const OPERATIONS = [
  {
    manager: 'camille.martin@chu-bordeaux.demo',
    name: 'Déménagement du bâtiment Tastet-Girard',
    description:
      'Le bâtiment ferme en fin d’année : mobilier de bureau, matériel informatique et équipements de consultation à reprendre avant les travaux.',
  },
  {
    manager: 'claire.fontaine@mte.demo',
    name: 'Journée du réemploi de l’administration centrale',
    description: 'Une journée pour donner une seconde vie au mobilier et aux fournitures des services parisiens.',
  },
];

/** Open carts: who, and from which organisation's listings. */
const CARTS = [
  { requester: 'lucas.blanc@recyclerie-pentes.demo', from: 'camille.martin@chu-bordeaux.demo', lines: 3 },
  { requester: 'manon.leroy@ressourcerie-lille.demo', from: 'claire.fontaine@mte.demo', lines: 2 },
];

export async function seedDemoOperationsAndCarts(app: INestApplication): Promise<void> {
  const ds = app.get(DataSource);
  const operations = app.get(OperationService);
  const listings = app.get(TrocOperationsService);
  const carts = app.get(CartService);
  const users = await ds.getRepository(User).find({ relations: { organisation: true, service: true } });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const live = await ds.getRepository(Troc).find({
    where: { publicationStatus: PublicationStatus.Published, requestType: RequestType.Offer },
    order: { id: 'DESC' },
  });
  let made = 0;
  for (const spec of OPERATIONS) {
    const manager = byEmail.get(spec.manager);
    if (!manager?.serviceId) continue;
    const actor = actorOf(manager);
    const operation = await operations.create(actor, spec.name);
    await operations.updateManage(operation, {
      name: spec.name,
      description: spec.description,
      manager: manager.id,
      service: manager.serviceId,
      visibility: ['External'],
      availabilityStartDate: operation.availabilityStartDate,
      availabilityEndDate: operation.availabilityEndDate,
    });
    const own = live
      .filter((t) => t.managerId === manager.id && t.organisationId === manager.organisationId)
      .slice(0, 4);
    if (own.length)
      await listings.assign(
        actor,
        operation,
        own.map((t) => t.slug),
      );
    if (operation.cityCode) await operations.publish(operation, actor);
    made++;
  }
  let lines = 0;
  for (const spec of CARTS) {
    const requester = byEmail.get(spec.requester);
    const cedant = byEmail.get(spec.from);
    if (!requester || !cedant) continue;
    const actor = actorOf(requester);
    const offers = live.filter(
      (t) =>
        t.organisationId === cedant.organisationId &&
        t.visExternal &&
        t.swapType !== SwapType.Pret &&
        remaining(t) >= 2 &&
        (t.itemMinQuantity ?? 1) <= 1,
    );
    for (const troc of offers.slice(0, spec.lines)) {
      try {
        await carts.add(troc.slug, actor, { quantity: 1 });
        lines++;
      } catch {
        // A listing the requester already asked for stays out of the cart.
      }
    }
  }
  logger.log(`Demo operations: ${made}, cart lines: ${lines}`);
}
