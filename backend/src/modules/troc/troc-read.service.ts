import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fr } from '@troc/shared';
import type { Repository } from 'typeorm';
import type { Actor } from '../../core/auth/actor.js';
import { Troc } from './entities/troc.entity.js';
import { canManage, canModerate, whereVisible } from './troc-access.js';

/** Loads one listing for a reader, applying the visibility rules before anything else. */
@Injectable()
export class TrocReadService {
  constructor(@InjectRepository(Troc) private readonly trocs: Repository<Troc>) {}

  /** The listing if the actor may see it; 404 otherwise, whether it exists or not. */
  async visible(slug: string, actor: Actor | null): Promise<Troc> {
    const qb = this.trocs.createQueryBuilder('t').where('t.slug = :slug', { slug });
    const troc = await whereVisible(qb, 't', actor).getOne();
    if (!troc) throw new NotFoundException(fr.http.notFound);
    return troc;
  }

  /** The listing for its owner or manager: 404 if unseen, 403 if seen but not theirs. */
  async managed(slug: string, actor: Actor): Promise<Troc> {
    const troc = await this.visible(slug, actor);
    if (!canManage(troc, actor)) throw new ForbiddenException(fr.auth.forbidden);
    return troc;
  }

  /** The listing for a moderator of its organisation. */
  async moderated(slug: string, actor: Actor): Promise<Troc> {
    const troc = await this.visible(slug, actor);
    if (!canModerate(troc, actor)) throw new ForbiddenException(fr.listing.errors.moderatorOnly);
    return troc;
  }
}
