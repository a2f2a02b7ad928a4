import { describe, expect, it } from 'vitest';
import { clampServings, formatQuantity, scaleQuantity, unitKind } from './scale.ts';

const text = (quantityMilli: number | null, unitEn: string | null, base: number, wanted: number) => {
  const r = scaleQuantity({ quantityMilli, unitKind: unitKind(unitEn) }, base, wanted);
  return r.toTaste ? 'to taste' : r.text;
};

describe('scaleQuantity', () => {
  it('keeps the seeded amount at the base servings', () => {
    expect(text(600_000, 'g', 2, 2)).toBe('600');
    expect(text(1000, 'tbsp', 4, 4)).toBe('1');
    expect(text(500, 'tsp', 4, 4)).toBe('½');
    expect(text(500, 'kg', 2, 2)).toBe('0.5');
  });

  it('doubles and halves exactly', () => {
    expect(text(600_000, 'g', 2, 4)).toBe('1200');
    expect(text(600_000, 'g', 2, 1)).toBe('300');
    expect(text(4000, 'cloves', 2, 1)).toBe('2');
    expect(text(1000, 'tbsp', 4, 2)).toBe('½');
  });

  it('uses fractions for spoons and pieces, decimals for metric units', () => {
    expect(text(1000, 'tsp', 2, 3)).toBe('1½');
    expect(text(1000, 'tbsp', 4, 3)).toBe('¾');
    expect(text(1000, 'tsp', 4, 1)).toBe('¼');
    expect(text(3000, 'cloves', 4, 6)).toBe('4½');
    expect(text(750_000, 'ml', 4, 6)).toBe('1130');
    expect(text(500, 'kg', 2, 3)).toBe('0.75');
  });

  it('rounds to a step that suits the size (half up, integers only)', () => {
    // 40 g for 2 → 1 serving: 20 g; → 3: 60 g; 150 g for 4 → 1: 37.5 → 38 (step 1 below 50)
    expect(text(40_000, 'g', 2, 3)).toBe('60');
    expect(text(150_000, 'g', 4, 1)).toBe('38');
    // 1000 g for 4 → 3: 750 g (step 10); 250 g for 4 → 3: 187.5 → 190 (step 5)
    expect(text(1_000_000, 'g', 4, 3)).toBe('750');
    expect(text(250_000, 'g', 4, 3)).toBe('190');
    // 5 g for 6 → 1: 0.833 → 1 (step 0.5 below 10)
    expect(text(5000, 'g', 6, 1)).toBe('1');
    // 1 bird for 4 → 6: 1.5; 1 bird for 6 → 1: 0.1667 → never nothing: ½
    expect(text(1000, 'bird', 4, 6)).toBe('1½');
    expect(text(1000, 'bird', 6, 1)).toBe('½');
  });

  it('scales one serving and twelve servings', () => {
    expect(text(1000, 'tbsp', 4, 1)).toBe('¼');
    expect(text(1000, 'tbsp', 4, 12)).toBe('3');
    expect(text(2000, 'tbsp', 6, 1)).toBe('¼'); // 0.333 → 0.25
    expect(text(800_000, 'g', 4, 12)).toBe('2400');
    expect(text(500, 'tsp', 4, 12)).toBe('1½');
  });

  it('leaves "to taste" alone and zero at zero', () => {
    expect(text(null, null, 2, 12)).toBe('to taste');
    expect(text(0, 'g', 2, 12)).toBe('0');
  });

  it('caps the servings at 1-24 and refuses a bad base', () => {
    expect(text(1000, 'pcs', 2, 0)).toBe('½');
    expect(text(1000, 'pcs', 2, 100)).toBe('12');
    expect(() => scaleQuantity({ quantityMilli: 1, unitKind: 'count' }, 0, 2)).toThrow(RangeError);
  });
});

describe('formatQuantity', () => {
  it('writes metric decimals without trailing zeros and spoons as fractions', () => {
    expect(formatQuantity(12_500, 'metric-small')).toBe('12.5');
    expect(formatQuantity(1050, 'metric-large')).toBe('1.05');
    expect(formatQuantity(2750, 'spoon')).toBe('2¾');
    expect(formatQuantity(1300, 'count')).toBe('1.3');
  });
});

describe('clampServings', () => {
  it('reads ?servings=N and falls back to the base servings', () => {
    expect(clampServings('4', 2)).toBe(4);
    expect(clampServings(' 12 ', 2)).toBe(12);
    expect(clampServings('0', 2)).toBe(1);
    expect(clampServings('99', 2)).toBe(24);
    expect(clampServings('2.5', 2)).toBe(2);
    expect(clampServings('abc', 4)).toBe(4);
    expect(clampServings(null, 4)).toBe(4);
    expect(clampServings(3, 4)).toBe(3);
  });
});

describe('unitKind', () => {
  it('knows the seeded units', () => {
    expect(unitKind('g')).toBe('metric-small');
    expect(unitKind('L')).toBe('metric-large');
    expect(unitKind('tsp')).toBe('spoon');
    expect(unitKind('cloves')).toBe('count');
    expect(unitKind(null)).toBe('count');
  });
});
