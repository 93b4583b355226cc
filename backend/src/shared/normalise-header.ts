// Shared by the import files' column matching and the listings' import of labels (categories, visibilities).
/** Headers compared without case, accents, punctuation or units: « Poids (kg) » is « poids kg ». */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9²³]+/g, ' ')
    .trim();
}
