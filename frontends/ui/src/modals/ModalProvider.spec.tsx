import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fr } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '../test-utils';
import { useModals } from './ModalProvider';

function Openers() {
  const { open } = useModals();
  return (
    <>
      <button onClick={() => open('default-error', { message: 'Premier problème' })}>premier</button>
      <button onClick={() => open('disconnected-error')}>second</button>
    </>
  );
}

describe('modal manager', () => {
  beforeEach(() => {
    resetApi();
    mockFetch(() => signedOut);
  });

  it('shows one modal at a time: opening another replaces it', async () => {
    renderApp(<Openers />);
    await userEvent.click(screen.getByText('premier'));
    expect(await screen.findByText('Premier problème')).toBeInTheDocument();

    // The page behind is inert while a modal is open; open the next one as code would.
    await userEvent.click(screen.getByText('second'), { pointerEventsCheck: 0 });
    expect(await screen.findByText(fr.modal.disconnectedTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Premier problème')).not.toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes with its labelled close link', async () => {
    renderApp(<Openers />);
    await userEvent.click(screen.getByText('premier'));
    await screen.findByText('Premier problème');
    await userEvent.click(screen.getByRole('button', { name: fr.modal.close }));
    await waitFor(() => expect(screen.queryByText('Premier problème')).not.toBeInTheDocument());
  });
});
