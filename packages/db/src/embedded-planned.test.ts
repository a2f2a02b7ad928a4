import { describe, expect, it } from 'vitest';
import { literalOf } from './embedded-planned.ts';

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
    expect(literalOf(['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 7])).toBe("'{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11,7}'");
    expect(literalOf([])).toBe("'{}'");
  });

  it('has none for what it cannot write safely: the statement is then bound as usual', () => {
    for (const value of ['x\0y', Number.NaN, Number.POSITIVE_INFINITY, new Date(Number.NaN), { a: 1 }, Buffer.from('x'),
      ['NULL'], ['a b'], ['a,b'], ['{a}'], [null], [['nested']]]) {
      expect(literalOf(value), String(value)).toBeNull();
    }
  });
});
