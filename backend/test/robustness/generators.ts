import fc from 'fast-check';
import { gzipSync } from 'node:zlib';

/** Values no form field should accept as they are, and that once broke a route. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  // null is the commonest bad value a client sends: often enough to reach every field.
  fc.constant(null),
  fc.constantFrom<unknown>(
    null,
    [],
    {},
    '',
    ' ',
    true,
    0,
    -1,
    1e20,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '1e20',
    '9'.repeat(30),
    '-0',
    '0x1F',
    '12,5',
    '\ud800',
    'a\udfffb',
    '\udbff\ud800',
    'nul\u0000octet',
    '2024-13-45',
    '2023-02-29',
    '31/12/2024',
    '%E0%A4%A',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'toString',
    'constructor',
    '__proto__',
    'hasOwnProperty',
    '*',
    'é'.repeat(600),
    'x'.repeat(6000),
    [null],
    [[[]]],
    ['toString'],
    { a: { b: { c: null } } },
    { toString: 1 },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)), {
    maxKeys: 3,
  }),
);

/** Values a form could well hold: mixed with bad ones, they take a request past the first checks. */
const plausibleValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  'Chaise de bureau ergonomique',
  '12',
  12,
  '0,5',
  '2026-12-01',
  '2027-01-15',
  'External',
  ['External'],
  ['Internal'],
  ['Private'],
  'Offer',
  'Demand',
  'Don',
  'Vente',
  'New',
  'Unit',
  '33000',
  '33063',
  'Bordeaux',
  'agent@exemple.fr',
  ['agent@exemple.fr'],
  true,
  '1',
  '*',
  'mobilier',
  'publishedAt.desc',
);

const fieldValue = fc.oneof({ weight: 3, arbitrary: badValue }, { weight: 2, arbitrary: plausibleValue });

/** A body built from the route's documented fields: some fields given bad values, some extras. */
export function bodyFor(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length > 0 ? fc.subarray(fields, { minLength: 1 }) : fc.constant<string[]>([]);
  return fc
    .tuple(
      known,
      fc.array(fieldValue, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.constantFrom('form', 'page', 'size', 'search_form', 'extra', 'id'), badValue, {
        maxKeys: 2,
      }),
    )
    .map(([chosen, values, extras]) => {
      const body: Record<string, unknown> = { ...extras };
      chosen.forEach((path, i) => setPath(body, path, values[i]));
      return body;
    });
}

/**
 * Sets a value at a dotted path. The objects on the way are copies: a generated value is never
 * written into (fast-check may hand the same object out twice, and writing into it could make the
 * body cyclic, or change a value it shrinks later).
 */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

/** Path segments: the real one now and then, and ones that do not decode or name nothing. */
export function pathSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    fc.constantFrom(
      '%E0%A4%A',
      '%ED%A0%80',
      '%00',
      '%',
      '0',
      '-1',
      '1e20',
      '99999999999999999999',
      'abc',
      '..%2F..%2Fetc',
      'x'.repeat(300),
      '%F0%9F%98%80',
      'toString',
      '3',
    ),
    fc.string({ maxLength: 12 }).map(encodeSegment),
  );
}

/** encodeURIComponent that keeps lone surrogates as their raw (undecodable) UTF-8 bytes. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s) || 'vide';
  } catch {
    return '%ED%B0%80';
  }
}

export type RawCase = {
  name: string;
  contentType: string;
  body: Buffer | string;
  headers?: Record<string, string>;
};

const multipart = (boundary: string, fileName: string, complete: boolean) => {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="form[file]"; filename="${fileName}"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const tail = complete ? `\r\n--${boundary}--\r\n` : '';
  return Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from('\x89PNG\r\n\x1a\nxxxx', 'latin1'), Buffer.from(tail)]);
};

/** Bodies that once failed before any route ran: each is sent to every route, as everyone. */
export const RAW_CASES: RawCase[] = [
  { name: 'JSON en latin1', contentType: 'application/json; charset=latin1', body: '{"a":"é"}' },
  { name: 'JSON en koi8-r', contentType: 'application/json; charset=koi8-r', body: '{"a":"b"}' },
  { name: 'formulaire en latin1', contentType: 'application/x-www-form-urlencoded; charset=latin1', body: 'a=b' },
  {
    name: 'gzip annoncé, corps en clair',
    contentType: 'application/json',
    body: '{"a":1}',
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    name: 'encodage inconnu',
    contentType: 'application/json',
    body: '{"a":1}',
    headers: { 'Content-Encoding': 'snappy' },
  },
  {
    name: 'vrai gzip',
    contentType: 'application/json',
    body: gzipSync('{"page":1}'),
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    name: '1 001 paramètres',
    contentType: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&'),
  },
  {
    name: 'formulaire imbriqué 40 fois',
    contentType: 'application/x-www-form-urlencoded',
    body: `form${'[a]'.repeat(40)}=1`,
  },
  {
    name: 'JSON imbriqué 3 000 fois',
    contentType: 'application/json',
    body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  },
  { name: 'JSON liste', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'JSON texte', contentType: 'application/json', body: '"texte"' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'JSON illisible', contentType: 'application/json', body: '{"a":' },
  { name: 'texte brut', contentType: 'text/plain', body: 'bonjour' },
  { name: 'corps de 1,2 Mo', contentType: 'application/json', body: `{"a":"${'x'.repeat(1_200_000)}"}` },
  { name: 'multipart sans frontière', contentType: 'multipart/form-data', body: 'xxxx' },
  {
    name: 'multipart tronqué',
    contentType: 'multipart/form-data; boundary=----troc',
    body: multipart('----troc', 'photo.png', false),
  },
  {
    name: 'nom de fichier avec octet nul',
    contentType: 'multipart/form-data; boundary=----troc',
    body: multipart('----troc', 'pho\u0000to.png', true),
  },
  { name: 'JSON avec surrogate isolé', contentType: 'application/json', body: '{"form":{"query":"\\ud800"}}' },
];
