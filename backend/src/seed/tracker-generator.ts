import { PublicationStatus, RequestType, SwapType, ThreadType, TrackerStatus } from '@troc/shared';
import type { DataSource } from 'typeorm';
import { User } from '../modules/identity/entities/user.entity.js';
import { ThreadParticipant } from '../modules/inbox/entities/thread-participant.entity.js';
import { Thread } from '../modules/inbox/entities/thread.entity.js';
import { Tracker } from '../modules/tracker/entities/tracker.entity.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';
import { bulkInsert, nextId } from './bulk-insert.js';
import { createRng, pick } from './listing-factory.js';

/** How generated exchanges are spread over the statuses (weights). */
const STATUS_WEIGHTS: [TrackerStatus, number][] = [
  [TrackerStatus.ReservationRequested, 20],
  [TrackerStatus.ReservationApproved, 12],
  [TrackerStatus.SwapInitiated, 8],
  [TrackerStatus.SwapCompleted, 35],
  [TrackerStatus.ReservationDenied, 10],
  [TrackerStatus.ReservationCancelled, 12],
  [TrackerStatus.SwapCancelled, 3],
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Appends `count` exchanges, each with its thread, on published offers of the database and
 * between members of different organisations, over the last two years. For the benchmarks:
 * the listings' stock is left as it is (these exchanges are history, not holds).
 */
export async function generateTrackers(
  ds: DataSource,
  options: { count: number; seed?: number; chunk?: number; onProgress?: (done: number) => void },
): Promise<number> {
  const { count, seed = 2727, chunk = 5000, onProgress } = options;
  const rng = createRng(seed);
  const members = (await ds.getRepository(User).find()).filter((u) => u.termsAcceptedAt && u.serviceId);
  const offers = await ds
    .getRepository(Troc)
    .createQueryBuilder('t')
    .where('t.publicationStatus = :p AND t.requestType = :r', { p: PublicationStatus.Published, r: RequestType.Offer })
    .orderBy('t.id', 'ASC')
    .take(20_000)
    .getMany();
  if (offers.length === 0 || members.length < 2)
    throw new Error('Aucune annonce publiée : générez d’abord des annonces.');
  const total = STATUS_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const status = () => {
    let roll = rng() * total;
    for (const [value, weight] of STATUS_WEIGHTS) if ((roll -= weight) < 0) return value;
    return TrackerStatus.SwapCompleted;
  };
  let trackerId = await nextId(ds.manager, Tracker);
  let threadId = await nextId(ds.manager, Thread);
  const tag = Date.now().toString(36);
  const now = Date.now();
  for (let done = 0; done < count;) {
    const size = Math.min(chunk, count - done);
    const trackers: Partial<Tracker>[] = [];
    const threads: Partial<Thread>[] = [];
    // Each side's own state of the thread (the inbox lists a thread from these rows).
    const participants: Partial<ThreadParticipant>[] = [];
    for (let i = 0; i < size; i++) {
      const troc = pick(rng, offers);
      let user = pick(rng, members);
      while (user.organisationId === troc.organisationId) user = pick(rng, members);
      const at = new Date(now - Math.floor(rng() * 730 * DAY));
      const quantity = 1 + Math.floor(rng() * 3);
      const sale = troc.swapType === SwapType.Vente && troc.currentPriceCents !== null;
      const id = trackerId++;
      trackers.push({
        id,
        slug: `g${tag}${done + i}`.slice(0, 32),
        trocId: troc.id,
        status: status(),
        swapType: troc.swapType,
        requestedQuantity: quantity,
        unit: troc.unit,
        managerId: troc.managerId,
        ownerId: troc.ownerId,
        organisationId: troc.organisationId,
        userId: user.id,
        userOrganisationId: user.organisationId,
        regularized: false,
        name: troc.name ?? 'Échange',
        description: troc.description,
        itemState: troc.itemState,
        weightGrams: troc.weightGrams,
        purchasePriceCents: troc.purchasePriceCents,
        totalPriceCents: sale ? troc.currentPriceCents! * quantity : 0,
        originalPriceCents: sale ? troc.currentPriceCents! * quantity : null,
        serviceId: troc.serviceId,
        categoryId: troc.categoryId,
        operationId: troc.operationId,
        postal: troc.postal,
        cityCode: troc.cityCode,
        cityName: troc.cityName,
        lastActionAt: at,
        createdById: user.id,
        createdAt: at,
        updatedAt: at,
      });
      threads.push({
        id: threadId++,
        slug: `g${tag}t${done + i}`.slice(0, 32),
        threadType: ThreadType.ReservationDemand,
        title: troc.name ?? 'Échange',
        trocId: troc.id,
        trackerId: id,
        fromUserId: user.id,
        toUserId: troc.managerId,
        archived: false,
        lastMessageAt: at,
        createdAt: at,
        updatedAt: at,
      });
      participants.push(
        { threadId: threadId - 1, userId: user.id, origin: 'user', archived: false, unread: 0, readAt: at },
        { threadId: threadId - 1, userId: troc.managerId, origin: 'manager', archived: false, unread: 0, readAt: at },
      );
    }
    await ds.transaction(async (manager) => {
      await bulkInsert(manager, Tracker, trackers);
      await bulkInsert(manager, Thread, threads);
      await bulkInsert(manager, ThreadParticipant, participants);
    });
    done += size;
    onProgress?.(done);
  }
  return count;
}
