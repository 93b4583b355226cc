import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordChecklist } from './PasswordChecklist';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pw">Mot de passe</label>
      <input id="pw" value={value} onChange={(event) => setValue(event.target.value)} />
      <PasswordChecklist value={value} />
    </>
  );
}

const failing = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-state') === 'failing')
    .map((item) => item.getAttribute('data-key'));

describe('PasswordChecklist', () => {
  it('flags every item while the password is empty', () => {
    render(<Field />);
    expect(failing()).toEqual(['length', 'digits', 'lowercase', 'uppercase', 'special']);
  });

  it('updates the failing items as the user types', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Mot de passe');

    await user.type(input, 'abc');
    expect(failing()).toEqual(['length', 'digits', 'uppercase', 'special']);

    await user.type(input, 'DEF12');
    expect(failing()).toEqual(['length', 'special']);

    await user.type(input, '!-long');
    expect(failing()).toEqual([]);
  });

  it('says in words which items are met, for screen readers', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText('Mot de passe'), 'Reemploi-2026!');
    const items = screen.getAllByRole('listitem');
    expect(items.every((item) => item.getAttribute('data-state') === 'ok')).toBe(true);
    expect(within(items[0]!).getByText('(critère respecté)')).toBeInTheDocument();
  });
});
