import { fr, t } from './fr.js';

describe('French catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t(fr.validation.minLength, { min: 2 })).toBe(
      'Cette valeur est trop courte. Elle doit contenir au moins 2 caractères.',
    );
    expect(t('{a} et {b}', { a: 1 })).toBe('1 et {b}');
  });

  it('has a distinct not-empty message for each organism name', () => {
    const messages = Object.values(fr.organism.notEmpty);
    expect(new Set(messages).size).toBe(3);
  });
});
