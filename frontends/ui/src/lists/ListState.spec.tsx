import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListState } from './ListState';

describe('ListState', () => {
  it('stands for the list while it loads', () => {
    render(
      <ListState status="loading" loadingView={<p>patience</p>}>
        <p>la liste</p>
      </ListState>,
    );
    expect(screen.getByText('patience')).toBeInTheDocument();
    expect(screen.queryByText('la liste')).not.toBeInTheDocument();
  });

  it('says the list failed and asks again on « Réessayer »', async () => {
    const onRetry = jest.fn();
    render(
      <ListState status="failed" onRetry={onRetry}>
        <p>la liste</p>
      </ListState>,
    );
    expect(await screen.findByText('Les informations n’ont pas pu être chargées.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('la liste')).not.toBeInTheDocument();
  });

  it('takes the page’s own failure title and has no button without a retry', async () => {
    render(<ListState status="failed" failedTitle="Les annonces n’ont pas pu être chargées." />);
    expect(await screen.findByText('Les annonces n’ont pas pu être chargées.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty state of an empty list, and the list otherwise', () => {
    const { rerender } = render(
      <ListState status="ready" empty emptyView={<p>rien ici</p>}>
        <p>la liste</p>
      </ListState>,
    );
    expect(screen.getByText('rien ici')).toBeInTheDocument();
    expect(screen.queryByText('la liste')).not.toBeInTheDocument();

    rerender(
      <ListState status="ready" empty={false} emptyView={<p>rien ici</p>}>
        <p>la liste</p>
      </ListState>,
    );
    expect(screen.getByText('la liste')).toBeInTheDocument();
    expect(screen.queryByText('rien ici')).not.toBeInTheDocument();
  });
});
