import { type OperationFigures as Figures } from '@troc/shared';
import { operationUi } from '@troc/shared/messages/ui-operation';

const v = operationUi.view;

const FIGURES: (keyof Figures)[] = [
  'nbViews',
  'nbTrocs',
  'nbTrackersReservationRequested',
  'nbTrackersReserved',
  'nbTrackersTerminated',
  'totalItemSaved',
  'totalEconomyInEuros',
  'totalAvoidedWeightInKg',
  'totalCo2InKg',
];

/** A figure as shown: a null saving is « N/A » (not known until the bilans), never 0. */
export function figureText(value: number | string | null): string {
  if (value === null) return operationUi.common.notAvailable;
  return typeof value === 'number' ? value.toLocaleString('fr-FR') : value;
}

/** The operation's key figures. */
export function OperationFigures({ figures }: { figures: Figures }) {
  return (
    <dl className="troc-operation-figures" aria-label={v.figures}>
      {FIGURES.map((key) => (
        <div key={key} data-figure={key}>
          <dt>{v.figureLabels[key]}</dt>
          <dd>{figureText(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
