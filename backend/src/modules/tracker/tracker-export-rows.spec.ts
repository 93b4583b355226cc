import { AccountingUnit, type Co2Source, fr, QuantityUnit, SwapType, TrackerStatus } from '@troc/shared';
import type { Tracker } from './entities/tracker.entity.js';
import { co2SourceText, TRACKER_COLUMNS, trackerRow, type TrackerRowRefs } from './tracker-export-rows.js';

const l = fr.exports.lists;
const c = l.tracker;
const ORIGIN = 'https://troc.exemple.fr';
const ASKED = new Date('2026-02-01T09:00:00Z');
const DONE = new Date('2026-02-10T16:30:00Z');

const ADEME: Co2Source = {
  key: 'chaise',
  label: 'Chaise',
  unit: 'item',
  kgCo2ePerUnit: 19.6,
  source: { label: 'ADEME Base Empreinte', package: 'base-empreinte', version: '23.0' },
};

const tracker = (over: Partial<Tracker> = {}): Tracker =>
  ({
    slug: 'tk-123',
    name: 'Chaise bleue',
    status: TrackerStatus.SwapCompleted,
    swapType: SwapType.Don,
    requestedQuantity: 3,
    unit: QuantityUnit.Unit,
    cityName: 'Mérignac',
    postal: '33700',
    createdAt: ASKED,
    lastActionAt: DONE,
    totalPriceCents: 0,
    accountingUnit: AccountingUnit.PerUnit,
    accountingValueCents: 2_000,
    accountingValueUnknown: false,
    accountingTransportFeeCents: null,
    accountingTransportFeeUnknown: true,
    purchasePriceCents: 18_000,
    purchasePriceUnknown: false,
    economicGainCents: 52_500,
    savedWeightGrams: 12_750,
    co2Grams: 58_800,
    co2Source: ADEME,
    co2Sources: [ADEME],
    ...over,
  }) as Tracker;

const refs: TrackerRowRefs = {
  listing: 'chaise-bleue-ab12',
  direction: 'given',
  manager: 'Jeanne Martin',
  taker: 'Paul Durand',
  takerOrganisation: 'Ressourcerie',
  service: 'Achats',
};
const byHeader = (row: unknown[]) => Object.fromEntries(TRACKER_COLUMNS.map((column, i) => [column.header, row[i]]));

describe('the exchange export rows', () => {
  it('writes a completed exchange with its bilans and what it saved', () => {
    const row = trackerRow(tracker(), refs, ORIGIN);
    expect(row).toHaveLength(TRACKER_COLUMNS.length);
    expect(byHeader(row)).toEqual({
      [c.reference]: 'tk-123',
      [c.name]: 'Chaise bleue',
      [c.listing]: 'chaise-bleue-ab12',
      [c.direction]: l.directions.given,
      [c.status]: fr.tracker.statuses.SwapCompleted,
      [c.swapType]: 'Don',
      [c.quantity]: 3,
      [c.manager]: 'Jeanne Martin',
      [c.taker]: 'Paul Durand',
      [c.takerOrganisation]: 'Ressourcerie',
      [c.service]: 'Achats',
      [c.city]: 'Mérignac',
      [c.postal]: '33700',
      [c.requestedAt]: ASKED,
      [c.lastActionAt]: DONE,
      [c.totalPrice]: 0,
      [c.accountingUnit]: fr.bilans.accountingUnits.PerUnit,
      [c.accountingValue]: 20,
      [c.transportFee]: l.unknown,
      [c.purchasePrice]: 180,
      [c.economy]: 525,
      [c.weight]: 12.75,
      [c.co2]: 58.8,
      [c.co2Source]: 'Chaise (ADEME Base Empreinte 23.0)',
      [c.url]: 'https://troc.exemple.fr/fr/tracker/summary/tk-123/',
    });
  });

  it('writes no savings before the exchange is completed, and unknown figures as empty cells', () => {
    const going = byHeader(trackerRow(tracker({ status: TrackerStatus.ReservationApproved }), refs, ORIGIN));
    expect(going).toMatchObject({ [c.economy]: null, [c.weight]: null, [c.co2]: null, [c.co2Source]: null });
    const unknown = byHeader(
      trackerRow(
        tracker({ economicGainCents: null, co2Grams: null, co2Source: null, co2Sources: null, accountingUnit: null }),
        { ...refs, direction: 'received', listing: null },
        ORIGIN,
      ),
    );
    expect(unknown).toMatchObject({
      [c.direction]: l.directions.received,
      [c.listing]: null,
      [c.accountingUnit]: null,
      [c.economy]: null,
      [c.co2]: null,
      [c.co2Source]: null,
      [c.weight]: 12.75,
    });
  });

  it('names every factor summed, a chosen impact model with its own factor', () => {
    const model: Co2Source = {
      ...ADEME,
      label: 'Bureau en chêne massif',
      unit: 'kg',
      model: { id: 4, slug: 'bureau-chene', emissionFactor: 1.9, inputUnit: 'kg', quantity: 30 },
    };
    expect(co2SourceText([model, ADEME])).toBe(
      'Bureau en chêne massif — modèle bureau-chene (1,9 kgCO2e/kg) ; Chaise (ADEME Base Empreinte 23.0)',
    );
    expect(co2SourceText([])).toBeNull();
  });
});
