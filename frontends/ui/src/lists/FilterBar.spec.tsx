import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './FilterBar';

interface Values {
  status?: string;
  keyword?: string;
}

const bar = (values: Values, onChange: (v: Values) => void) => (
  <FilterBar<Values>
    name="thing_filter_form"
    label="Filtres"
    choices={[
      {
        name: 'status',
        label: 'Statut',
        placeholder: 'Tous',
        options: [
          { value: 'open', label: 'Ouvert' },
          { value: 'closed', label: 'Fermé' },
        ],
      },
    ]}
    keyword={{ label: 'Mot-clé', placeholder: 'Rechercher…', search: 'Chercher' }}
    resetLabel="Réinitialiser"
    values={values}
    onChange={onChange}
  />
);

describe('FilterBar', () => {
  it('applies a choice at once, the keyword only on search, and offers a reset once filtered', async () => {
    const onChange = jest.fn();
    const { rerender } = render(bar({}, onChange));
    expect(screen.getByRole('form', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réinitialiser' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    await userEvent.click(await screen.findByText('Fermé'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'closed' })));

    onChange.mockClear();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'bureau');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Chercher/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'bureau' }));

    rerender(bar({ status: 'closed', keyword: 'bureau' }, onChange));
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
