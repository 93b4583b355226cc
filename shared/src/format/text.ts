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

/**
 * Whether a name answers what was typed: each typed word begins a word of the name, accents and
 * case aside. « Tables » finds « Tables et chaises », not « Ordinateurs portables ».
 */
export function nameMatches(name: string, typed: string): boolean {
  const words = foldText(name).split(' ');
  return foldText(typed)
    .split(' ')
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

/** Characters as a person counts them (an emoji is one, not two UTF-16 units): `[...value].length` without the array. */
export function characterCount(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}
