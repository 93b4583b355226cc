import { foldText, nameMatches, slugify } from './text.js';

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
