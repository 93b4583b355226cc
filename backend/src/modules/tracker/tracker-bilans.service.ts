import { Injectable } from '@nestjs/common';
import {
  type AccountingUnit,
  type BilansValues,
  fr,
  readBoolean,
  readNumber,
  readText,
  toCents,
  TrackerStatus,
  validateBilans,
  validatePurchasePrice,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import { ConflictError, ForbiddenError, FormError } from '../../core/errors/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { TrackerCo2 } from './tracker-co2.js';
import { BILANS_STATUSES, computeSavings } from './tracker-savings.js';
import { type LoadedTracker, TrackerTransitionsService } from './tracker-transitions.service.js';
import { TrackerQueries } from './tracker.queries.js';

/** The bilans of an exchange and its purchase price: what its savings are computed from. */
@Injectable()
export class TrackerBilansService {
  constructor(
    private readonly transitions: TrackerTransitionsService,
    private readonly queries: TrackerQueries,
    private readonly transactions: Transactions,
    private readonly co2: TrackerCo2,
  ) {}

  /**
   * The bilans form (core §5 Bilans), by the manager's side once the request is accepted; a
   * completed exchange's savings follow its bilans.
   */
  async saveBilans(slug: string, actor: Actor, values: BilansValues): Promise<LoadedTracker> {
    const loaded = await this.transitions.load(slug, actor);
    const { tracker, troc, roles } = loaded;
    if (!roles.includes('manager')) throw new ForbiddenError('TRACKER_FORBIDDEN', fr.tracker.errors.notAllowed);
    if (!BILANS_STATUSES.includes(tracker.status)) throw new ConflictError('BILANS_NOT_YET', fr.bilans.errors.notYet);
    const errors = validateBilans(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    const cents = (value: unknown, unknown: unknown) => (readBoolean(unknown) ? null : toCents(readNumber(value)!));
    const fields: Partial<Tracker> = {
      accountingUnit: readText(values.accountingUnit) as AccountingUnit,
      accountingValueUnknown: readBoolean(values.accountingValueUnknown),
      accountingValueCents: cents(values.accountingValue, values.accountingValueUnknown),
      accountingTransportFeeUnknown: readBoolean(values.accountingTransportFeeUnknown),
      accountingTransportFeeCents: cents(values.accountingTransportFee, values.accountingTransportFeeUnknown),
      purchasePriceUnknown: readBoolean(values.itemPurchasePriceUnknown),
      purchasePriceCents:
        cents(values.itemPurchasePrice, values.itemPurchasePriceUnknown) ?? tracker.purchasePriceCents,
    };
    if (fields.purchasePriceUnknown) fields.purchasePriceCents = null;
    const updated = { ...tracker, ...fields };
    if (tracker.status === TrackerStatus.SwapCompleted) {
      Object.assign(fields, computeSavings(updated, await this.co2.estimate(troc, updated)));
    }
    await this.transactions.run((manager) => this.queries.update(manager, tracker.id, fields));
    return this.transitions.load(slug, actor);
  }

  /**
   * The purchase (new) price alone, as the cart lines' fragment edits it for the manager's side
   * (supporting §2): from 0.01, or declared unknown. The bilans and savings read it.
   */
  async savePurchasePrice(
    slug: string,
    actor: Actor,
    values: { itemPurchasePrice?: unknown; itemPurchasePriceUnknown?: unknown },
  ): Promise<LoadedTracker> {
    const loaded = await this.transitions.load(slug, actor);
    if (!loaded.roles.includes('manager')) throw new ForbiddenError('TRACKER_FORBIDDEN', fr.tracker.errors.notAllowed);
    const unknown = readBoolean(values.itemPurchasePriceUnknown);
    const errors = validatePurchasePrice(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    const price = readNumber(values.itemPurchasePrice);
    const fields: Partial<Tracker> = {
      purchasePriceUnknown: unknown,
      purchasePriceCents: unknown || price === null ? null : toCents(price),
    };
    if (loaded.tracker.status === TrackerStatus.SwapCompleted) {
      const updated = { ...loaded.tracker, ...fields };
      Object.assign(fields, computeSavings(updated, await this.co2.estimate(loaded.troc, updated)));
    }
    await this.transactions.run((manager) => this.queries.update(manager, loaded.tracker.id, fields));
    return this.transitions.load(slug, actor);
  }
}
