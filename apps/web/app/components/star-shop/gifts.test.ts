import { describe, expect, it } from 'vitest';
import { giftIdOf, giftProblem, giftStars, maxGiftQuantity, quantityOf } from './gifts.ts';

describe('giftStars', () => {
  it('prints whole stars without a decimal and others with one', () => {
    expect(giftStars(8000)).toBe('800');
    expect(giftStars(10)).toBe('1');
    expect(giftStars(125)).toBe('12.5');
    expect(giftStars(0)).toBe('0');
    expect(giftStars(-8000)).toBe('-800');
  });
});

describe('maxGiftQuantity', () => {
  it('is the stock, within 1-99', () => {
    expect(maxGiftQuantity(5)).toBe(5);
    expect(maxGiftQuantity(500)).toBe(99);
    expect(maxGiftQuantity(0)).toBe(1);
  });
});

describe('giftProblem', () => {
  const gift = { forYourLevel: true, soldOut: false, stock: 3 };
  it('names the first reason: level, then sold out, then short of stock', () => {
    expect(giftProblem(gift)).toBeNull();
    expect(giftProblem(gift, 3)).toBeNull();
    expect(giftProblem(gift, 4)).toBe('short');
    expect(giftProblem({ ...gift, stock: 0 })).toBe('soldOut');
    expect(giftProblem({ ...gift, soldOut: true })).toBe('soldOut');
    expect(giftProblem({ ...gift, forYourLevel: false, soldOut: true })).toBe('level');
  });
  it('does not judge the level of a visitor', () => {
    expect(giftProblem({ ...gift, forYourLevel: null })).toBeNull();
  });
});

describe('giftIdOf and quantityOf', () => {
  it('takes positive ids only', () => {
    expect(giftIdOf('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9'.repeat(13)]) expect(giftIdOf(bad), String(bad)).toBeNull();
  });
  it('takes whole quantities of 1-99, and 0 where removal is meant', () => {
    expect(quantityOf('1')).toBe(1);
    expect(quantityOf('99')).toBe(99);
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('0', { zero: true })).toBe(0);
    for (const bad of [null, '', '100', '-1', '1.5', 'x']) expect(quantityOf(bad), String(bad)).toBeNull();
  });
});
