// How the shop's server process is started by the scripts that start it themselves (the
// bench, the cluster): the same Node flags and environment as package.json's `start` and
// `serve`, which say it in the shell (docs/decisions/0042, "Memory"). Measured with
// bench/ on PostgreSQL after its scenarios: 361 → 292 MB RSS, no slower.
// - --max-old-space-size: SERVER_HEAP_MB (default 256); the live data is ≈ 100 MB.
// - --max-semi-space-size=8: the young generation 16 MB instead of 32; no slower renders.
// - MALLOC_ARENA_MAX=2: glibc's malloc keeps per-thread arenas (libuv's and V8's threads)
//   that hold freed memory: 40-80 MB of RSS for nothing.

/** SERVER_HEAP_MB as package.json's start and serve read it (default 256). */
export const serverHeapMb = (): number => Number(process.env.SERVER_HEAP_MB) || 256;

/** The Node flags of the server process. */
export const serverNodeArgs = (): string[] => [`--max-old-space-size=${serverHeapMb()}`, '--max-semi-space-size=8'];

/** The server process's environment: `env` with MALLOC_ARENA_MAX=2 unless it sets one. */
export const serverEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ MALLOC_ARENA_MAX: '2', ...env });
