import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, optionalIdSchema } from './ids.ts';

describe('idSchema', () => {
  it('takes the digits of a form and a JSON number alike', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(' 42 ')).toBe(42);
    expect(idSchema.parse('007')).toBe(7);
    expect(idSchema.parse(42)).toBe(42);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([0, -1, 1.5, MAX_ID + 1, '0', '', ' ', '-1', '1e3', '0x1F', '1.0', '99999999999', String(MAX_ID + 1), '1 or 1=1', true, null, [], {}, Number.NaN])(
    'refuses %j',
    (value) => { expect(idSchema.safeParse(value).success).toBe(false); },
  );

  it('leaves an optional id out when it is absent or empty', () => {
    expect(optionalIdSchema.parse(undefined)).toBeUndefined();
    expect(optionalIdSchema.parse('')).toBeUndefined();
    expect(optionalIdSchema.parse('9')).toBe(9);
    expect(optionalIdSchema.parse(9)).toBe(9);
    expect(optionalIdSchema.safeParse('x').success).toBe(false);
  });
});
