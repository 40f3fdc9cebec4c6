import fc from 'fast-check';
import { z } from 'zod';

/**
 * Arbitraries for the route fuzz test (plugins/fuzz.routes.test.ts): values built from a route's zod schemas
 * (through their JSON Schema), mixed with the inputs that break servers: NUL bytes, lone surrogates, numbers
 * past PostgreSQL's integer and numeric ranges, impossible dates, long and deeply nested values.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
};

/** Any UTF-16 code unit, NUL and lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** A character PostgreSQL cannot store (NUL) or that is not text at all (a lone surrogate). */
const poison = fc.constantFrom('\u0000', '\ud800', '\udfff');

/** A text with a poison character slipped in: it keeps its length within the schema's limits more often than not. */
export function poisoned(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, poison, fc.nat())
    .map(([t, p, at]) => (t.length ? `${t.slice(0, at % t.length)}${p}${t.slice((at % t.length) + 1)}` : p));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Day-shaped strings, real and impossible: year 0 (PostgreSQL refuses it), month 13, 31 February… */
const dateLike = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(0, 1, 1899, 1900, 1969, 2024, 9999),
      fc.constant(0),
      fc.integer({ min: 0, max: 9999 }),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

const nastyString = fc.oneof(
  { weight: 2, arbitrary: poison },
  { weight: 1, arbitrary: dateLike },
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '',
    ' ',
    '..',
    '../..',
    '%00',
    "'; drop table users; --",
    '😀😀',
    '\u202e\t\n',
    '-1',
    '0',
    '1e400',
    'NaN',
    '99999999999999999999',
    '2147483648',
    '2024-02-30',
    '0000-00-00',
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '2024-02-29',
    '1900-01-01T00:00:00Z',
    'infinity',
    '-infinity',
    'epoch',
    'today',
    '2030-13-01',
    '275760-09-14',
    '10000-01-01',
    '1969-12-31T25:61:00Z',
    'null',
    'a'.repeat(5000),
  ),
  fc.string({ unit: codeUnit, maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e20,
    1e308,
    -1,
    0,
    -0,
    0.5,
    5e-324,
    -1e15,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any shape that a schema may not expect. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      { a: '\u0000' },
      ['\ud800'],
      [[[[[[[[1]]]]]]]],
    ),
  },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
);

/** A string that is a path segment, query key or value after percent-encoding (lone surrogates as CESU-8). */
export function percentEncode(text: string): string {
  return Array.from(text, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      // A lone surrogate: encodeURIComponent refuses it, a client could still send its bytes.
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');
}

/** Values for a route's zod schema (see fromSchema); nasty values of any shape when it has none. */
export function fromZod(schema: unknown): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  if (!json) return nastyValue;
  return fromSchema(json, (v) => (schema as z.ZodType).safeParse(v).success);
}

/** The JSON Schema of a zod schema as a client would send it; undefined when there is none or it will not convert. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Dates written with four-digit years, year 0 (which PostgreSQL refuses) included. */
const fourDigitYearDate = fc.date({
  min: new Date('0000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/**
 * Strings for a string schema. Many string fields are days or numbers checked by a refinement the JSON Schema
 * cannot show, so day-shaped and number-shaped strings come often.
 */
function validString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format || s.pattern) return plainValidString(s);
  return fc.oneof(
    { weight: 3, arbitrary: plainValidString(s) },
    { weight: 1, arbitrary: dateLike },
    { weight: 1, arbitrary: nastyNumber.map(String) },
  );
}

function plainValidString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fourDigitYearDate.map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fourDigitYearDate.map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 40, 40)) });
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6);
  if (integer || (Number.isInteger(min) && Number.isInteger(max) && max - min > 10)) {
    const lo = Math.max(Math.ceil(min), -(2 ** 31));
    const hi = Math.min(Math.floor(max), 2 ** 31 - 1);
    return lo <= hi
      ? fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 20) }), fc.integer({ min: lo, max: hi }))
      : fc.constant(min);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values a JSON Schema accepts (as far as it tells: refinements are not in it). */
export function validFromSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || s.$ref || depth > 6) return nastyValue;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validFromSchema(a, depth + 1)));
  if (s.allOf?.length) return validFromSchema(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validFromSchema({ ...s, type }, depth)));
  switch (types[0]) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return s.prefixItems
        ? fc.tuple(...s.prefixItems.map((p) => validFromSchema(p, depth + 1)))
        : fc.array(validFromSchema(s.items, depth + 1), {
            minLength: Math.min(s.minItems ?? 0, 5),
            maxLength: Math.max(Math.min(s.maxItems ?? 4, 4), Math.min(s.minItems ?? 0, 5)),
          });
    case 'object':
      return objectFromSchema(s, depth);
    default:
      return nastyValue;
  }
}

function objectFromSchema(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([key, prop]) => [key, validFromSchema(prop, depth + 1)]),
  );
  const required = (s.required ?? []).filter((k) => k in props);
  const extra =
    s.additionalProperties && typeof s.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 8 }), validFromSchema(s.additionalProperties, depth + 1), {
          maxKeys: 3,
        })
      : fc.constant({});
  return fc
    .tuple(fc.record(props, { requiredKeys: required }), extra)
    .map(([known, more]) => ({ ...more, ...known }));
}

type Path = (string | number)[];

/** The path of every node of a JSON value, the root included. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...at, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  }
  return out;
}

/** A copy of `value` with the node at `path` replaced. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const copy = { ...(value as Record<string, unknown>) };
  // defineProperty: a generated `__proto__` key stays a plain key.
  Object.defineProperty(copy, head as string, {
    value: replaceAt(copy[head as string], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** A nasty replacement for one node: a poisoned copy of a string, or any nasty value. */
const mutationOf = (node: unknown): fc.Arbitrary<unknown> =>
  typeof node === 'string' ? fc.oneof(poisoned(fc.constant(node)), nastyValue) : nastyValue;

/**
 * Values for a JSON Schema, as a fuzzer wants them: valid ones (they reach the route's code), valid ones with
 * one node made nasty or one unknown key added (they reach it too when the schema lets the node through), and
 * nasty values of any shape.
 */
export function fromSchema(
  s: JsonSchema | undefined,
  accepts?: (v: unknown) => boolean,
): fc.Arbitrary<unknown> {
  const candidate = validFromSchema(s);
  // Refinements are not in the JSON Schema: of a few candidates, take one the zod schema accepts, if any
  // (a bounded search, where a filter could spin for ever on a schema few values pass).
  const valid = accepts
    ? fc.array(candidate, { minLength: 8, maxLength: 8 }).map((list) => list.find(accepts) ?? list[0])
    : candidate;
  const mutated = valid.chain((value) => {
    const paths = pathsOf(value);
    return fc.nat({ max: paths.length - 1 }).chain((i) => {
      const path = paths[i]!;
      const node = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
      return mutationOf(node).map((replacement) => replaceAt(value, path, replacement));
    });
  });
  const extraKey = valid.chain((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fc.tuple(nastyString, nastyValue).map(([k, v]) => ({ ...value, [k]: v }))
      : fc.constant(value),
  );
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: extraKey },
    { weight: 1, arbitrary: nastyValue },
  );
}
