import { Injectable } from '@nestjs/common';
import type { Co2Source } from '@troc/shared';
import { co2Avoided, defaultFactor } from '../impact/default-factors.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import type { Tracker } from './entities/tracker.entity.js';

/**
 * The CO2 avoided by an exchange: the default ADEME factor of its listing's category (per item,
 * or per kg with the unit weight), kept with the figure. The carbon module will let users choose
 * impact models instead. Without a defensible factor, or a weight for a per-kg one: null (« N/A »).
 */
@Injectable()
export class TrackerCo2 {
  estimate(
    troc: Pick<Troc, 'categoryId'> | undefined,
    tracker: Pick<Tracker, 'requestedQuantity' | 'weightGrams'>,
  ): { grams: number; source: Co2Source } | null {
    const factor = defaultFactor(troc?.categoryId ?? null);
    const { kgCo2e } = co2Avoided(factor, {
      quantity: tracker.requestedQuantity,
      unitWeightGrams: tracker.weightGrams,
    });
    return factor && kgCo2e !== null ? { grams: Math.round(kgCo2e * 1000), source: factor } : null;
  }
}
