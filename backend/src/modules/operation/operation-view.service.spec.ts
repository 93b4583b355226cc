import { formatCents, TrackerStatus as S } from '@troc/shared';
import type { Operation } from './entities/operation.entity.js';
import { OperationViewService } from './operation-view.service.js';

// The operation's figures from its listings' exchanges, with the exchange queries faked.
type Figures = {
  byStatus: Map<S, number>;
  itemsOut: number;
  gramsOut: number | null;
  economyCents: number | null;
  co2Grams: number | null;
};

function figuresFor(found: Figures, live = 4) {
  const asked: number[][] = [];
  const listings = {
    listingIdsOf: async () => [11, 12, 13],
    countsOf: async (ids: number[]) => new Map(ids.map((id) => [id, live])),
  };
  const trackers = {
    figuresOf: async (ids: number[]) => {
      asked.push(ids);
      return found;
    },
  };
  const service = new OperationViewService(
    ...([{}, listings, trackers, {}, {}, {}, {}, {}] as never as ConstructorParameters<typeof OperationViewService>),
  );
  return { figures: service.figures({ id: 3, viewTotal: 57 } as Operation), asked };
}

describe('an operation’s figures', () => {
  it('counts the exchanges of its listings by step: held, waiting, completed', async () => {
    const byStatus = new Map([
      [S.ReservationRequested, 2],
      [S.ReservationApproved, 3],
      [S.SwapInitiated, 1],
      [S.SwapCompleted, 4],
      [S.ReservationDenied, 9],
    ]);
    const { figures, asked } = figuresFor({
      byStatus,
      itemsOut: 6,
      gramsOut: 12_345,
      economyCents: 45_050,
      co2Grams: 2_005,
    });
    expect(await figures).toEqual({
      nbViews: 57,
      nbTrocs: 4,
      nbTrackersReserved: 4,
      nbTrackersReservationRequested: 2,
      nbTrackersTerminated: 4,
      totalItemSaved: 6,
      totalEconomyInEuros: formatCents(45_050),
      totalAvoidedWeightInKg: 12.35,
      totalCo2InKg: 2.01,
    });
    expect(asked).toEqual([[11, 12, 13]]);
  });

  it('says « N/A » (null) for what no completed exchange knows, and zero for counts', async () => {
    const { figures } = figuresFor(
      { byStatus: new Map(), itemsOut: 0, gramsOut: null, economyCents: null, co2Grams: null },
      0,
    );
    expect(await figures).toMatchObject({
      nbTrocs: 0,
      nbTrackersReserved: 0,
      nbTrackersTerminated: 0,
      totalItemSaved: 0,
      totalEconomyInEuros: null,
      totalAvoidedWeightInKg: null,
      totalCo2InKg: null,
    });
  });
});
