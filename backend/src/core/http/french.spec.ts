import { fr, t } from '@troc/shared';
import { isCatalogueMessage } from './french.js';

describe('isCatalogueMessage', () => {
  it('knows a message whose plural choices are filled, in either form', () => {
    expect(isCatalogueMessage(t(fr.auth.throttled, { minutes: 1 }))).toBe(true);
    expect(isCatalogueMessage(t(fr.auth.throttled, { minutes: 15 }))).toBe(true);
    const conflict = t(fr.calendar.errors.conflict, { days: 'le 21/06/2026', available: 0, quantity: 2 });
    expect(conflict).toContain('sur 2 demandés.');
    expect(isCatalogueMessage(conflict)).toBe(true);
  });

  it('still refuses a text that is not the catalogue’s', () => {
    expect(isCatalogueMessage('Too many requests, retry in 15 minutes.')).toBe(false);
    expect(isCatalogueMessage('Trop de tentatives de connexion.')).toBe(false);
  });
});
