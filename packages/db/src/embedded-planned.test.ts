import { describe, expect, it } from 'vitest';
import { executePlanned, literalOf, type EmbeddedRunner } from './embedded-planned.ts';
import type { EmbeddedClient } from './pglite-parsers.ts';

/** A database that notes what it is sent and answers every EXECUTE with one row. */
function recordingDatabase() {
  const sent: string[] = [];
  const runner: EmbeddedRunner = {
    exec: async (query) => { sent.push(query); return [{ rows: query.startsWith('execute') ? [{ ok: 1 }] : [] }]; },
  };
  const embedded = { instance: {}, inTransaction: false, own: { parsers: {} } } as unknown as EmbeddedClient;
  return { sent, runner, embedded };
}

describe('literalOf (a parameter written into EXECUTE)', () => {
  it('writes what the extended protocol would have sent as text, quoted', () => {
    expect(literalOf(null)).toBe('null');
    expect(literalOf(undefined)).toBe('null');
    expect(literalOf(42)).toBe("'42'");
    expect(literalOf(-0.25)).toBe("'-0.25'");
    expect(literalOf(10n)).toBe("'10'");
    expect(literalOf(true)).toBe("'true'");
    expect(literalOf(new Date('2026-11-29T10:00:00.000Z'))).toBe("'2026-11-29T10:00:00.000Z'");
    expect(literalOf("it's")).toBe("'it''s'");
    // A backslash makes it an escape string, so it reads the same whatever standard_conforming_strings says.
    expect(literalOf('a\\b')).toBe(" E'a\\\\b'");
    expect(literalOf(['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 7, null])).toBe(`'{"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",7,NULL}'`);
    // An array's elements are quoted as array literals quote them, then the whole as a string.
    expect(literalOf(['NULL', 'a,b', '{x}', 'say "hi"', "it's", 'a\\b'])).toBe(` E'{"NULL","a,b","{x}","say \\\\"hi\\\\"","it''s","a\\\\\\\\b"}'`);
    expect(literalOf([])).toBe("'{}'");
  });

  it('has none for what it cannot write safely: the statement is then bound as usual', () => {
    for (const value of ['x\0y', Number.NaN, Number.POSITIVE_INFINITY, new Date(Number.NaN), { a: 1 }, Buffer.from('x'),
      ['a\0b'], [Number.NaN], [true], [['nested']]]) {
      expect(literalOf(value), String(value)).toBeNull();
    }
  });
});

describe('executePlanned from the second run (the statements Drizzle builds)', () => {
  it('prepares a statement the second time it runs, and EXECUTEs it with its parameters written in', async () => {
    const { sent, runner, embedded } = recordingDatabase();
    const text = 'select id from member where email = $1';
    expect(await executePlanned(runner, embedded, text, ["o'brien@example.com"], undefined, true)).toBeUndefined();
    expect(sent).toEqual([]);
    expect(await executePlanned(runner, embedded, text, ['a@example.com'], undefined, true)).toEqual({ rows: [{ ok: 1 }] });
    expect(await executePlanned(runner, embedded, text, ["o'brien@example.com"], undefined, true)).toEqual({ rows: [{ ok: 1 }] });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^prepare (planned_\d+) as select id from member where email = \$1$/);
    const name = /^prepare (planned_\d+)/.exec(sent[0]!)![1];
    expect(sent.slice(1)).toEqual([`execute ${name}('a@example.com')`, `execute ${name}('o''brien@example.com')`]);
  });

  it('never prepares what PREPARE does not take, a very long text, or a value with no literal', async () => {
    const { sent, runner, embedded } = recordingDatabase();
    for (const [text, params] of [
      ['explain select * from member where id = $1', [1]],
      ['select $1::int' + ' '.repeat(20_000), [1]],
      ['select length($1::bytea) as n', [Buffer.from('x')]],
    ] as const) {
      for (let run = 0; run < 3; run++) expect(await executePlanned(runner, embedded, text, params, undefined, true)).toBeUndefined();
    }
    expect(sent).toEqual([]);
  });
});
