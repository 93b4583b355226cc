import { Injectable } from '@nestjs/common';
import type { Co2Source } from '@troc/shared';
import { defaultCo2 } from '../../shared/default-factors.js';
import type { Troc } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';

/** A CO2 figure and every factor summed into it (the first one is the tracker's co2Source). */
export interface Co2Estimate {
  grams: number;
  sources: Co2Source[];
}

/**
 * The impact models chosen for an exchange or its listing (the impact module provides it: the
 * tracker module does not import that module, which imports this one). undefined: none chosen;
 * null: chosen but not computable (« N/A »).
 */
export interface ChosenModelsCo2 {
  estimate(
    tracker: Pick<Tracker, 'id' | 'trocId' | 'requestedQuantity' | 'weightGrams'>,
    troc: Pick<Troc, 'id' | 'weightGrams'> | undefined,
  ): Promise<Co2Estimate | null | undefined>;
}

/**
 * The CO2 avoided by an exchange: from the impact models chosen for it (or for its listing)
 * when there are some, else the default ADEME factor of its listing's category (per item, or
 * per kg with the unit weight), kept with the figure. Without a defensible factor, or a weight
 * for a per-kg one: null (« N/A »).
 */
@Injectable()
export class TrackerCo2 {
  private chosen: ChosenModelsCo2 | null = null;

  /** Called once by the impact module. */
  useChosenModels(provider: ChosenModelsCo2): void {
    this.chosen = provider;
  }

  async estimate(
    troc: (Pick<Troc, 'categoryId'> & Partial<Pick<Troc, 'id' | 'weightGrams'>>) | undefined,
    tracker: Pick<Tracker, 'id' | 'trocId' | 'requestedQuantity' | 'weightGrams'>,
  ): Promise<Co2Estimate | null> {
    const chosen = this.chosen
      ? await this.chosen.estimate(
          tracker,
          troc ? { id: troc.id ?? tracker.trocId, weightGrams: troc.weightGrams ?? null } : undefined,
        )
      : undefined;
    if (chosen !== undefined) return chosen;
    return this.byDefault(troc, tracker);
  }

  byDefault(
    troc: Pick<Troc, 'categoryId'> | undefined,
    tracker: Pick<Tracker, 'requestedQuantity' | 'weightGrams'>,
  ): Co2Estimate | null {
    const { factor, kgCo2e } = defaultCo2(troc?.categoryId ?? null, {
      quantity: tracker.requestedQuantity,
      unitWeightGrams: tracker.weightGrams,
    });
    return factor && kgCo2e !== null ? { grams: Math.round(kgCo2e * 1000), sources: [factor] } : null;
  }
}
