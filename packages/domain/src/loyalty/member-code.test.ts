import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberCode, isMemberCode, luhnDigit, memberCodeFrom } from './member-code.ts';

describe('memberCodeFrom', () => {
  it('makes 12-digit codes starting with 8 that pass their own check', () => {
    for (const n of [1, 2, 3, 999, 123_456, 2_147_483_647]) {
      const code = memberCodeFrom(n);
      expect(code).toMatch(/^8\d{11}$/);
      expect(isMemberCode(code)).toBe(true);
    }
  });

  it('does not look sequential', () => {
    expect(memberCodeFrom(1).slice(0, 6)).not.toBe(memberCodeFrom(2).slice(0, 6));
  });

  it('gives every member a different code', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (a, b) => {
      fc.pre(a !== b);
      expect(memberCodeFrom(a)).not.toBe(memberCodeFrom(b));
    }));
  });

  it('refuses sequence numbers that are not positive integers', () => {
    expect(() => memberCodeFrom(0)).toThrow(RangeError);
    expect(() => memberCodeFrom(1.5)).toThrow(RangeError);
  });
});

describe('isMemberCode', () => {
  it('knows the Luhn digit of a textbook example', () => {
    expect(luhnDigit('7992739871')).toBe(3);
  });

  it('catches one mistyped digit and two swapped neighbours', () => {
    const code = memberCodeFrom(4242);
    const digits = code.split('');
    for (let i = 1; i < digits.length; i++) {
      const typo = [...digits];
      typo[i] = String((Number(typo[i]) + 1) % 10);
      expect(isMemberCode(typo.join(''))).toBe(false);
    }
    for (let i = 1; i < digits.length - 1; i++) {
      if (digits[i] === digits[i + 1] || Math.abs(Number(digits[i]) - Number(digits[i + 1])) === 9) continue; // Luhn's one blind spot (09 ↔ 90)
      const swapped = [...digits];
      [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
      expect(isMemberCode(swapped.join(''))).toBe(false);
    }
  });

  it('refuses other shapes', () => {
    for (const value of ['', '8', '81234567890', '812345678901234', '712345678903', ' 8123 4567 8901', 812345678901, null]) {
      expect(isMemberCode(value)).toBe(false);
    }
  });

  it('prints in groups of four', () => {
    expect(formatMemberCode('812345678901')).toBe('8123 4567 8901');
  });
});
