// Paging (spec sections 7 and 9): pageSize and pageOffset = (page-1)*pageSize;
// pageSize 0 means all.

export const PAGE_SIZES = {
  default: 20,
  favourites: 40,
  requestsByOrder: 100,
  pendingReviews: 20,
} as const;

export const MAX_PAGE_SIZE = 999;

export type PageParamsResult =
  | {
      ok: true;
      pageSize: number;
      pageOffset: number;
      /** Rows to fetch; null when pageSize is 0 (all). */
      limit: number | null;
    }
  | { ok: false; code: 'INVALID_PAGE_SIZE' | 'INVALID_PAGE_OFFSET'; reason: string };

type RawNumber = number | string | null | undefined;

function readNonNegativeInteger(value: RawNumber): number | null | 'absent' {
  if (value === null || value === undefined) return 'absent';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 'absent';
    if (!/^\d+$/.test(trimmed)) return null;
    const parsed = Number(trimmed);
    return Number.isSafeInteger(parsed) ? parsed : null;
  }
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * Validates query values (numbers or text): non-negative integers, pageSize at most 999.
 * Missing values take `defaultPageSize` and offset 0.
 */
export function pageParams(
  input: { pageSize?: RawNumber; pageOffset?: RawNumber },
  defaultPageSize: number = PAGE_SIZES.default,
): PageParamsResult {
  const size = readNonNegativeInteger(input.pageSize);
  if (size === null || (size !== 'absent' && size > MAX_PAGE_SIZE)) {
    return {
      ok: false,
      code: 'INVALID_PAGE_SIZE',
      reason: `pageSize must be an integer from 0 to ${MAX_PAGE_SIZE}`,
    };
  }
  const offset = readNonNegativeInteger(input.pageOffset);
  if (offset === null) {
    return { ok: false, code: 'INVALID_PAGE_OFFSET', reason: 'pageOffset must be a non-negative integer' };
  }
  const pageSize = size === 'absent' ? defaultPageSize : size;
  return {
    ok: true,
    pageSize,
    pageOffset: offset === 'absent' ? 0 : offset,
    limit: pageSize === 0 ? null : pageSize,
  };
}

/** pageOffset for a 1-based page number: (page-1)*pageSize. */
export function pageOffsetFor(page: number, pageSize: number): number {
  return Math.max(0, Math.trunc(page) - 1) * pageSize;
}
