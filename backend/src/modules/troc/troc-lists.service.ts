import { Injectable } from '@nestjs/common';
import { type ListingCard, type ListingManagerCard, Role } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { PerimeterFilterService } from '../identity/index.js';
import type { MyListingsFormDto } from './dto/search.dto.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocAudienceQueries } from './troc-audience.queries.js';
import { TrocCardsService } from './troc-cards.service.js';
import { TrocQueries } from './troc.queries.js';

export interface Page<T> {
  data: T[];
  total: number;
  totalResults: number;
}

/** The other listing lists: mine, favourites, last, similar, highlight, moderation queue. */
@Injectable()
export class TrocListsService {
  constructor(
    private readonly queries: TrocQueries,
    private readonly audience: TrocAudienceQueries,
    private readonly cards: TrocCardsService,
    private readonly perimeter: PerimeterFilterService,
  ) {}

  /**
   * Listings I own or manage; deleted ones only when asked for. With the services filter, an admin
   * reads their organisation's listings in the chosen services (acting only on those they manage).
   */
  async mine(actor: Actor, form: MyListingsFormDto, page: number, size: number): Promise<Page<ListingManagerCard>> {
    const scope = await this.perimeter.scopeOf(actor, form, 'troc_filter_form');
    const { rows, total, totalResults } = await this.queries.mine(scope, form, page, size);
    return { data: await this.cards.managerCards(rows, actor), total, totalResults };
  }

  /** Checks the services filter of a list's form (its 422 and 403) without reading the list. */
  async scopeOf(actor: Actor, form: MyListingsFormDto, path = 'filters'): Promise<void> {
    await this.perimeter.scopeOf(actor, form, path);
  }

  /** The ids of the same list (select-all of a mass action, an export), `path` naming the form in a 422. */
  async mineIds(actor: Actor, form: MyListingsFormDto, path = 'filters'): Promise<number[]> {
    return this.queries.mineIds(await this.perimeter.scopeOf(actor, form, path), form);
  }

  /** My favourites that I may still see. */
  async favoriteList(actor: Actor, page: number, size: number): Promise<Page<ListingCard>> {
    const { rows, total, totalResults } = await this.queries.favorites(actor, page, size);
    return { data: await this.cards.cards(rows, actor, this.cards.homeOf(actor.cityCode)), total, totalResults };
  }

  /** Adds or removes the favourite; the caller already checked the listing is visible. */
  toggleFavorite(actor: Actor, troc: Troc): Promise<boolean> {
    return this.audience.toggleFavorite(actor.id, troc.id);
  }

  /** The latest published listings the viewer may see. */
  async last(actor: Actor | null, page: number, size: number): Promise<Page<ListingCard>> {
    const { rows, total, totalResults } = await this.queries.latest(actor, page, size);
    return { data: await this.cards.cards(rows, actor, this.cards.homeOf(actor?.cityCode)), total, totalResults };
  }

  /** Listings of the same category (or the same top category when that is all there is). */
  async similar(troc: Troc, actor: Actor | null, size: number): Promise<Page<ListingCard>> {
    const root = this.cards.categories.rootOf(troc.categoryId);
    const categories = root ? this.cards.categories.descendantIds(root.id) : null;
    const { rows, total, totalResults } = await this.queries.similar(troc, actor, categories, troc.categoryId, size);
    return { data: await this.cards.cards(rows, actor, this.cards.homeOf(actor?.cityCode)), total, totalResults };
  }

  /** The moderation queue of the moderator's organisation (every organisation for platform admins). */
  async moderationQueue(actor: Actor, page: number, size: number): Promise<Page<ListingManagerCard>> {
    const organisation = actor.roles.includes(Role.PlatformAdmin) ? null : actor.organisationId;
    const { rows, total, totalResults } = await this.queries.moderationQueue(organisation, page, size);
    return { data: await this.cards.managerCards(rows, actor), total, totalResults };
  }
}
