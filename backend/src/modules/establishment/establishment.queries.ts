import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EstablishmentType } from '@troc/shared';
import { type EntityManager, In, type Repository } from 'typeorm';
import { Establishment } from './entities/establishment.entity.js';

export type EstablishmentRow = Omit<Establishment, 'id'>;

/** The establishment module's SQL, in one place. */
@Injectable()
export class EstablishmentQueries {
  constructor(@InjectRepository(Establishment) private readonly establishments: Repository<Establishment>) {}

  all(): Promise<Establishment[]> {
    return this.establishments.find();
  }

  count(): Promise<number> {
    return this.establishments.count();
  }

  /** The régions where the type has at least one site (unsorted: French order is the service's). */
  async regionsOf(type: EstablishmentType): Promise<string[]> {
    const rows = await this.establishments
      .createQueryBuilder('e')
      .select('DISTINCT e.regionName', 'regionName')
      .where('e.type = :type', { type })
      .getRawMany<{ regionName: string }>();
    return rows.map((r) => r.regionName);
  }

  /** The sites of a type, in one région (by name or INSEE code) or, without one, in all. */
  sitesOf(type: EstablishmentType, region: string | null): Promise<Pick<Establishment, 'label' | 'value'>[]> {
    const query = this.establishments
      .createQueryBuilder('e')
      .select(['e.label', 'e.value'])
      .where('e.type = :type', { type });
    if (region !== null) query.andWhere('(e.regionName = :region OR e.regionCode = :region)', { region });
    return query.getMany();
  }

  byValue(value: string): Promise<Establishment | null> {
    return this.establishments.findOneBy({ value });
  }

  /** New sites; one already there (another process loading at the same time) is left alone. */
  async insertMissing(manager: EntityManager, rows: EstablishmentRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Establishment)
        .values(rows.slice(i, i + 200))
        .orIgnore()
        .execute();
    }
  }

  async update(manager: EntityManager, id: number, row: Partial<EstablishmentRow>): Promise<void> {
    await manager.getRepository(Establishment).update({ id }, row);
  }

  async deleteByIds(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length) await manager.getRepository(Establishment).delete({ id: In(ids) });
  }
}
