import { z } from 'zod';

/** `{ status: 'success', data, total? }` (ARCHITECTURE.md, the HTTP contract). */
export function ok<T>(data: T, total?: number): { status: 'success'; data: T; total?: number } {
  return total === undefined ? { status: 'success', data } : { status: 'success', data, total };
}

export function envelope<T extends z.ZodType>(data: T, withTotal = false) {
  return z.object({ status: z.literal('success'), data, ...(withTotal ? { total: z.number().int() } : {}) });
}

export const failure = z.object({
  status: z.literal('failure'),
  code: z.string(),
  message: z.string().describe('In the language of the lang header'),
  field: z.string().optional().describe('The form field at fault (INVALID_FIELD)'),
  fields: z.record(z.string(), z.string()).optional().describe('Every field at fault with its message (INVALID_FIELD)'),
});
