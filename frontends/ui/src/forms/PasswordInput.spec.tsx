import { fireEvent, render, screen } from '@testing-library/react';
import { fr } from '@troc/shared';
import { PasswordInput } from './PasswordInput';

function setup() {
  render(
    <>
      <label htmlFor="pw">Mot de passe</label>
      <PasswordInput id="pw" defaultValue="Secret-2026!" />
    </>,
  );
  return { input: screen.getByLabelText('Mot de passe'), eye: screen.getByRole('button', { name: fr.password.show }) };
}

describe('PasswordInput', () => {
  it('shows the password only while the eye is pressed with the mouse', () => {
    const { input, eye } = setup();
    expect(input).toHaveAttribute('type', 'password');

    fireEvent.mouseDown(eye);
    expect(input).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');

    fireEvent.mouseUp(eye);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('hides it again when the pointer leaves the eye', () => {
    const { input, eye } = setup();
    fireEvent.mouseDown(eye);
    fireEvent.mouseLeave(eye);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works with touch and does not toggle on a simple click', () => {
    const { input, eye } = setup();
    fireEvent.touchStart(eye);
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.touchEnd(eye);
    expect(input).toHaveAttribute('type', 'password');

    fireEvent.click(eye);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows it while Space is held from the keyboard', () => {
    const { input, eye } = setup();
    fireEvent.keyDown(eye, { key: ' ' });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyUp(eye, { key: ' ' });
    expect(input).toHaveAttribute('type', 'password');
  });
});
