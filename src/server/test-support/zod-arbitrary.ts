import fc from 'fast-check';
import { z } from 'zod';

/**
 * Test support: fast-check inputs derived from a procedure's Zod schema.
 *
 * The schema is read through its JSON Schema (`z.toJSONSchema`, input side),
 * which covers every shape our schemas use (objects, unions, enums, arrays,
 * records, formats, lengths and ranges) without walking Zod's internals.
 * Each string leaf is sometimes swapped for a hostile value (NUL bytes, lone
 * surrogates, impossible dates, huge or odd text) and the whole input is
 * sometimes replaced by junk, so the server sees both inputs that pass
 * validation and reach the service, and inputs that only validation stops.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
};

/** Text and dates that have given 500s before, or that any server should survive. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udc00',
  'b\udbff',
  '\u202eevil',
  'line\r\nbreak\u0007bell',
  '😀👍🏽',
  "'; DROP TABLE inspections; --",
  '%_\\',
  '=cmd|" /C calc"!A0',
  '<script>alert(1)</script>',
  '   ',
  '',
  'x'.repeat(5_000),
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  '2026-13-01',
  '2025-02-29',
  '-000001-01-01',
  '275760-09-14',
  '2026-11-23T25:61:00Z',
  '24:60',
  '99:99',
  'NaN',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
];

const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1.5,
  1e308,
  '12',
  null,
];

export type ArbitraryOptions = {
  /** Record ids that exist, so id fields often name a real record. */
  knownIds: readonly string[];
};

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Mostly the schema's own value, sometimes a hostile one in its place. */
function orHostile<T>(base: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) {
  return fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: hostile });
}

function validDate() {
  return fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  let base: fc.Arbitrary<string>;
  if (schema.format === 'uuid' || schema.format === 'guid') {
    base =
      options.knownIds.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...options.knownIds) }, fc.uuid())
        : fc.uuid();
  } else if (schema.format === 'email') {
    base = fc.emailAddress();
  } else if (schema.format === 'date') {
    base = validDate();
  } else if (schema.format === 'date-time') {
    base = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  } else if (schema.pattern) {
    base = patternString(schema.pattern, minLength, maxLength);
  } else {
    base = fc.oneof(
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.string({ minLength, maxLength }),
      validDate(),
    );
  }
  return orHostile(base, hostileString);
}

function patternString(pattern: string, minLength: number, maxLength: number) {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 200);
  } catch {
    return fc.string({ minLength, maxLength });
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const safeMin = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
  const base = integer
    ? fc.integer({
        min: Math.ceil(Math.max(safeMin, -(2 ** 31))),
        max: Math.floor(Math.min(safeMax, 2 ** 31 - 1)),
      })
    : fc.double({ min: safeMin, max: safeMax, noNaN: true, noDefaultInfinity: true });
  return orHostile(base, fc.constantFrom(...HOSTILE_NUMBERS));
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions, depth: number) {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (
    keys.length === 0 &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object'
  ) {
    const keyArbitrary = schema.propertyNames
      ? (fromJsonSchema(schema.propertyNames, options, depth + 1) as fc.Arbitrary<string>).filter(
          (k): k is string => typeof k === 'string',
        )
      : fc.string({ maxLength: 20 });
    return fc.dictionary(
      keyArbitrary,
      fromJsonSchema(schema.additionalProperties, options, depth + 1),
      {
        maxKeys: 6,
      },
    );
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = fromJsonSchema(properties[key]!, options, depth + 1);
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  // Now and then a required field goes missing or an unknown one appears.
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .record(model, { requiredKeys: required })
        .map((value) => ({ ...value, unexpected: 'a\u0000b' })),
    },
  );
}

/** An arbitrary for one JSON Schema node (depth-limited: our inputs are shallow). */
export function fromJsonSchema(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return orHostile(fc.constantFrom(...schema.enum), hostileString);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((s) => fromJsonSchema(s, options, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0)
    return fromJsonSchema(schema.allOf[0]!, options, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) => fromJsonSchema({ ...schema, type }, options, depth + 1)),
    );
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return orHostile(fc.boolean(), fc.constantFrom('true', 1, null));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items
        ? fromJsonSchema(schema.items, options, depth + 1)
        : fc.jsonValue();
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return fc.array(items, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      // Unconstrained (z.unknown(), transforms): any JSON, hostile strings included.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString);
  }
}

/** Inputs for a procedure: mostly shaped by its schema, sometimes junk of any shape. */
export function inputArbitrary(schema: z.ZodType | undefined, options: ArbitraryOptions) {
  const junk = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, fc.constant(undefined));
  if (!schema) return junk;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 9, arbitrary: fromJsonSchema(json, options) },
    { weight: 1, arbitrary: junk },
  );
}
