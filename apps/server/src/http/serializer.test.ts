import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { createSerializerCompiler, firstDifference, ResponseContractError } from './serializer.ts';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tag: z.enum(['new', 'old']).optional(),
  owner: z.object({ name: z.string() }).nullable(),
});
const list = envelope(z.array(item), true);

function writer(schema: unknown, checkContract: boolean, log?: { error(obj: object, msg: string): void }) {
  const compile = createSerializerCompiler({ checkContract, ...(log ? { log } : {}) });
  return compile({ schema, method: 'GET', url: '/a/capi/test/Thing.List', httpStatus: '200' }) as (data: unknown) => string;
}

const good = { status: 'success', total: 2, data: [
  { id: 1, name: 'Ribeye "MB6"', note: null, tag: 'new', owner: { name: '张三' } },
  { id: 2, name: 'Brisket', note: 'line\nbreak', owner: null },
] };

describe('the response serializer', () => {
  it('writes the same JSON as JSON.stringify for an answer that matches its schema', () => {
    for (const check of [true, false]) {
      expect(JSON.parse(writer(list, check)(good))).toEqual(JSON.parse(JSON.stringify(good)));
    }
  });

  it('writes unions, dates and transformed values as JSON.stringify does', () => {
    const schema = z.object({
      kind: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
      at: z.date(),
      size: z.string().transform((v) => v.length),
      extra: z.any(),
      absent: z.unknown().describe('Left out when undefined, as JSON.stringify does'),
    });
    const data = { kind: { b: 'x' }, at: new Date('2026-11-25T01:00:00Z'), size: 3, extra: { free: [1, 'two'] } };
    for (const check of [true, false]) expect(writer(schema, check)(data)).toBe(JSON.stringify(data));
  });

  it('keeps JSON.stringify for a schema that is not zod', () => {
    expect(writer({ type: 'object' }, true)({ a: 1 })).toBe('{"a":1}');
  });

  describe('outside production, checks each answer against its schema', () => {
    const failsAt = (data: unknown, where: string) => {
      const write = writer(list, true);
      expect(() => write(data)).toThrow(ResponseContractError);
      expect(() => write(data)).toThrow(`GET /a/capi/test/Thing.List 200: the answer does not match its response schema at ${where}`);
    };

    it('names a field the schema forgot, and reports it', () => {
      failsAt({ ...good, data: [{ ...good.data[0], secret: 'x' }] }, 'data[0].secret (not in the schema)');
      const reported: string[] = [];
      const write = createSerializerCompiler({ checkContract: true, report: (m) => reported.push(m) })({ schema: list, method: 'GET', url: '/x', httpStatus: '200' });
      expect(() => write({ ...good, data: [{ ...good.data[0], secret: 'x' }] })).toThrow(ResponseContractError);
      expect(reported).toEqual(['GET /x 200: the answer does not match its response schema at data[0].secret (not in the schema)']);
    });

    it('names a value of the wrong type', () => {
      failsAt({ ...good, data: [good.data[0], { ...good.data[1], id: '2' }] }, 'data[1].id');
    });

    it('names a value outside its enum', () => {
      failsAt({ ...good, data: [{ ...good.data[0], tag: 'used' }] }, 'data[0].tag');
    });

    it('names a missing field', () => {
      const { note: _, ...noNote } = good.data[0]!;
      failsAt({ ...good, data: [noNote] }, 'data[0].note');
    });

    it('finds a forgotten field inside a union too', () => {
      const schema = z.object({ kind: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]) });
      expect(() => writer(schema, true)({ kind: { b: 'x', c: 1 } })).toThrow('at kind.c (not in the schema)');
      expect(() => writer(schema, true)({ kind: { b: 1 } })).toThrow(ResponseContractError);
    });
  });

  describe('in production (not checked)', () => {
    it('sends only the fields the schema names', () => {
      const out = JSON.parse(writer(list, false)({ ...good, data: [{ ...good.data[0], secret: 'x' }] })) as typeof good;
      expect(out.data[0]).not.toHaveProperty('secret');
    });

    it('sends a refused answer as JSON.stringify writes it, and logs it', () => {
      const logged: string[] = [];
      const { name: _, ...noName } = good.data[0]!;
      const data = { ...good, data: [noName] };
      expect(writer(list, false, { error: (_obj, msg) => logged.push(msg) })(data)).toBe(JSON.stringify(data));
      expect(logged).toHaveLength(1);
    });
  });
});

describe('firstDifference', () => {
  it('is null for equal values and names the first path that differs', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('a[1].b (2 written as 3)');
    expect(firstDifference({ a: 1 }, {})).toBe('a (not in the schema)');
    expect(firstDifference({}, { a: null })).toBe('a (in the schema, not in the data)');
  });

  it('passes a field named __proto__ (echoed from a request), which zod\'s records do not keep', () => {
    const schema = envelope(z.record(z.string(), z.string()));
    const data = { status: 'success', data: JSON.parse('{"__proto__":"x","a":"b"}') as Record<string, string> };
    expect(writer(schema, true)(data)).toBe(JSON.stringify(data));
  });
});
