/**
 * Lower case, no accents nor ligatures, words separated by single spaces: the one form in
 * which names, places and listings are compared and searched, on both sides.
 */
export function foldText(value: string): string {
  // Char by char through a table for ASCII and the Latin letters (every listing's name and
  // description is folded when it is written); any other character takes the whole way. Runs of
  // lower-case letters and digits are copied as slices.
  let folded = '';
  let gap = false;
  let run = -1;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if ((unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39)) {
      if (run < 0) {
        if (gap && folded) folded += ' ';
        gap = false;
        run = i;
      }
      continue;
    }
    if (run >= 0) {
      folded += value.slice(run, i);
      run = -1;
    }
    const part = unit < LATIN_END ? LATIN[unit]! : null;
    if (part === null) return foldThroughUnicode(value);
    for (let j = 0; j < part.length; j++) {
      const c = part.charCodeAt(j);
      if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) {
        if (gap && folded) folded += ' ';
        gap = false;
        folded += part[j];
      } else gap = true;
    }
  }
  return run >= 0 ? folded + value.slice(run) : folded;
}

/** The definition: canonical decomposition, marks dropped, lower case, ligatures spelt out, words. */
function foldThroughUnicode(value: string): string {
  return foldLetters(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function foldLetters(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** Up to Latin Extended-B, each UTF-16 unit folds alone (no context, marks of its own only). */
const LATIN_END = 0x250;
const LATIN = Array.from({ length: LATIN_END }, (_, unit) => foldLetters(String.fromCharCode(unit)));

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
