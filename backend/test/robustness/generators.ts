import fc from 'fast-check';
import type { Parameter, Schema } from './routes.js';

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
  'Offer',
  'Don',
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

/** An object nested `depth` times. */
const nested = (depth: number): unknown => {
  let value: unknown = 'fond';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** An object whose own key is __proto__ (as JSON.parse makes one). */
const protoKey = JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}') as unknown;

/** What any field may receive, whatever its type. */
const ANY_BAD: unknown[] = [
  null,
  [],
  {},
  '',
  '   ',
  'x'.repeat(100_000),
  '\ud800',
  'a\udfffb',
  'nul\u0000octet',
  '\u0000',
  nested(50),
  [nested(50)],
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  protoKey,
  { $gt: '' },
  [null],
  [[[]]],
];

/** Numbers as a client could write them: the odd ids and bounds that once slipped through. */
const ODD_NUMBERS: unknown[] = [
  '0x10',
  '1e3',
  '-1',
  -1,
  0,
  '0',
  2 ** 53,
  '9007199254740993',
  -(2 ** 53),
  '1e308',
  1.5,
  '1,5',
  '12abc',
  ' 7',
  '0b1',
  '-0',
  '٣',
  true,
  '12'.repeat(20),
];

/** Dates that do not exist or are not written as dates. */
const IMPOSSIBLE_DATES: unknown[] = [
  '2027-02-30',
  '2023-02-29',
  '2024-13-45',
  '0000-00-00',
  '31/12/2024',
  '2027-02-30T25:61:00Z',
  '+275760-09-13',
  '9999-99-99',
  '2027-1-5',
  20270115,
];

const WRONG_TYPES_FOR_TEXT: unknown[] = [123, 12.5, true, false, { a: 'b' }, ['a', 'b'], 'é'.repeat(600)];
const WRONG_TYPES_FOR_BOOLEAN: unknown[] = ['peut-être', 2, 'yes', 'true ', [true], { value: true }];

/** The bad values derived from a field's schema: its type's, its enum's, its format's and bounds'. */
export function mutationsOf(schema: Schema): fc.Arbitrary<unknown> {
  const own: unknown[] = [];
  const type = schema.enum ? 'enum' : (schema.type ?? 'unknown');
  if (schema.enum) {
    const first = String(schema.enum[0] ?? 'x');
    own.push(`${first}x`, first.toLowerCase(), first.toUpperCase(), ` ${first}`, 'Inconnu', [first], { value: first });
    if (typeof schema.enum[0] === 'number') own.push(...ODD_NUMBERS);
  }
  if (type === 'string' || type === 'unknown') own.push(...WRONG_TYPES_FOR_TEXT);
  if (schema.format === 'date' || schema.format === 'date-time' || type === 'unknown') own.push(...IMPOSSIBLE_DATES);
  if (type === 'number' || type === 'integer' || type === 'unknown') own.push(...ODD_NUMBERS);
  if (type === 'boolean' || type === 'unknown') own.push(...WRONG_TYPES_FOR_BOOLEAN);
  if (type === 'array')
    own.push(
      { a: 1 },
      'texte',
      12,
      Array.from({ length: 1001 }, () => '1'),
    );
  if (type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
    own.push('texte', 12, true, [{}], [1, 2]);
  }
  if (schema.maxLength !== undefined) own.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) own.push('x'.repeat(schema.minLength - 1));
  if (schema.maximum !== undefined) own.push(schema.maximum + 1, String(schema.maximum + 1));
  if (schema.minimum !== undefined) own.push(schema.minimum - 1, String(schema.minimum - 1));
  const items = schema.type === 'array' && schema.items ? [mutationsOf(schema.items).map((v) => [v])] : [];
  return fc.oneof(fc.constantFrom(...ANY_BAD, ...own), ...items, { weight: 1, arbitrary: badValue });
}

/** Values by field name, for the fields the document types loosely (form fields read as text). */
const BY_NAME: [RegExp, unknown[]][] = [
  [/quantity|Quantity|slot|offset/, ['1', 1, '2']],
  [/[pP]rice|[wW]eight|distance|[vV]alue|Fee|insurance/, ['12,5', '10', 3]],
  [/[dD]ate|from|to$|start|end|After|Before/, ['2027-01-15', '2027-01-20', '15/01/2027']],
  [/[eE]mail/, ['agent@exemple.fr']],
  [/postal|zipcode/, ['33000']],
  [/city/, ['33063', 'Bordeaux']],
  [/^(user|manager|service|category|establishment|perimeter)$/, ['@id']],
  [/[tT]ype|State|Unit|status|Status|direction|scope|owner|kind/, ['Offer', 'Don', 'New', 'Unit', 'given']],
  [/^(terms|personalData|enabled|disabled|hideOrphans|\w+Unknown)$/, [true, '1']],
  [/time/, ['09:00', '17:30']],
];

