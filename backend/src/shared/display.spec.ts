import { fr } from '@troc/shared';
import { anActor } from '../../test/support/actors.js';
import { availabilityDisplayDates, trocReference, userRef } from './display.js';

describe('display formats', () => {
  it('refers to a listing by its padded id', () => {
    expect(trocReference({ id: 150 })).toBe('TR-000150');
  });

  it('tells the availability period in words', () => {
    const dates = (start: string | null, end: string | null) =>
      availabilityDisplayDates({ availabilityStartDate: start, availabilityEndDate: end });
    expect(dates('2026-03-01', '2026-04-30')).toBe('Du 01/03/2026 au 30/04/2026');
    expect(dates('2026-03-01', null)).toBe('À partir du 01/03/2026');
    expect(dates(null, null)).toBe(fr.fallback.notProvided);
  });

  it('opens a profile to members only, and names an unknown member', () => {
    const marie = { slug: 'marie-durand', firstname: 'Marie', lastname: 'Durand' };
    expect(userRef(marie, anActor()).readable).toBe(true);
    expect(userRef(marie, null)).toMatchObject({ slug: 'marie-durand', readable: false });
    expect(userRef(undefined, anActor())).toMatchObject({ firstname: fr.fallback.unknown, readable: false });
  });
});
