// How the shop's server process is started by the scripts that start it themselves (the
// bench, the cluster): the same Node flags and environment as package.json's `start` and
// `serve`, which say it in the shell (docs/decisions/0042, "Memory"). Measured with
// bench/ on PostgreSQL after its scenarios: 361 → 292 MB RSS, no slower.
// - --max-old-space-size: SERVER_HEAP_MB (default 256); the live data is ≈ 100 MB.
// - --max-semi-space-size: SERVER_SEMI_SPACE_MB (default 8), the young generation 16 MB
//   instead of 32; no slower renders. A catalogue of many thousands of items wants 32
//   (issue 18: search on 10,000 items ≈ 1.7× faster, ≈ 50 MB more RSS; docs/decisions/0047).
// - MALLOC_ARENA_MAX=2: glibc's malloc keeps per-thread arenas (libuv's and V8's threads)
//   that hold freed memory: 40-80 MB of RSS for nothing.
// - MALLOC_MMAP_THRESHOLD_=65536, MALLOC_TRIM_THRESHOLD_=131072: glibc raises both
//   thresholds as the process frees large blocks (up to 32 MB), after which freed memory
//   stays in the arenas; fixed, blocks that large are mapped and unmapped and the heap's
//   free top goes back: 264 → 240 MB on PostgreSQL at 128 kB, no slower. 64 kB (issue 18,
//   sixteenth session) also maps libvips's and the checkout's mid-sized blocks: ≈ 13 MB less
//   after checkout, no more CPU an order or a page; a page's own buffer (≈ 50 kB) stays
//   below it (32 kB cost a quarter of the cached pages' throughput).

/** SERVER_HEAP_MB as package.json's start and serve read it (default 256). */
export const serverHeapMb = (): number => Number(process.env.SERVER_HEAP_MB) || 256;

/** SERVER_SEMI_SPACE_MB as package.json's start and serve read it (default 8). */
export const serverSemiSpaceMb = (): number => Number(process.env.SERVER_SEMI_SPACE_MB) || 8;

/** The Node flags of the server process. */
export const serverNodeArgs = (): string[] => [`--max-old-space-size=${serverHeapMb()}`, `--max-semi-space-size=${serverSemiSpaceMb()}`];

/** glibc malloc's settings of the server process (an operator's own win), in package.json's order. */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The server process's environment: `env` with MALLOC_SETTINGS where it sets none. */
export const serverEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...MALLOC_SETTINGS, ...env });
