// Responses are written by fast-json-stringify from each route's zod response schema
// (turned into JSON Schema and compiled on the route's first answer): faster than
// JSON.stringify, and it sends only the fields the contract names. Outside production every
// answer is also checked against that contract, so a schema that drifted from the data
// fails the tests that touch the route: a 500 instead of the answer, and stderr names the
// route and the path (a failure answer off its schema keeps its status, with Fastify's body).
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** An answer that does not match its route's response schema (never in production: not checked there). */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/** Subschema keywords holding schemas, walked when a JSON Schema is made fit for fast-json-stringify. */
const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else'] as const;

/** A schema fast-json-stringify leaves to JSON.stringify (any value). */
const writtenAsIs = (node: unknown): boolean =>
  node !== null && typeof node === 'object' && !['type', 'enum', 'const', 'properties', 'items'].some((k) => k in node);

/**
 * What fast-json-stringify may write from a zod schema's JSON Schema, or null when it cannot
 * be written faithfully. Unions (and the like) become `{}`, which fast-json-stringify writes
 * with JSON.stringify; so do what JSON Schema cannot say (dates, transforms: `unrepresentable`).
 * OpenAPI 3.0's `nullable` keeps a nullable field a plain typed field (no union).
 */
export function serializableJsonSchema(schema: z.ZodType): { json: JsonSchema; exact: boolean } | null {
  let exact = true;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    exact = false;
    try {
      json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return null;
    }
  }
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const s = node as JsonSchema;
    if (COMBINATORS.some((k) => k in s) || '$ref' in s) return {};
    const out: JsonSchema = { ...s };
    if (s.properties && typeof s.properties === 'object') {
      const properties = Object.fromEntries(Object.entries(s.properties as JsonSchema).map(([k, v]) => [k, walk(v)]));
      out.properties = properties;
      // A field written by JSON.stringify may be absent (z.any() accepts undefined), as JSON.stringify leaves it out.
      if (Array.isArray(s.required)) out.required = s.required.filter((k: string) => !writtenAsIs(properties[k]));
    }
    if (s.items !== undefined) out.items = Array.isArray(s.items) ? s.items.map(walk) : walk(s.items);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') out.additionalProperties = walk(s.additionalProperties);
    return out;
  };
  const root = walk(json) as JsonSchema;
  delete root.$schema;
  return { json: root, exact };
}

/** The first place where `actual` differs from `expected` (`data[0].name`), or null. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  const here = path || '(the answer)';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object' && !Array.isArray(expected) && !Array.isArray(actual)) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
      // A `__proto__` key (a field name echoed from the request) is lost by zod's records, which assign.
      if (key === '__proto__') continue;
      const at = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(a, key)) return `${at} (not in the schema)`;
      if (!Object.hasOwn(e, key)) return `${at} (in the schema, not in the data)`;
      const d = firstDifference(e[key], a[key], at);
      if (d !== null) return d;
    }
    return null;
  }
  return `${here} (${JSON.stringify(expected)} written as ${JSON.stringify(actual)})`;
}

export interface SerializerOptions {
  /** Check every answer against its schema (tests, development); production does not. */
  checkContract: boolean;
  /** Told of each answer off its schema when checked (the request's log may be silent in tests). */
  report?: (message: string) => void;
  /** Told when production falls back to JSON.stringify for an answer the compiled writer refused. */
  log?: { error(obj: object, msg: string): void };
}

interface Compiled {
  write: Serialize;
  /** The JSON Schema says all the zod schema does (no transforms, dates, ...): zod may check the JSON. */
  exact: boolean;
}

/** Compiles once per schema object: `failure` and shared answers serve many routes, and start-up time counts. */
const compiledSchemas = new WeakMap<z.ZodType, Compiled>();

function compile(schema: z.ZodType): Compiled {
  const known = compiledSchemas.get(schema);
  if (known) return known;
  const converted = serializableJsonSchema(schema);
  let result: Compiled = { write: (data) => JSON.stringify(data), exact: false };
  if (converted) {
    try {
      result = { write: fastJson(converted.json) as Serialize, exact: converted.exact };
    } catch {
      // A JSON Schema fast-json-stringify cannot compile: the answer is still right with JSON.stringify.
    }
  }
  compiledSchemas.set(schema, result);
  return result;
}

/**
 * Fastify's serializer compiler for the API's zod response schemas. A status without a
 * schema keeps Fastify's default (JSON.stringify); so does a schema that is not zod.
 */
export function createSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const plain: Serialize = (data) => JSON.stringify(data);
    if (!(schema instanceof z.ZodType)) return plain;
    const route = `${method} ${url} ${httpStatus ?? ''}`.trim();
    // Compiled on the first answer, not at start-up (some 5 ms a schema; the shop starts within its budget).
    let compiled: Compiled | undefined;
    const writer = () => (compiled ??= compile(schema));
    if (!options.checkContract) {
      return (data) => {
        const { write } = writer();
        try {
          return write(data);
        } catch (err) {
          // E.g. a required field missing: send what the handler gave rather than fail the request.
          options.log?.error({ err, route }, 'response off its schema; sent as JSON.stringify writes it');
          return JSON.stringify(data);
        }
      };
    }
    return (data) => {
      const { write, exact } = writer();
      const broken = (detail: string) => {
        const error = new ResponseContractError(`${route}: the answer does not match its response schema at ${detail}`);
        options.report?.(error.message);
        return error;
      };
      const plainText = JSON.stringify(data);
      const wire: unknown = plainText === undefined ? undefined : JSON.parse(plainText);
      // Zod checks what JSON Schema says loosely (enums, literals, integers, nullability) on the
      // JSON the client receives; schemas with transforms describe values, not that JSON.
      if (exact) {
        const parsed = schema.safeParse(wire);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const at = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
          throw broken(`${at || '(the answer)'} (${issue.message})`);
        }
        // Zod leaves out what its objects do not name: a field forgotten inside a union shows here.
        const stripped = firstDifference(wire, parsed.data);
        if (stripped !== null) throw broken(stripped);
      }
      let out: string;
      try {
        out = write(data);
      } catch (err) {
        throw broken(err instanceof Error ? err.message : String(err));
      }
      const difference = firstDifference(wire, JSON.parse(out));
      if (difference !== null) throw broken(difference);
      return out;
    };
  };
}
