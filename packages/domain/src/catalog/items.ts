// Available-items helper (spec section 7): the caller fetched up to 999 items; drop the
// sold-out ones, keep the first 100, sort by classification.

import { isSoldOutThumbnail } from './images.ts';

export const ITEMS_FETCH_SIZE = 999;
export const AVAILABLE_ITEMS_MAX = 100;

export interface AvailableItemInput {
  soldOut?: boolean | null;
  /** Image URL; a `.SO.PNG` thumbnail also marks the item sold out (spec section 3). */
  thumbnail?: string | null;
  classified?: string | null;
  /** The spec's field name for the classification; used when `classified` is absent. */
  item_classified?: string | null;
}

export function isItemSoldOut(item: AvailableItemInput): boolean {
  return item.soldOut === true || (typeof item.thumbnail === 'string' && isSoldOutThumbnail(item.thumbnail));
}

function classificationOf(item: AvailableItemInput): string {
  return item.classified ?? item.item_classified ?? '';
}

/**
 * Filters, cuts, then sorts: a stable sort on the classification string by code unit
 * (deterministic in every locale), items without one last, otherwise original order.
 */
export function availableItems<T extends AvailableItemInput>(
  items: readonly T[],
  options: { max?: number } = {},
): T[] {
  const max = options.max ?? AVAILABLE_ITEMS_MAX;
  const kept = items.filter((item) => !isItemSoldOut(item)).slice(0, Math.max(0, max));
  return kept
    .map((item, index) => ({ item, index, key: classificationOf(item) }))
    .sort((a, b) => {
      if (a.key !== b.key) {
        if (a.key === '') return 1;
        if (b.key === '') return -1;
        return a.key < b.key ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
