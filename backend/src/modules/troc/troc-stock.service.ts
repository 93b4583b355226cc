import { Injectable } from '@nestjs/common';
import {
  allowsPublication,
  fr,
  PublicationStatus as S,
  quantityBounds,
  type QuantityBounds,
  RequestType,
  type StockMove,
  t,
} from '@troc/shared';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service.js';
import { Troc } from './entities/troc.entity.js';
import { TROC_AUDIT } from './troc-view.service.js';
import { remaining } from './troc.mapper.js';
import { ConflictError } from '../../core/errors/index.js';

/** The total a listing gives (an offer) or asks for (a demand), as SQL: the new total wins. */
const TOTAL_SQL = `CASE WHEN requestType = '${RequestType.Demand}' THEN COALESCE(itemNewQuantity, itemRequestQuantity, 0) ELSE COALESCE(itemNewQuantity, itemTotalQuantity, 0) END`;

/**
 * The listing's quantities as exchanges move them (core §5: remaining = total − reserved − out,
 * never below 0). Every move is one conditional UPDATE in the caller's transaction, so that
 * parallel approvals of the last units cannot oversell on either database; the listing then
 * goes Unavailable when nothing remains and back to Published when a cancellation restores
 * stock (the publication table's exhaust and restock).
 */
@Injectable()
export class TrocStockService {
  constructor(private readonly audit: AuditService) {}

  /** What a request may take from this listing now. */
  bounds(troc: Troc, held = 0): QuantityBounds {
    return quantityBounds({ remaining: remaining(troc) + held, min: troc.itemMinQuantity, max: troc.itemMaxQuantity });
  }

  async move(manager: EntityManager, trocId: number, move: StockMove, quantity: number, actorId: number | null) {
    // The quantity is a parameter: never written into the statement's text.
    const qb = manager.createQueryBuilder().update(Troc).where('id = :id', { id: trocId, quantity });
    const release = 'CASE WHEN quantityReserved >= :quantity THEN quantityReserved - :quantity ELSE 0 END';
    if (move === 'reserve') {
      qb.set({ quantityReserved: () => 'quantityReserved + :quantity' }).andWhere(
        `${TOTAL_SQL} - quantityReserved - quantityOut >= :quantity`,
      );
    } else if (move === 'release') {
      qb.set({ quantityReserved: () => release });
    } else {
      qb.set({ quantityReserved: () => release, quantityOut: () => 'quantityOut + :quantity' });
    }
    const result = await qb.execute();
    const troc = await manager.getRepository(Troc).findOneByOrFail({ id: trocId });
    if (!result.affected) {
      throw new ConflictError(
        'TROC_STOCK_REFUSED',
        remaining(troc) === 0
          ? fr.tracker.errors.nothingLeft
          : t(fr.tracker.errors.notEnoughLeft, { remaining: remaining(troc) }),
      );
    }
    await this.followStock(manager, troc, actorId);
  }

  /** Exhaust when nothing remains, restock when something came back (a move, or an edit of the quantities). */
  async followStock(manager: EntityManager, troc: Troc, actorId: number | null): Promise<void> {
    const left = remaining(troc);
    const state = { publicationStatus: troc.publicationStatus, rejected: troc.rejected };
    const change =
      left === 0 && allowsPublication(state, 'exhaust', S.Unavailable)
        ? { action: 'exhaust', to: S.Unavailable }
        : left > 0 && allowsPublication(state, 'restock', S.Published)
          ? { action: 'restock', to: S.Published }
          : null;
    if (!change) return;
    await manager
      .createQueryBuilder()
      .update(Troc)
      .set({ publicationStatus: change.to })
      .where('id = :id AND publicationStatus = :from', { id: troc.id, from: troc.publicationStatus })
      .execute();
    await this.audit.record(
      {
        entityType: TROC_AUDIT,
        entityId: troc.id,
        action: change.action,
        from: troc.publicationStatus,
        to: change.to,
        actorId,
      },
      manager,
    );
  }
}
