import { describe, expect, it } from 'vitest';
import { AVAILABLE_ITEMS_MAX, availableItems, isItemSoldOut, ITEMS_FETCH_SIZE } from './items.ts';

type Item = { id: number; soldOut?: boolean; classified?: string | null; item_classified?: string; thumbnail?: string };

describe('availableItems (spec 7)', () => {
  it('uses 999 fetched, 100 kept', () => {
    expect(ITEMS_FETCH_SIZE).toBe(999);
    expect(AVAILABLE_ITEMS_MAX).toBe(100);
  });

  it('drops sold-out items, keeps the first 100, then sorts by classification', () => {
    const items: Item[] = Array.from({ length: 250 }, (_, i) => ({
      id: i,
      soldOut: i % 2 === 0,
      classified: i % 3 === 0 ? 'chilled' : 'ambient',
    }));
    const result = availableItems(items);
    expect(result).toHaveLength(100);
    expect(result.every((item) => !item.soldOut)).toBe(true);
    // The first 100 unsold are ids 1, 3, ..., 199 — cut before sorting.
    expect(new Set(result.map((item) => item.id))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => 2 * i + 1)));
    const firstChilled = result.findIndex((item) => item.classified === 'chilled');
    expect(result.slice(0, firstChilled).every((item) => item.classified === 'ambient')).toBe(true);
    expect(result.slice(firstChilled).every((item) => item.classified === 'chilled')).toBe(true);
  });

  it('keeps the original order within a classification (stable) and puts unclassified last', () => {
    const items: Item[] = [
      { id: 1, classified: 'frozen' },
      { id: 2, classified: null },
      { id: 3, classified: 'chilled' },
      { id: 4, classified: 'frozen' },
      { id: 5, classified: 'chilled' },
      { id: 6, classified: '' },
      { id: 7, classified: 'ambient' },
    ];
    expect(availableItems(items).map((item) => item.id)).toEqual([7, 3, 5, 1, 4, 2, 6]);
  });

  it('reads the spec field item_classified and a sold-out thumbnail', () => {
    const items: Item[] = [
      { id: 1, item_classified: 'frozen' },
      { id: 2, item_classified: 'chilled', thumbnail: 'https://img/images/abc.SO.PNG' },
      { id: 3, item_classified: 'chilled', thumbnail: 'https://img/images/def.PNG' },
    ];
    expect(availableItems(items).map((item) => item.id)).toEqual([3, 1]);
    expect(isItemSoldOut({ thumbnail: '/images/x.SO.PNG?v=2' })).toBe(true);
    expect(isItemSoldOut({ soldOut: false })).toBe(false);
  });

  it('honours a smaller max and does not mutate the input', () => {
    const items: Item[] = [
      { id: 1, classified: 'b' },
      { id: 2, classified: 'a' },
      { id: 3, classified: 'a' },
    ];
    const copy = structuredClone(items);
    expect(availableItems(items, { max: 2 }).map((item) => item.id)).toEqual([2, 1]);
    expect(availableItems(items, { max: 0 })).toEqual([]);
    expect(items).toEqual(copy);
  });
});
