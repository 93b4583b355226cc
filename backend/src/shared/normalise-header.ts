// Shared by the import files' column matching and the listings' import of labels (categories, visibilities).

/** Recent answers: an import asks for the same few labels (states, units, visibilities) on each line. */
const recent = new Map<string, string>();
const RECENT_MAX = 1_000;

/** Headers compared without case, accents, punctuation or units: « Poids (kg) » is « poids kg ». */
export function normaliseHeader(header: string): string {
  let normalised = recent.get(header);
  if (normalised !== undefined) return normalised;
  normalised = header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9²³]+/g, ' ')
    .trim();
  if (header.length <= 200) {
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(header, normalised);
  }
  return normalised;
}
