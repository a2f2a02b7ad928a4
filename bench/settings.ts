// Settings shared by the benchmarks (run.ts, search.ts), read from the environment once.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions } from './load.ts';

const env = process.env;
/** Paths are relative to the repository, whatever the working directory. */
export const root = fileURLToPath(new URL('..', import.meta.url));
export const resultsDir = resolve(root, 'bench/results');

/** A positive number of seconds from the environment, or the fallback. */
export const seconds = (name: string, fallback: number): number => {
  const v = Number(env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** The measured runs, and the short reference run before each scenario. */
export const load: LoadOptions = { connections: 10, warmupS: seconds('BENCH_WARMUP', 1.5), durationS: seconds('BENCH_DURATION', 5) };
export const recheck: LoadOptions = { connections: 10, warmupS: 0.5, durationS: 2 };
/** BENCH_STRICT=1: exit 1 when a budget fails. */
export const strict = env.BENCH_STRICT === '1';
/** Admin URL of a PostgreSQL server to measure on too (a throw-away database is made there). */
export const postgresAdminUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
