import { describe, expect, it } from 'vitest';
import { createPageSlabs, SLAB_BYTES } from './page-slabs.ts';

const page = (bytes: number, fill: number) => Buffer.alloc(bytes, fill);

describe('page slabs', () => {
  it('keeps copies of pages side by side in one slab, each exactly as given and independent of the original', () => {
    const slabs = createPageSlabs();
    const first = page(50_001, 1);
    const a = slabs.keep(first);
    const b = slabs.keep(page(11_000, 2));
    first.fill(9);
    expect(a.equals(page(50_001, 1))).toBe(true);
    expect(b.equals(page(11_000, 2))).toBe(true);
    expect(b.buffer).toBe(a.buffer);
    expect(a.buffer.byteLength).toBe(SLAB_BYTES);
    expect(b.byteOffset - a.byteOffset).toBe(50_008); // the next page starts on an 8-byte boundary
  });

  it('starts a new slab when a page does not fit, and after a reset; the pages kept before stay as they were', () => {
    const slabs = createPageSlabs(64 * 1024);
    const kept = Array.from({ length: 5 }, (_, i) => slabs.keep(page(15_000, i + 1)));
    expect(new Set(kept.map((k) => k.buffer)).size).toBe(2);
    expect(kept[4]!.byteOffset).toBe(0);
    kept.forEach((k, i) => expect(k.equals(page(15_000, i + 1))).toBe(true));
    slabs.reset();
    const after = slabs.keep(page(10, 7));
    expect(kept.some((k) => k.buffer === after.buffer)).toBe(false);
    expect(after.equals(page(10, 7))).toBe(true);
  });

  it('gives a page larger than a quarter slab a buffer of its own', () => {
    const slabs = createPageSlabs(64 * 1024);
    const small = slabs.keep(page(100, 1));
    const big = slabs.keep(page(16 * 1024 + 1, 2));
    expect(big.buffer).not.toBe(small.buffer);
    expect(big.equals(page(16 * 1024 + 1, 2))).toBe(true);
    expect(slabs.keep(page(100, 3)).buffer).toBe(small.buffer);
  });
});
