import { describe, expect, it } from 'vitest';
import { isMainlandMobile, MOBILE_INPUT_MAX_LENGTH, mobileField, normaliseMobile } from './mobile.ts';

describe('normaliseMobile', () => {
  it.each([
    ['13812345678', '13812345678'],
    ['19912345678', '19912345678'],
    ['138 1234 5678', '13812345678'],
    ['138-1234-5678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['0086 13812345678', '13812345678'],
    ['(+86) 138 1234 5678', '13812345678'],
    ['１３８１２３４５６７８', '13812345678'],
    ['＋86\u3000138 1234 5678', '13812345678'],
  ])('reads %j as %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each([
    '', '1381234567', '138123456789', '12812345678', '10012345678', '23812345678',
    '+85291234567', '+1 415 555 0100', '021-64331234', '86138123456', '+86 1381234567x',
    '1381234567８9', 'abc', '+86',
  ])('refuses %j', (input) => {
    expect(normaliseMobile(input)).toBeNull();
    expect(isMainlandMobile(input)).toBe(false);
  });
});

describe('MOBILE_INPUT_MAX_LENGTH', () => {
  // The storefront's mobile fields cut input at this length: every way of writing a number
  // the rule accepts must fit, or a shopper could not type what the server would take.
  it.each(['+86 138 0013 8000', '0086 138 0013 8000', '0086-138-0013-8000', '(+86) 138 1234 5678', '＋86\u3000138 1234 5678'])('has room for %j', (input) => {
    expect(normaliseMobile(input)).not.toBeNull();
    expect(input.length).toBeLessThanOrEqual(MOBILE_INPUT_MAX_LENGTH);
  });
});

describe('mobileField', () => {
  const field = mobileField('FIELD_REQUIRED');
  it('answers the normalised number', () => {
    expect(field.parse(' +86 138-1234-5678 ')).toBe('13812345678');
  });
  it('is required: blank is the caller’s code', () => {
    const r = field.safeParse('   ');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('FIELD_REQUIRED');
  });
  it('refuses anything else with MOBILE_INVALID', () => {
    const r = field.safeParse('12345');
    expect(r.error?.issues.map((i) => i.message)).toEqual(['MOBILE_INVALID']);
    expect(field.safeParse(12345 as unknown as string).error?.issues[0]?.message).toBe('FIELD_REQUIRED');
  });
});
