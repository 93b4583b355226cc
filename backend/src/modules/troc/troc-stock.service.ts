import { Injectable } from '@nestjs/common';
import {
  allowsPublication,
  fr,
  PublicationStatus as S,
  quantityBounds,
  type QuantityBounds,
  type StockMove,
  t,
} from '@troc/shared';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Tx } from '../../core/database/transactions.js';
import type { Troc } from './entities/troc.entity.js';
import { moveStock } from './troc-stock.queries.js';
import { setStatusIfStill } from './troc.queries.js';
import { TROC_AUDIT } from './troc-view.service.js';
import { remaining, type StockFields } from './troc.mapper.js';
import { ConflictError } from '../../core/errors/index.js';

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

  /** Units left to give or lend (core §5), for the modules that reserve them. */
  remaining(troc: StockFields): number {
    return remaining(troc);
  }

  /** What a request may take from this listing now. */
  bounds(troc: Troc, held = 0): QuantityBounds {
    return quantityBounds({ remaining: remaining(troc) + held, min: troc.itemMinQuantity, max: troc.itemMaxQuantity });
  }

  async move(manager: Tx, trocId: number, move: StockMove, quantity: number, actorId: number | null) {
    const { moved, troc } = await moveStock(manager, trocId, move, quantity);
    if (!moved) {
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
  async followStock(manager: Tx, troc: Troc, actorId: number | null): Promise<void> {
    const left = remaining(troc);
    const state = { publicationStatus: troc.publicationStatus, rejected: troc.rejected };
    const change =
      left === 0 && allowsPublication(state, 'exhaust', S.Unavailable)
        ? { action: 'exhaust', to: S.Unavailable }
        : left > 0 && allowsPublication(state, 'restock', S.Published)
          ? { action: 'restock', to: S.Published }
          : null;
    if (!change) return;
    await setStatusIfStill(manager, troc, { publicationStatus: change.to });
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
