import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PublicationStatus } from '@troc/shared';
import { In, Not, type Repository } from 'typeorm';
import type { Tx } from '../../core/database/transactions.js';
import { Troc } from './entities/troc.entity.js';

/** The listings' operation column: which listings an operation holds. */
@Injectable()
export class TrocOperationQueries {
  constructor(@InjectRepository(Troc) private readonly trocs: Repository<Troc>) {}

  /** Every listing of the operation, deleted ones included, by id. */
  async listingIdsOf(operationId: number): Promise<number[]> {
    const rows = await this.trocs.find({ where: { operationId }, select: { id: true }, order: { id: 'ASC' } });
    return rows.map((r) => r.id);
  }

  /** Listings (not deleted) per operation. */
  async countsOf(operationIds: number[]): Promise<Map<number, number>> {
    if (operationIds.length === 0) return new Map();
    const rows = await this.trocs
      .createQueryBuilder('t')
      .select('t.operationId', 'operationId')
      .addSelect('COUNT(*)', 'n')
      .where('t.operationId IN (:...ids) AND t.publicationStatus <> :archived', {
        ids: operationIds,
        archived: PublicationStatus.Archived,
      })
      .groupBy('t.operationId')
      .getRawMany<{ operationId: number; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.operationId), Number(r.n)]));
  }

  bySlugs(slugs: readonly string[]): Promise<Troc[]> {
    return slugs.length ? this.trocs.findBy({ slug: In([...new Set(slugs)]) }) : Promise.resolve([]);
  }

  /**
   * Exactly these listings belong to the operation, in the caller's transaction. Deleted listings
   * are neither taken out nor put in: they stay where their exchanges happened.
   */
  async assign(manager: Tx, operationId: number, trocIds: readonly number[]): Promise<void> {
    await manager
      .getRepository(Troc)
      .update({ operationId, publicationStatus: Not(PublicationStatus.Archived) }, { operationId: null });
    if (trocIds.length) await manager.getRepository(Troc).update({ id: In([...trocIds]) }, { operationId });
  }
}
