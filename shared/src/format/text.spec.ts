import fc from 'fast-check';
import { characterCount, foldText, nameMatches, slugify } from './text.js';

describe('foldText and slugify', () => {
  it('fold accents, ligatures, case and punctuation the same way for every module', () => {
    expect(foldText('  Élodie  MARTIN-Dupont ')).toBe('elodie martin dupont');
    expect(foldText('Cœur d’Œuvre, 12 m²')).toBe('coeur d oeuvre 12 m');
    expect(slugify('Saint-Étienne')).toBe('saint-etienne');
    expect(slugify('Élodie Martin')).toBe('elodie-martin');
    expect(slugify('x'.repeat(200)).length).toBe(150);
    expect(slugify('ab cd', 3)).toBe('ab');
  });
});

describe('nameMatches', () => {
  it('matches the beginning of a word of the name, not a piece inside a word', () => {
    expect(nameMatches('Tables et chaises', 'Tables')).toBe(true);
    expect(nameMatches('Ordinateurs portables', 'Tables')).toBe(false);
    expect(nameMatches('Sièges et fauteuils', 'sieg FAUT')).toBe(true);
    expect(nameMatches('Sièges et fauteuils', 'chaise')).toBe(false);
    expect(nameMatches('Anything', '  ')).toBe(true);
  });
});

describe('characterCount', () => {
  it('counts an emoji or a rare ideogram once, a lone half of one once', () => {
    expect(characterCount('Chaise 🪑')).toBe(8);
    expect(characterCount('𠀀a')).toBe(2);
    expect(characterCount('\ud83e')).toBe(1);
    expect(characterCount('a\udc00\ud83e')).toBe(3);
    expect(characterCount('')).toBe(0);
  });

  it('counts as the string iterator does, for any UTF-16 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(characterCount(a)).toBe([...a].length);
        expect(characterCount(b + a)).toBe([...(b + a)].length);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('foldText, char by char', () => {
  // The definition, as the rule is written: the fast path must answer the same for any text.
  const byDefinition = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const latin = fc.integer({ min: 0, max: 0x24f }).map((unit) => String.fromCharCode(unit));

  it('folds Latin letters, ligatures, digits and punctuation as the definition does', () => {
    expect(foldText('Ŀ’Œuvre ÆSOP ß ø Ǖ ½ İstanbul')).toBe(byDefinition('Ŀ’Œuvre ÆSOP ß ø Ǖ ½ İstanbul'));
    expect(foldText('Table (120 × 80 cm) — état : très bon')).toBe('table 120 80 cm etat tres bon');
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(latin, fc.constantFrom(' ', '-', 'e\u0301', 'Σ', '\u20d0')) }), (text) => {
        expect(foldText(text)).toBe(byDefinition(text));
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => expect(foldText(text)).toBe(byDefinition(text))),
      { numRuns: 2_000 },
    );
  });
});
