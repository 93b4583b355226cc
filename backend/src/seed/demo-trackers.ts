import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { PublicationStatus, RequestType, SwapType, type TrackerAction } from '@troc/shared';
import { DataSource } from 'typeorm';
import { actorOf, type Actor } from '../core/auth/actor.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { ConventionService } from '../modules/convention/convention.service.js';
import { TrackerTransitionsService } from '../modules/tracker/tracker-transitions.service.js';
import { TrackerService } from '../modules/tracker/tracker.service.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { remaining } from '../modules/troc/troc.mapper.js';

const logger = new Logger('Seed');

/** Who asks, and how far the exchange goes (through the real services: stock, threads, audit, mails). */
const SCENARIOS: { requester: string; quantity: number; steps: (TrackerAction | 'regularize')[]; message: string }[] = [
  {
    requester: 'karim.haddad@ressourcerie-lille.demo',
    quantity: 2,
    steps: [],
    message: 'Bonjour, notre ressourcerie serait ravie de récupérer ces biens pour nos ateliers.',
  },
  {
    requester: 'fatou.diallo@entraide-marseille.demo',
    quantity: 1,
    steps: [],
    message: 'Bonjour, nous équipons un nouveau local d’accueil : ce serait parfait.',
  },
  {
    requester: 'lucas.blanc@recyclerie-pentes.demo',
    quantity: 2,
    steps: ['approve'],
    message: 'Bonjour, pouvons-nous passer les chercher la semaine prochaine ?',
  },
  {
    requester: 'manon.leroy@ressourcerie-lille.demo',
    quantity: 1,
    steps: ['deny'],
    message: 'Bonjour, ce matériel intéresserait beaucoup notre association.',
  },
  {
    requester: 'sarah.cohen@info-solidaire.demo',
    quantity: 1,
    steps: ['cancel'],
    message: 'Bonjour, nous aurions besoin de ce matériel pour un chantier solidaire.',
  },
  {
    requester: 'anne.guerin@mobilier-ouest.demo',
    quantity: 2,
    steps: ['approve', 'record'],
    message: 'Bonjour, nous pouvons organiser l’enlèvement avec notre camion.',
  },
  {
    requester: 'olivier.muller@btp-grand-est.demo',
    quantity: 1,
    steps: ['approve', 'record', 'complete'],
    message: 'Bonjour, ce lot compléterait notre stock de réemploi.',
  },
  {
    requester: 'karim.haddad@ressourcerie-lille.demo',
    quantity: 3,
    steps: ['approve', 'record', 'complete'],
    message: 'Bonjour, nos bénévoles peuvent venir dès lundi.',
  },
  {
    requester: 'lucas.blanc@recyclerie-pentes.demo',
    quantity: 1,
    steps: ['approve', 'record', 'swapCancel'],
    message: 'Bonjour, est-il encore disponible ?',
  },
  {
    requester: 'fatou.diallo@entraide-marseille.demo',
    quantity: 1,
    steps: ['approve', 'cancel'],
    message: 'Bonjour, nous serions intéressés par ce matériel.',
  },
];

/** Demo exchanges in every status, on published gifts and sales of the public services. */
export async function seedDemoTrackers(app: INestApplication): Promise<number> {
  const ds = app.get(DataSource);
  const trackers = app.get(TrackerService);
  const transitions = app.get(TrackerTransitionsService);
  const conventions = app.get(ConventionService);
  const users = await ds.getRepository(User).find({ relations: { organisation: true, service: true } });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const actor = (user: User): Actor => actorOf(user);
  const offers = (
    await ds.getRepository(Troc).find({
      where: { publicationStatus: PublicationStatus.Published, requestType: RequestType.Offer, visExternal: true },
      order: { id: 'ASC' },
    })
  ).filter((t) => t.swapType !== SwapType.Pret && remaining(t) >= 4 && (t.itemMinQuantity ?? 1) <= 1);
  let created = 0;
  for (const [i, scenario] of SCENARIOS.entries()) {
    const requester = byEmail.get(scenario.requester);
    const troc = offers.filter((t) => t.organisationId !== requester?.organisationId)[i * 3];
    const manager = troc ? users.find((u) => u.id === troc.managerId) : undefined;
    if (!requester || !troc || !manager) continue;
    const quantity = Math.min(scenario.quantity, troc.itemMaxQuantity ?? scenario.quantity);
    const { tracker } = await trackers.request(troc.slug, actor(requester), { message: scenario.message, quantity });
    for (const step of scenario.steps) {
      const by = step === 'complete' || (step === 'cancel' && scenario.steps.length === 1) ? requester : manager;
      if (step === 'record') {
        await conventions.generate(tracker, actor(manager));
        await transitions.record(tracker, actor(manager), {
          itemPurchasePrice: troc.purchasePriceCents ? troc.purchasePriceCents / 100 : 150,
          itemState: troc.itemState ?? 'VeryGood',
          itemWeight: troc.weightGrams ? troc.weightGrams / 1000 : 10,
          service: troc.serviceId ?? manager.serviceId ?? undefined,
          description: troc.description ?? troc.name ?? 'Lot remis au repreneur.',
          totalPrice:
            troc.swapType === SwapType.Vente && troc.currentPriceCents ? (troc.currentPriceCents * quantity) / 100 : 0,
        });
      } else if (step !== 'regularize') {
        await transitions.act(tracker, step, actor(by));
      }
    }
    created++;
  }
  logger.log(`Demo exchanges: ${created}`);
  return created;
}
