import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZES, pageOffsetFor, pageParams } from './paging.ts';

describe('page sizes (spec 9)', () => {
  it('has the spec values', () => {
    expect(PAGE_SIZES).toEqual({ default: 20, favourites: 40, requestsByOrder: 100, pendingReviews: 20 });
    expect(MAX_PAGE_SIZE).toBe(999);
  });
});

describe('pageParams', () => {
  it('defaults to 20 from offset 0', () => {
    expect(pageParams({})).toEqual({ ok: true, pageSize: 20, pageOffset: 0, limit: 20 });
    expect(pageParams({ pageSize: '', pageOffset: '' })).toEqual({ ok: true, pageSize: 20, pageOffset: 0, limit: 20 });
    expect(pageParams({}, 40)).toMatchObject({ pageSize: 40, limit: 40 });
  });

  it('reads numbers and digit strings', () => {
    expect(pageParams({ pageSize: '40', pageOffset: '80' })).toEqual({ ok: true, pageSize: 40, pageOffset: 80, limit: 40 });
    expect(pageParams({ pageSize: 999, pageOffset: 0 })).toMatchObject({ ok: true, pageSize: 999 });
  });

  it('treats pageSize 0 as all', () => {
    expect(pageParams({ pageSize: 0 })).toEqual({ ok: true, pageSize: 0, pageOffset: 0, limit: null });
    expect(pageParams({ pageSize: '0', pageOffset: '10' })).toMatchObject({ limit: null, pageOffset: 10 });
  });

  it.each([-1, 1.5, 1000, '1000', '-1', 'abc', '1e2', '2.0', Number.NaN])('rejects pageSize %j', (pageSize) => {
    expect(pageParams({ pageSize })).toMatchObject({ ok: false, code: 'INVALID_PAGE_SIZE' });
  });

  it.each([-20, 0.5, '-20', 'x', Number.POSITIVE_INFINITY])('rejects pageOffset %j', (pageOffset) => {
    expect(pageParams({ pageOffset })).toMatchObject({ ok: false, code: 'INVALID_PAGE_OFFSET' });
  });

  it('computes pageOffset = (page - 1) * pageSize', () => {
    expect(pageOffsetFor(1, 20)).toBe(0);
    expect(pageOffsetFor(3, 20)).toBe(40);
    expect(pageOffsetFor(0, 20)).toBe(0);
  });
});
