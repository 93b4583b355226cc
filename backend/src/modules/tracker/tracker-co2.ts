import { Injectable } from '@nestjs/common';
import type { Co2Source } from '@troc/shared';
import type { Troc } from '../troc/entities/troc.entity.js';
import type { Tracker } from './entities/tracker.entity.js';

/**
 * The CO2 avoided by an exchange: the default factor of its listing's category until the
 * carbon module lets users choose impact models. Without a defensible factor: null (« N/A »).
 */
@Injectable()
export class TrackerCo2 {
  estimate(
    _troc: Pick<Troc, 'categoryId'> | undefined,
    _tracker: Pick<Tracker, 'requestedQuantity' | 'weightGrams'>,
  ): { grams: number; source: Co2Source } | null {
    return null;
  }
}
