import { Injectable } from '@nestjs/common';
import { fr, IMPACT_MODES, type ImpactMode } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { TrackerTransitionsService } from '../tracker/index.js';
import { TrocReadService } from '../troc/index.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';

/** What the carbon modal works on: a listing (per unit) or an exchange (× its quantity). */
export interface ImpactSubject {
  mode: ImpactMode;
  id: number;
  /** The listing's unit weight (per-kg models left open use it). */
  weightGrams: number | null;
  requestedQuantity: number | null;
  /** The exchange's listing: its choices count when the exchange has none. */
  trocId: number | null;
  /** May select, unselect, add for it (the listing's managers; the exchange's manager side). */
  canChoose: boolean;
  /** What TrackerCo2 computes its default from without a chosen model (per unit for a listing). */
  byDefault: { categoryId: number | null; quantity: number; unitWeightGrams: number | null };
}

/**
 * Resolves {mode}/{slug} with the troc and tracker modules' own access rules: a listing for
 * who may edit it (404 unseen, 403 otherwise); an exchange for its parties (404 otherwise),
 * chosen for by its manager side only.
 */
@Injectable()
export class ImpactSubjects {
  constructor(
    private readonly trocs: TrocReadService,
    private readonly trackers: TrackerTransitionsService,
  ) {}

  async resolve(mode: string, slug: string, actor: Actor): Promise<ImpactSubject> {
    if (!IMPACT_MODES.includes(mode as ImpactMode))
      throw new NotFoundError('IMPACT_MODE_UNKNOWN', fr.impact.errors.mode);
    if (mode === 'troc') {
      const troc = await this.trocs.managed(slug, actor);
      return {
        mode,
        id: troc.id,
        weightGrams: troc.weightGrams,
        requestedQuantity: null,
        trocId: null,
        canChoose: true,
        byDefault: { categoryId: troc.categoryId, quantity: 1, unitWeightGrams: troc.weightGrams },
      };
    }
    const { tracker, troc, roles } = await this.trackers.load(slug, actor);
    return {
      mode: 'tracker',
      id: tracker.id,
      weightGrams: tracker.weightGrams ?? troc.weightGrams,
      requestedQuantity: tracker.requestedQuantity,
      trocId: troc.id,
      canChoose: roles.includes('manager'),
      byDefault: {
        categoryId: troc.categoryId,
        quantity: tracker.requestedQuantity,
        unitWeightGrams: tracker.weightGrams,
      },
    };
  }

  async chooser(mode: string, slug: string, actor: Actor): Promise<ImpactSubject> {
    const subject = await this.resolve(mode, slug, actor);
    if (!subject.canChoose) throw new ForbiddenError('IMPACT_MANAGER_ONLY', fr.impact.errors.notManager);
    return subject;
  }
}
