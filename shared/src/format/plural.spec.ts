import { fr, t } from '../messages/fr.js';
import { countOf, plural, quantityWithUnit, unitOf } from './plural.js';
import { QuantityUnit } from '../enums/index.js';

describe('plurals', () => {
  it('takes the singular for 0 and 1 and the plural from 2, as French does', () => {
    expect([0, 1, 1.5, 2, 89].map((n) => plural(n, 'vue', 'vues'))).toEqual(['vue', 'vue', 'vue', 'vues', 'vues']);
  });

  it('reads counts already written the French way', () => {
    expect(countOf('1\u00a0234')).toBe(1234);
    expect(countOf('1,5')).toBe(1.5);
    expect(plural('1\u202f000', 'bien', 'biens')).toBe('biens');
    expect(plural('n/a', 'bien', 'biens')).toBe('biens');
  });

  it('fills the catalogue’s choices by their parameter, with a placeholder inside a form', () => {
    expect(t(fr.ui.listingBrowse.search.results, { count: 1 })).toBe('1 annonce trouvée');
    expect(t(fr.ui.listingBrowse.search.results, { count: 89 })).toBe('89 annonces trouvées');
    expect(t('{count:la plus forte valeur|les {count} plus fortes valeurs}', { count: 10 })).toBe(
      'les 10 plus fortes valeurs',
    );
    expect(t('{a} {a:x|xs}, {b} {b:y|ys}', { a: 1, b: 2 })).toBe('1 x, 2 ys');
    expect(t('{count} {count:vue|vues}')).toBe('{count} {count:vue|vues}');
  });

  it('agrees a listing’s unit with its quantity', () => {
    expect(quantityWithUnit(31, QuantityUnit.Unit)).toBe('31\u00a0unités');
    expect(quantityWithUnit(1, QuantityUnit.Meter)).toBe('1\u00a0mètre');
    expect(unitOf(QuantityUnit.Kilogram, 12)).toBe('kg');
  });

  it('leaves no hand-written « (s) » in the catalogue', () => {
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    // The units as choices (forms, import files) keep their spreadsheet spelling.
    walk({ ...fr, listing: { ...fr.listing, units: {} } });
    expect(strings.filter((s) => /\((s|es|x|aux)\)/.test(s))).toEqual([]);
  });
});
