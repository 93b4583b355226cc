import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ShippingArea } from '@troc/shared';
import type { EntityManager, Repository } from 'typeorm';
import { ShippingProvider, ShippingRate } from './entities/shipping.entity.js';

/** The shipping module's SQL, in one place. */
@Injectable()
export class ShippingQueries {
  constructor(
    @InjectRepository(ShippingProvider) private readonly providers: Repository<ShippingProvider>,
    @InjectRepository(ShippingRate) private readonly rates: Repository<ShippingRate>,
  ) {}

  countProviders(): Promise<number> {
    return this.providers.count();
  }

  allProviders(): Promise<ShippingProvider[]> {
    return this.providers.find({ order: { name: 'ASC' } });
  }

  provider(id: number): Promise<ShippingProvider | null> {
    return this.providers.findOneBy({ id });
  }

  allRates(): Promise<ShippingRate[]> {
    return this.rates.find({ order: { providerId: 'ASC', area: 'ASC', unit: 'ASC', maxThreshold: 'ASC' } });
  }

  /** The rates of enabled carriers in one area. */
  ratesIn(area: ShippingArea): Promise<(ShippingRate & { provider: ShippingProvider })[]> {
    return this.rates
      .createQueryBuilder('r')
      .innerJoinAndMapOne('r.provider', ShippingProvider, 'p', 'p.id = r.providerId AND p.enabled = :on', { on: true })
      .where('r.area = :area', { area })
      .getMany() as Promise<(ShippingRate & { provider: ShippingProvider })[]>;
  }

  /** The areas some enabled carrier serves. */
  async servedAreas(): Promise<ShippingArea[]> {
    const rows = await this.rates
      .createQueryBuilder('r')
      .innerJoin(ShippingProvider, 'p', 'p.id = r.providerId AND p.enabled = :on', { on: true })
      .select('DISTINCT r.area', 'area')
      .getRawMany<{ area: ShippingArea }>();
    return rows.map((r) => r.area);
  }

  saveProvider(manager: EntityManager, provider: Partial<ShippingProvider>): Promise<ShippingProvider> {
    const repo = manager.getRepository(ShippingProvider);
    return repo.save(repo.create(provider));
  }

  async replaceRates(manager: EntityManager, providerId: number, rates: Omit<ShippingRate, 'id' | 'providerId'>[]) {
    const repo = manager.getRepository(ShippingRate);
    await repo.delete({ providerId });
    if (rates.length) await repo.insert(rates.map((r) => ({ ...r, providerId })));
  }

  async deleteProvider(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(ShippingRate).delete({ providerId: id });
    await manager.getRepository(ShippingProvider).delete({ id });
  }
}
