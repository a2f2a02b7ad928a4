// What the profiling tools (profile-page.ts, profile-search.ts) set up alike: the folder
// their .cpuprofile files go to, and a throw-away PostgreSQL database when asked for one.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { postgresAdminUrl, resultsDir } from './settings.ts';

/** bench/results/profiles, created if missing. */
export function profilesDir(): string {
  const dir = resolve(resultsDir, 'profiles');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** For `postgres`: a new database on BENCH_DATABASE_URL's server, to drop afterwards; none for `pglite`. */
export async function throwawayDatabase(database: 'pglite' | 'postgres'): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (database !== 'postgres') return undefined;
  if (!postgresAdminUrl) throw new Error('postgres: set BENCH_DATABASE_URL');
  const { createPostgresTestDatabase } = await import('@eshop/db/testing');
  return createPostgresTestDatabase(postgresAdminUrl);
}
