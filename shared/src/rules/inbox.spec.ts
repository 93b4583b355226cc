import { fr, t } from '../messages/fr.js';
import { messageExcerpt, validateAnswer, validateListingMessage } from './inbox.js';

describe('inbox rules', () => {
  it('asks 10 to 500 characters of a question or a message', () => {
    expect(validateListingMessage({})).toEqual({ message: [fr.validation.required] });
    expect(validateListingMessage({ message: 'Dix signes' })).toEqual({});
    expect(validateListingMessage({ message: 'court' })).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
    });
    expect(validateListingMessage({ message: 'x'.repeat(501) }).message).toEqual([expect.stringContaining('500')]);
  });

  it('counts an answer only beyond 2 characters', () => {
    expect(validateAnswer({ answer: '  ' })).toEqual({ answer: [fr.validation.required] });
    expect(validateAnswer({ answer: 'ok' })).toEqual({
      answer: ['La réponse doit compter plus de 2 caractères.'],
    });
    expect(validateAnswer({ answer: 'Oui' })).toEqual({});
    expect(validateAnswer({ answer: 'x'.repeat(501) }).answer).toEqual([expect.stringContaining('500')]);
  });

  it('shortens an excerpt to one line', () => {
    expect(messageExcerpt('Bonjour,\n\n  merci')).toBe('Bonjour, merci');
    expect(messageExcerpt('abcdefghij', 5)).toBe('abcd…');
  });
});
