/**
 * Lower case, no accents nor ligatures, words separated by single spaces: the one form in
 * which names, places and listings are compared and searched, on both sides.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "Élodie Martin" → "elodie-martin", "Saint-Étienne" → "saint-etienne": foldText with dashes. */
export function slugify(value: string, maxLength = 150): string {
  return foldText(value).replace(/ /g, '-').slice(0, maxLength).replace(/-+$/, '');
}