/** A value the field could hold: requests built from them get past the first checks to the rules. */
export function plausibleOf(schema: Schema, name = '', ids: string[] = ['1']): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.format === 'date') return fc.constantFrom('2026-12-01', '2027-01-15');
  if (schema.format === 'date-time') return fc.constant('2027-01-15T10:00:00.000Z');
  const named = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  const byName = named ? fc.constantFrom(...named.flatMap((v) => (v === '@id' ? ids : [v]))) : null;
  switch (schema.type) {
    case 'string':
      return byName ?? fc.constantFrom('Chaise de bureau ergonomique', 'Une description assez longue du bien.');
    case 'number':
    case 'integer':
      return fc.constantFrom(schema.minimum ?? 1, 1, 2, 12);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return schema.items ? fc.array(plausibleOf(schema.items, name, ids), { maxLength: 2 }) : fc.constant([]);
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return schema.additionalProperties ? fc.constant({}) : (byName ?? plausibleValue);
      return fc.record(Object.fromEntries(properties.map(([key, child]) => [key, plausibleOf(child, key, ids)])), {
        requiredKeys: [],
      });
    }
    default:
      return byName ?? plausibleValue;
  }
}

/** Every place of a schema a mutation can land: the body itself, each object and each field. */
function placesOf(schema: Schema, path: string[] = [], out: { path: string[]; schema: Schema }[] = []) {
  out.push({ path, schema });
  if (path.length < 6) {
    for (const [name, child] of Object.entries(schema.properties ?? {})) placesOf(child, [...path, name], out);
  }
  return out;
}

/**
 * A body for the route's request schema: a plausible body with one to three of its places
 * (the body, a form, a field) given a bad value derived from that place's schema, and now
 * and then fields the schema does not know.
 */
export function bodyFor(schema: Schema | null, ids: string[] = ['1']): fc.Arbitrary<unknown> {
  const root: Schema = schema ?? { type: 'object', properties: {} };
  const [whole, ...fields] = placesOf(root);
  const mutate = (place: { path: string[]; schema: Schema }) =>
    mutationsOf(place.schema).map((v) => [place.path, v] as const);
  // The body as a whole (a list, a text, null ...) now and then: the parser refuses it first.
  const wholeBody = { weight: 1, arbitrary: mutate(whole!).map((m) => [m]) };
  const mutations =
    fields.length > 0
      ? fc.oneof(
          wholeBody,
          // Mostly one field, the others plausible: the request reaches the rules with it.
          { weight: 8, arbitrary: fc.constantFrom(...fields).chain((place) => mutate(place).map((m) => [m])) },
          {
            weight: 2,
            arbitrary: fc
              .subarray(fields, { minLength: Math.min(2, fields.length), maxLength: Math.min(3, fields.length) })
              .chain((chosen) => fc.tuple(...chosen.map(mutate))),
          },
        )
      : fc.oneof(wholeBody, { weight: 3, arbitrary: fc.constant([] as (readonly [string[], unknown])[]) });
  const extras = fc.dictionary(fc.constantFrom('form', 'page', 'size', 'extra', 'id', '__proto__'), badValue, {
    maxKeys: 2,
  });
  return fc
    .tuple(
      // A plausible body, or only the mutated fields: other fields' errors do not hide theirs.
      fields.length > 0 ? fc.oneof(plausibleOf(root, '', ids), fc.constant({})) : fc.constant({}),
      mutations,
      fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: extras }),
    )
    .map(([base, chosen, extra]) => {
      let body: unknown = base;
      for (const [path, value] of chosen) body = setPath(body, path, value);
      return extra && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...extra, ...body } : body;
    });
}

/**
 * The target with a value at a path. The objects on the way are copies: a generated value is
 * never written into (fast-check may hand the same object out twice, and writing into it could
 * make the body cyclic, or change a value it shrinks later).
 */
function setPath(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const node = typeof target === 'object' && target !== null && !Array.isArray(target) ? { ...target } : {};
  Object.defineProperty(node, key, {
    value: setPath((node as Record<string, unknown>)[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return node;
}

/** Query values from the route's documented query parameters, and unknown ones. */
export function queryFor(parameters: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const documented = parameters.map((p) =>
    fc.option(fc.oneof(plausibleOf(p.schema), mutationsOf(p.schema)), { nil: undefined }),
  );
  return fc
    .tuple(
      fc.tuple(...documented),
      fc.dictionary(fc.constantFrom('page', 'size', 'q', 'search_form'), badValue, { maxKeys: 2 }),
    )
    .map(([values, extra]) => {
      const query: Record<string, unknown> = { ...extra };
      parameters.forEach((p, i) => {
        if (values[i] !== undefined) query[p.name] = values[i];
      });
      return query;
    });
}

/** Path segments that are not decimal ids however a number parser would read them. */
const ODD_IDS = ['0x10', '1e3', '-1', '9007199254740992', '9007199254740993', '0', '1.5', '%201', '1%00', '٣', '0b1'];
const ODD_SEGMENTS = [
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%',
  'NaN',
  'abc',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%F0%9F%98%80',
  'toString',
  '__proto__',
  'constructor',
];

/** A segment for a path parameter: mostly a real value of its name in the route's area, else an odd one. */
export function pathSegmentFor(
  parameter: Parameter,
  real: Record<string, string[]>,
  area: string,
): fc.Arbitrary<string> {
  const known = real[`${area}:${parameter.name}`] ?? real[parameter.name] ?? real.default!;
  const numeric = parameter.schema.type === 'number' || parameter.schema.type === 'integer';
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...known) },
    { weight: numeric ? 2 : 1, arbitrary: fc.constantFrom(...ODD_IDS) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeSegment) },
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
