import { render, screen } from '@testing-library/react';
import { fr } from '@troc/shared';
import { CarbonFigure, formatCarbone } from './CarbonFigure';

describe('the carbon figure', () => {
  it('shows carbone with 2 decimals', () => {
    expect(formatCarbone(64.6834)).toBe('64,68');
    render(<CarbonFigure label="Impact carbone par unité" value={120} />);
    expect(screen.getByText(/120,00\s*kgCO2e/)).toBeTruthy();
  });

  it('shows « N/A » with its warning, said to screen readers, when no number can be formatted', () => {
    expect(formatCarbone(null)).toBeNull();
    expect(formatCarbone(Number.NaN)).toBeNull();
    render(<CarbonFigure label="Impact carbone par unité" value={null} />);
    expect(screen.getByText(fr.impact.modal.notAvailable, { exact: false })).toBeTruthy();
    expect(screen.getByText(fr.impact.modal.notAvailableHelp, { exact: false })).toBeTruthy();
  });
});
