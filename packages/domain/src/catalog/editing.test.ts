import { describe, expect, it } from 'vitest';
import { ITEM_CODE, moveInOrder, moveToFront, parseWholeNumber, SLUG, stockWrite } from './editing.ts';

describe('catalogue editing rules', () => {
  it('reads whole numbers as people type them, nothing else', () => {
    expect(['0', ' 12 ', '999999', 7].map((t) => parseWholeNumber(t, 0, 999_999))).toEqual([0, 12, 999_999, 7]);
    expect(['', '-1', '1.5', '1e3', 'abc', '1000000', '+3', '0x10'].map((t) => parseWholeNumber(t, 0, 999_999))).toEqual(Array(8).fill(null));
    expect(parseWholeNumber('0', 1, 10)).toBeNull();
  });

  it('writes a typed stock only over the stock the admin saw', () => {
    expect(stockWrite({ seen: 10, typed: 10, current: 7 })).toBe('keep');
    expect(stockWrite({ seen: 10, typed: 25, current: 10 })).toBe('write');
    expect(stockWrite({ seen: 10, typed: 25, current: 8 })).toBe('conflict');
    expect(stockWrite({ seen: 10, typed: 0, current: 9 })).toBe('conflict');
  });

  it('moves one place or to the front, and leaves the ends alone', () => {
    expect(moveInOrder([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 9, 'down')).toEqual([1, 2, 3]);
    expect(moveToFront(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(moveToFront(['a', 'b'], 'x')).toEqual(['a', 'b']);
  });

  it('knows item, category and tag codes', () => {
    expect(['BF-AU-RIBEYE', 'T-MINCE', 'A1'].every((c) => ITEM_CODE.test(c))).toBe(true);
    expect(['bf-au', '-AB', 'A', 'AB C'].some((c) => ITEM_CODE.test(c))).toBe(false);
    expect(['beef', 'grass-fed', 'a'].every((c) => SLUG.test(c))).toBe(true);
    expect(['Beef', '-x', 'a b', ''].some((c) => SLUG.test(c))).toBe(false);
  });
});
