import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mockFetch, renderApp, resetApi, signedOut } from '../test-utils';
import { useLeaveGuard } from './useLeaveGuard';

const texts = { title: 'Quitter ?', body: 'Modifications perdues.', stay: 'Rester', leave: 'Quitter' };

function Page() {
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, texts);
  return (
    <>
      <button onClick={() => setDirty(true)}>modifier</button>
      <Link to="/fr/ailleurs/">lien</Link>
      <button onClick={() => guard.navigate('/fr/autre/')}>aller</button>
    </>
  );
}

function setup() {
  resetApi();
  mockFetch(() => signedOut);
  renderApp(<Page />, { path: '/fr/ici/' });
}

const location = () => screen.getByTestId('location').textContent;
const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('lets the user go when nothing is unsaved', async () => {
    setup();
    expect(beforeUnload()).toBe(false);
    await userEvent.click(screen.getByText('lien'));
    expect(location()).toBe('/fr/ailleurs/');
  });

  it('asks before unloading and before following a link while changes are unsaved', async () => {
    setup();
    await userEvent.click(screen.getByText('modifier'));
    expect(beforeUnload()).toBe(true);

    await userEvent.click(screen.getByText('lien'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.body)).toBeInTheDocument();
    expect(location()).toBe('/fr/ici/');

    await userEvent.click(within(dialog).getByRole('button', { name: texts.stay }));
    expect(location()).toBe('/fr/ici/');

    await userEvent.click(screen.getByText('lien'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.leave }));
    expect(location()).toBe('/fr/ailleurs/');
  });

  it('asks before the page’s own navigations too, and leaves modified clicks to the browser', async () => {
    setup();
    await userEvent.click(screen.getByText('modifier'));
    await userEvent.click(screen.getByText('aller'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.leave }));
    expect(location()).toBe('/fr/autre/');

    // A new tab loses nothing: ctrl-click is not intercepted.
    const event = fireEvent.click(screen.getByText('lien'), { ctrlKey: true });
    expect(event).toBe(true);
  });
});
