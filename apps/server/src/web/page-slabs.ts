// Where the page cache keeps its bytes: copied into slabs of 1 MiB instead of one
// allocation per page. A page's 50 kB buffer comes from glibc's heap, which keeps it
// once freed: 30 MB of pages the cache dropped stayed in the server's RSS for good
// (issue 18). A slab is large enough to be mapped on its own (above MALLOC_MMAP_THRESHOLD_,
// 128 kB), so it goes back to the system once none of its pages is held any more. Pages
// live a few seconds and are copied in the order they are rendered, so a slab's pages
// expire together. No bookkeeping: a page is a view of its slab, and the slab is freed by
// the garbage collector when its last view is.
export const SLAB_BYTES = 1024 * 1024;

export interface PageSlabs {
  /** A copy of `bytes` in the current slab (a fresh one when it is full); a page over a quarter slab gets its own buffer. */
  keep(bytes: Buffer): Buffer;
  /** Drops the current slab: the next page starts a new one (the cache was cleared). */
  reset(): void;
}

export function createPageSlabs(slabBytes = SLAB_BYTES): PageSlabs {
  let slab: Buffer | null = null;
  let used = 0;
  return {
    keep(bytes) {
      if (bytes.length > slabBytes / 4) return Buffer.from(bytes);
      if (!slab || used + bytes.length > slab.length) {
        slab = Buffer.allocUnsafeSlow(slabBytes);
        used = 0;
      }
      const copy = slab.subarray(used, used + bytes.length);
      bytes.copy(copy);
      // Views start on 8-byte boundaries, as allocations do.
      used += (bytes.length + 7) & ~7;
      return copy;
    },
    reset() {
      slab = null;
      used = 0;
    },
  };
}
