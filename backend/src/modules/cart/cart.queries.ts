import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CartLine } from './entities/cart-line.entity.js';
import { Cart } from './entities/cart.entity.js';

/** The cart module's SQL, in one place. */
@Injectable()
export class CartQueries {
  constructor(
    @InjectRepository(Cart) private readonly carts: Repository<Cart>,
    @InjectRepository(CartLine) private readonly lines: Repository<CartLine>,
  ) {}

  bySlug(slug: string): Promise<Cart | null> {
    return this.carts.findOneBy({ slug });
  }

  byId(id: number): Promise<Cart | null> {
    return this.carts.findOneBy({ id });
  }

  openOf(manager: EntityManager, userId: number, organisationId: number): Promise<Cart | null> {
    return manager.getRepository(Cart).findOneBy({ openKey: `${userId}:${organisationId}` });
  }

  openCarts(userId: number): Promise<Cart[]> {
    return this.carts.find({ where: { userId, status: 'open' }, order: { updatedAt: 'DESC' } });
  }

  async insertCart(manager: EntityManager, cart: Partial<Cart>): Promise<Cart> {
    return manager.getRepository(Cart).save(manager.getRepository(Cart).create(cart));
  }

  async touch(manager: EntityManager | null, cartId: number, fields: Partial<Cart> = {}): Promise<void> {
    await (manager ? manager.getRepository(Cart) : this.carts).update(
      { id: cartId },
      { ...fields, updatedAt: new Date() },
    );
  }

  line(id: number): Promise<CartLine | null> {
    return this.lines.findOneBy({ id });
  }

  lineOf(manager: EntityManager, cartId: number, trocId: number): Promise<CartLine | null> {
    return manager.getRepository(CartLine).findOneBy({ cartId, trocId });
  }

  /** Lines of a cart in the order they were added (a cart holds tens of lines, not thousands). */
  linesOf(cartId: number, manager?: EntityManager): Promise<CartLine[]> {
    return (manager?.getRepository(CartLine) ?? this.lines).find({ where: { cartId }, order: { id: 'ASC' } });
  }

  countLines(cartId: number): Promise<number> {
    return this.lines.countBy({ cartId });
  }

  /** Carts whose lines became exchanges on listings of these managers (the manager's cart page). */
  async cartIdsOfTrackers(trackerIds: number[]): Promise<number[]> {
    if (trackerIds.length === 0) return [];
    const rows = await this.lines
      .createQueryBuilder('l')
      .select('DISTINCT l.cartId', 'cartId')
      .where('l.trackerId IN (:...ids)', { ids: trackerIds })
      .getRawMany<{ cartId: number }>();
    return rows.map((r) => Number(r.cartId));
  }

  async saveLine(manager: EntityManager | null, line: Partial<CartLine>): Promise<CartLine> {
    const repo = manager ? manager.getRepository(CartLine) : this.lines;
    return repo.save(repo.create(line));
  }

  async updateLine(manager: EntityManager | null, id: number, fields: Partial<CartLine>): Promise<void> {
    await (manager ? manager.getRepository(CartLine) : this.lines).update({ id }, fields);
  }

  async removeLine(manager: EntityManager | null, id: number): Promise<void> {
    await (manager ? manager.getRepository(CartLine) : this.lines).delete({ id });
  }

  async clear(manager: EntityManager, cartId: number): Promise<void> {
    await manager.getRepository(CartLine).delete({ cartId });
  }
}
