import { z } from 'zod';

/** Paging of every list call: pageSize (0 = all, default 20) and pageOffset. */
export const pagingQuery = {
  pageSize: z.coerce.number().int().min(0).max(999).default(20).describe('Page size; 0 means all (spec section 7).'),
  pageOffset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('(page - 1) * pageSize'),
};

export interface Paging {
  pageSize: number;
  pageOffset: number;
}

/** SQL limit/offset for a paging request; pageSize 0 means every row. */
export function limitOffset({ pageSize, pageOffset }: Paging): { limit: number | null; offset: number } {
  return { limit: pageSize === 0 ? null : pageSize, offset: pageSize === 0 ? 0 : pageOffset };
}
