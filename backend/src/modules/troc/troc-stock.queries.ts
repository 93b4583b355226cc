import { RequestType, type StockMove } from '@troc/shared';
import type { EntityManager } from 'typeorm';
import { Troc } from './entities/troc.entity.js';

/** The total a listing gives (an offer) or asks for (a demand), as SQL: the new total wins. */
const TOTAL_SQL = `CASE WHEN requestType = '${RequestType.Demand}' THEN COALESCE(itemNewQuantity, itemRequestQuantity, 0) ELSE COALESCE(itemNewQuantity, itemTotalQuantity, 0) END`;

/**
 * One stock move as a single conditional UPDATE in the caller's transaction (a reservation takes
 * only what remains, so parallel approvals of the last units cannot oversell), then the row as
 * it now is.
 */
export async function moveStock(
  manager: EntityManager,
  trocId: number,
  move: StockMove,
  quantity: number,
): Promise<{ moved: boolean; troc: Troc }> {
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
  return { moved: Boolean(result.affected), troc };
}
