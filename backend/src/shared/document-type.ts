const MAGIC: [string, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** A document's type from its first bytes (uploads and signed conventions). */
export function detectDocumentType(input: Buffer): string | null {
  for (const [mime, bytes] of MAGIC) {
    if (input.length >= bytes.length && bytes.every((b, i) => input[i] === b)) return mime;
  }
  return null;
}
