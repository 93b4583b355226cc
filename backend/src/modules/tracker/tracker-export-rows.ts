import { type Co2Source, fr, ROUTES, t, type TransactionDirection, withLocale } from '@troc/shared';
import type { ExportCell, ExportColumn } from '../export/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { savingsView } from './tracker-savings.js';

const l = fr.exports.lists;
const c = l.tracker;
const MONEY = '#,##0.00';
const KG = '#,##0.000';
const DAY = 'dd/mm/yyyy';

/** What an exchange's row names besides its own columns, loaded once per batch. */
export interface TrackerRowRefs {
  /** The listing's reference (its slug); null once the listing is gone. */
  listing: string | null;
  /** The reader's side: the listing's (given) or the one who asked (received). */
  direction: TransactionDirection;
  manager: string | null;
  taker: string | null;
  takerOrganisation: string | null;
  service: string | null;
}

/** « Mes échanges » and « Échanges terminés »: the exchange, its bilans and what it saved (the « bilans » export). */
export const TRACKER_COLUMNS: ExportColumn[] = [
  { header: c.reference, width: 16 },
  { header: c.name, width: 40 },
  { header: c.listing, width: 28 },
  { header: c.direction, width: 8 },
  { header: c.status, width: 14 },
  { header: c.swapType, width: 18 },
  { header: c.quantity },
  { header: c.manager, width: 24 },
  { header: c.taker, width: 28 },
  { header: c.takerOrganisation, width: 30 },
  { header: c.service, width: 24 },
  { header: c.city, width: 24 },
  { header: c.postal },
  { header: c.requestedAt, numFmt: DAY },
  { header: c.lastActionAt, numFmt: DAY },
  { header: c.totalPrice, numFmt: MONEY },
  { header: c.accountingUnit, width: 26 },
  { header: c.accountingValue, numFmt: MONEY },
  { header: c.transportFee, numFmt: MONEY },
  { header: c.purchasePrice, numFmt: MONEY },
  { header: c.economy, numFmt: MONEY },
  { header: c.weight, numFmt: KG },
  { header: c.co2, numFmt: KG },
  { header: c.co2Source, width: 60 },
  { header: c.url, width: 60 },
];

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/** An amount of the bilans: euros, « Inconnu » when declared unknown, empty when not filled. */
const declared = (cents: number | null, unknown: boolean): ExportCell => (unknown ? l.unknown : euros(cents));

/** The factor(s) behind the CO2 figure, as the exchange's summary names them. */
export function co2SourceText(sources: readonly Co2Source[]): string | null {
  if (sources.length === 0) return null;
  return sources
    .map((source) =>
      source.model
        ? t(l.co2Model, {
            label: source.label,
            model: source.model.slug,
            factor: source.model.emissionFactor.toLocaleString('fr-FR', { maximumFractionDigits: 3 }),
            unit: source.model.inputUnit,
          })
        : t(l.co2Source, { label: source.label, source: source.source.label, version: source.source.version }),
    )
    .join(' ; ');
}

export const trackerUrl = (origin: string, slug: string) => `${origin}${withLocale(ROUTES.trackerSummary(slug))}`;

/** One row of the exchange lists, in the order of TRACKER_COLUMNS; savings only for a completed exchange. */
export function trackerRow(tracker: Tracker, refs: TrackerRowRefs, origin: string): ExportCell[] {
  const savings = savingsView(tracker);
  return [
    tracker.slug,
    tracker.name,
    refs.listing,
    l.directions[refs.direction],
    fr.tracker.statuses[tracker.status],
    tracker.swapType ? fr.listing.swapTypes[tracker.swapType] : null,
    tracker.requestedQuantity,
    refs.manager,
    refs.taker,
    refs.takerOrganisation,
    refs.service,
    tracker.cityName,
    tracker.postal,
    tracker.createdAt,
    tracker.lastActionAt,
    euros(tracker.totalPriceCents),
    tracker.accountingUnit ? fr.bilans.accountingUnits[tracker.accountingUnit] : null,
    declared(tracker.accountingValueCents, tracker.accountingValueUnknown),
    declared(tracker.accountingTransportFeeCents, tracker.accountingTransportFeeUnknown),
    declared(tracker.purchasePriceCents, tracker.purchasePriceUnknown),
    savings?.economicGain ?? null,
    savings?.weightInKg ?? null,
    savings?.co2InKg ?? null,
    savings ? co2SourceText(savings.co2Sources) : null,
    trackerUrl(origin, tracker.slug),
  ];
}
