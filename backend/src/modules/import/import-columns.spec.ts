import { importColumns, importTemplate, normaliseHeader, suggestMapping } from './import-columns.js';

describe('import columns', () => {
  it('writes the template with French headers and an example for the required columns', () => {
    const { headers, example } = importTemplate('troc');
    expect(headers).toContain('Catégorie');
    expect(headers).toContain('Poids (kg)');
    expect(headers).toHaveLength(example.length);
    for (const column of importColumns('troc').filter((c) => c.required)) {
      expect(example[headers.indexOf(column.label)]).not.toBe('');
    }
  });

  it('normalises headers without case, accents or units', () => {
    expect(normaliseHeader('  Poids (KG) ')).toBe('poids kg');
    expect(normaliseHeader('Catégorie')).toBe('categorie');
    expect(normaliseHeader("Prix d'achat (€)")).toBe('prix d achat');
  });

  it.each(['troc', 'tracker'] as const)('matches the %s template’s own headers one to one', (kind) => {
    const { headers, example } = importTemplate(kind);
    expect(new Set(headers).size).toBe(headers.length);
    const mapping = suggestMapping(kind, headers);
    for (const column of importColumns(kind)) {
      expect(mapping[column.key]).toBe(column.label);
      if (column.required) expect(example[headers.indexOf(column.label)]).not.toBe('');
    }
  });

  it('matches aliases and loose headers, each header once, and leaves the rest unmatched', () => {
    const mapping = suggestMapping('troc', [
      'DÉSIGNATION',
      'Famille',
      'poids',
      'Qté',
      'Commentaire interne',
      'Quantité',
    ]);
    expect(mapping.name).toBe('DÉSIGNATION');
    expect(mapping.category).toBe('Famille');
    expect(mapping.itemWeight).toBe('poids');
    expect(mapping.itemTotalQuantity).toBe('Qté');
    expect(mapping.description).toBeNull();
    expect(mapping.brand).toBeNull();
    expect(Object.values(mapping).filter((h) => h === 'Quantité')).toHaveLength(0);
  });
});
