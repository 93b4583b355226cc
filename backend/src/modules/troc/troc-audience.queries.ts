import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { TrocFavorite } from './entities/troc-favorite.entity.js';
import { TrocInvitation } from './entities/troc-invitation.entity.js';
import { TrocPerimeter } from './entities/troc-perimeter.entity.js';

/** The rows around a listing that its cards and view read: favourites, invitations, perimeter. */
@Injectable()
export class TrocAudienceQueries {
  constructor(
    @InjectRepository(TrocFavorite) private readonly favorites: Repository<TrocFavorite>,
    @InjectRepository(TrocInvitation) private readonly invitations: Repository<TrocInvitation>,
    @InjectRepository(TrocPerimeter) private readonly perimeters: Repository<TrocPerimeter>,
  ) {}

  /** Which of these listings the member starred. */
  async favoriteIds(userId: number, trocIds: number[]): Promise<Set<number>> {
    if (trocIds.length === 0) return new Set();
    const rows = await this.favorites.find({ where: { userId, trocId: In(trocIds) }, select: { trocId: true } });
    return new Set(rows.map((r) => r.trocId));
  }

  /** Stars the listing, or unstars it when it was: whether it is starred now. */
  async toggleFavorite(userId: number, trocId: number): Promise<boolean> {
    const existing = await this.favorites.findOneBy({ userId, trocId });
    if (existing) {
      await this.favorites.delete({ id: existing.id });
      return false;
    }
    await this.favorites.upsert({ userId, trocId }, ['userId', 'trocId']);
    return true;
  }

  /** The invitation rows of one listing, in the order they were written. */
  invitationRows(trocId: number): Promise<TrocInvitation[]> {
    return this.invitations.find({ where: { trocId }, order: { id: 'ASC' } });
  }

  /** The invited addresses of each listing. */
  async invitationsOf(trocIds: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (trocIds.length === 0) return map;
    for (const row of await this.invitations.find({ where: { trocId: In(trocIds) }, order: { id: 'ASC' } })) {
      map.set(row.trocId, [...(map.get(row.trocId) ?? []), row.email]);
    }
    return map;
  }

  /** The services of each listing's perimeter. */
  async perimeterOf(trocIds: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (trocIds.length === 0) return map;
    for (const row of await this.perimeters.find({ where: { trocId: In(trocIds) }, order: { id: 'ASC' } })) {
      map.set(row.trocId, [...(map.get(row.trocId) ?? []), row.serviceId]);
    }
    return map;
  }
}
