import { render, screen } from '@testing-library/react';
import type { OperationFigures as Figures } from '@troc/shared';
import { figureText, OperationFigures } from './OperationFigures';

const figures: Figures = {
  nbViews: 1250,
  nbTrocs: 4,
  nbTrackersReserved: 2,
  nbTrackersReservationRequested: 0,
  nbTrackersTerminated: 0,
  totalItemSaved: 0,
  totalEconomyInEuros: null,
  totalAvoidedWeightInKg: null,
  totalCo2InKg: null,
};

const value = (key: keyof Figures) => document.querySelector(`[data-figure="${key}"] dd`)?.textContent;

describe('operation figures', () => {
  it('shows « N/A » for the savings not known yet, never 0', () => {
    render(<OperationFigures figures={figures} />);
    expect(value('totalEconomyInEuros')).toBe('N/A');
    expect(value('totalAvoidedWeightInKg')).toBe('N/A');
    expect(value('totalCo2InKg')).toBe('N/A');
    expect(screen.getByText('CO2 évité (kg)')).toBeInTheDocument();
  });

  it('shows counted figures, zeros included, in French', () => {
    render(<OperationFigures figures={{ ...figures, totalEconomyInEuros: '120,00 €', totalCo2InKg: 0 }} />);
    expect(value('nbViews')).toBe((1250).toLocaleString('fr-FR'));
    expect(value('nbTrackersTerminated')).toBe('0');
    expect(value('totalEconomyInEuros')).toBe('120,00 €');
    expect(value('totalCo2InKg')).toBe('0');
    expect(figureText(null)).toBe('N/A');
  });
});
