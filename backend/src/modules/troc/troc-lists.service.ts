import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ListingCard, type ListingManagerCard, PublicationStatus, Role, Visibility } from '@troc/shared';
import type { Repository } from 'typeorm';
import type { Actor } from '../../core/auth/actor.js';
import type { MyListingsFormDto } from './dto/search.dto.js';
import { TrocFavorite } from './entities/troc-favorite.entity.js';
import { Troc } from './entities/troc.entity.js';
import { whereVisible } from './troc-access.js';
import { TrocCardsService } from './troc-cards.service.js';
import { fold } from './troc-forms.js';
import { escapeLike } from './troc-search.service.js';

export interface Page<T> {
  data: T[];
  total: number;
  totalResults: number;
}

const VISIBILITY_FLAG: Record<Visibility, string> = {
  [Visibility.Individual]: 'visIndividual',
  [Visibility.External]: 'visExternal',
  [Visibility.Group]: 'visGroup',
  [Visibility.Internal]: 'visInternal',
  [Visibility.Private]: 'visPrivate',
};

/** The other listing lists: mine, favourites, last, similar, highlight, moderation queue. */
@Injectable()
export class TrocListsService {
  constructor(
    @InjectRepository(Troc) private readonly trocs: Repository<Troc>,
    @InjectRepository(TrocFavorite) private readonly favorites: Repository<TrocFavorite>,
    private readonly cards: TrocCardsService,
  ) {}

  /** Listings I own or manage; deleted ones only when asked for. */
  async mine(actor: Actor, form: MyListingsFormDto, page: number, size: number): Promise<Page<ListingManagerCard>> {
    const base = () =>
      this.trocs.createQueryBuilder('t').where('(t.ownerId = :uid OR t.managerId = :uid)', { uid: actor.id });
    const qb = base();
    if (form.publicationStatus.length) {
      qb.andWhere('t.publicationStatus IN (:...statuses)', { statuses: form.publicationStatus });
    } else {
      qb.andWhere('t.publicationStatus <> :archived', { archived: PublicationStatus.Archived });
    }
    if (form.requestType.length) qb.andWhere('t.requestType IN (:...requestTypes)', { requestTypes: form.requestType });
    if (form.visibility.length) {
      qb.andWhere(`(${form.visibility.map((v) => `t.${VISIBILITY_FLAG[v]} = 1`).join(' OR ')})`);
    }
    fold(form.keyword ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8)
      .forEach((word, i) =>
        qb.andWhere(`t.searchText LIKE :kw${i} ESCAPE '!'`, { [`kw${i}`]: `% ${escapeLike(word)}%` }),
      );
    const [[rows, totalResults], total] = await Promise.all([
      qb
        .orderBy('t.updatedAt', 'DESC')
        .addOrderBy('t.id', 'DESC')
        .skip((page - 1) * size)
        .take(size)
        .getManyAndCount(),
      base().andWhere('t.publicationStatus <> :archived', { archived: PublicationStatus.Archived }).getCount(),
    ]);
    return { data: await this.cards.managerCards(rows, actor), total, totalResults };
  }

  /** My favourites that I may still see. */
  async favoriteList(actor: Actor, page: number, size: number): Promise<Page<ListingCard>> {
    const viewer = actor;
    const qb = whereVisible(
      this.trocs.createQueryBuilder('t').innerJoin(TrocFavorite, 'f', 'f.trocId = t.id AND f.userId = :fav', {
        fav: actor.id,
      }),
      't',
      viewer,
    );
    // One favourite row per listing: offset/limit are exact, and skip/take's two-query pagination
    // cannot order by a column of a joined table it does not select.
    const [rows, total] = await qb
      .orderBy('f.createdAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .offset((page - 1) * size)
      .limit(size)
      .getManyAndCount();
    return {
      data: await this.cards.cards(rows, viewer, this.cards.homeOf(actor.cityCode)),
      total,
      totalResults: total,
    };
  }

  /** Adds or removes the favourite; the caller already checked the listing is visible. */
  async toggleFavorite(actor: Actor, troc: Troc): Promise<boolean> {
    const existing = await this.favorites.findOneBy({ userId: actor.id, trocId: troc.id });
    if (existing) {
      await this.favorites.delete({ id: existing.id });
      return false;
    }
    await this.favorites.upsert({ userId: actor.id, trocId: troc.id }, ['userId', 'trocId']);
    return true;
  }

  /** The latest published listings the viewer may see. */
  async last(actor: Actor | null, page: number, size: number): Promise<Page<ListingCard>> {
    const viewer = actor;
    const qb = whereVisible(this.trocs.createQueryBuilder('t'), 't', viewer, {
      liveOnly: [PublicationStatus.Published],
    });
    const [rows, total] = await qb
      .orderBy('t.publishedAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return {
      data: await this.cards.cards(rows, viewer, this.cards.homeOf(actor?.cityCode)),
      total,
      totalResults: total,
    };
  }

  /** Listings of the same category (or the same top category when that is all there is). */
  async similar(troc: Troc, actor: Actor | null, size: number): Promise<Page<ListingCard>> {
    const viewer = actor;
    const qb = whereVisible(this.trocs.createQueryBuilder('t'), 't', viewer, {
      liveOnly: [PublicationStatus.Published],
    }).andWhere('t.id <> :self', { self: troc.id });
    const root = this.cards.categories.rootOf(troc.categoryId);
    if (root) {
      qb.andWhere('t.categoryId IN (:...categories)', { categories: this.cards.categories.descendantIds(root.id) });
      if (troc.categoryId !== null) {
        qb.addSelect(`CASE WHEN t.categoryId = ${Number(troc.categoryId)} THEN 0 ELSE 1 END`, 'closeness').orderBy(
          'closeness',
          'ASC',
        );
      }
    }
    const [rows, total] = await qb.addOrderBy('t.publishedAt', 'DESC').take(size).getManyAndCount();
    return {
      data: await this.cards.cards(rows, viewer, this.cards.homeOf(actor?.cityCode)),
      total,
      totalResults: total,
    };
  }

  /** The moderation queue of the moderator's organisation (every organisation for platform admins). */
  async moderationQueue(actor: Actor, page: number, size: number): Promise<Page<ListingManagerCard>> {
    const qb = this.trocs
      .createQueryBuilder('t')
      .where('t.publicationStatus = :status AND t.rejected = 0', { status: PublicationStatus.ToModerate });
    if (!actor.roles.includes(Role.PlatformAdmin))
      qb.andWhere('t.organisationId = :org', { org: actor.organisationId });
    const [rows, total] = await qb
      .orderBy('t.updatedAt', 'ASC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return { data: await this.cards.managerCards(rows, actor), total, totalResults: total };
  }
}
