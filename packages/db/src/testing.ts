// Helpers for tests (import from '@eshop/db/testing'): fast PGlite databases started
// from a migrated (optionally seeded) template, and throw-away PostgreSQL databases.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultMigrationsDir, migrate, openDatabase, type DatabaseHandle } from './client.ts';
import { seed, type SeedOptions } from './seed/seed.ts';

export interface TemplateOptions {
  /** Also seed the template (default false: migrated and empty). */
  seed?: boolean | SeedOptions;
  migrationsDir?: string;
}

/**
 * Migrates (and optionally seeds) a fresh in-memory PGlite and returns its data
 * directory as a tarball, for `openDatabase({ dataDir: 'memory://', loadDataDir })`.
 * Creating one takes seconds; loading it well under one.
 */
export async function createTemplate(options: TemplateOptions = {}): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory://', migrationsDir: options.migrationsDir });
  try {
    await migrate(handle);
    if (options.seed) await seed(handle.db, options.seed === true ? {} : options.seed);
    const pglite = handle.pglite;
    if (!pglite) throw new Error('expected a PGlite handle');
    return (await pglite.dumpDataDir('gzip')) as Blob;
  } finally {
    await handle.close();
  }
}

/** Hash of everything a template depends on: migrations, and all of src/ when seeded. */
function templateKey(seeded: boolean, migrationsDir: string): string {
  const hash = createHash('sha256');
  const addDir = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }).sort((a, b) =>
      join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
    )) {
      if (!entry.isFile()) continue;
      const p = join(entry.parentPath, entry.name);
      if (p.endsWith('.test.ts')) continue;
      hash.update(p).update(readFileSync(p));
    }
  };
  addDir(migrationsDir);
  if (seeded) addDir(fileURLToPath(new URL('.', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Like createTemplate() (default data only), cached in the OS temp folder under a key
 * derived from the migrations (and seed sources), so parallel test files and later
 * runs reuse it. Call it once in a Vitest globalSetup to warm the cache.
 */
export async function cachedTemplate(options: { seed?: boolean; migrationsDir?: string } = {}): Promise<Blob> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();
  const prefix = `eshop-db-template-${options.seed ? 'seeded' : 'empty'}-`;
  const file = join(tmpdir(), `${prefix}${templateKey(!!options.seed, migrationsDir)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  // Outdated templates of the same kind are no use any more.
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(prefix) && name.endsWith('.tar.gz') && join(tmpdir(), name) !== file) rmSync(join(tmpdir(), name), { force: true });
  const blob = await createTemplate({ seed: !!options.seed, migrationsDir });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, file); // atomic: concurrent writers each produce a complete file
  return blob;
}

/** An in-memory PGlite started from a template (see createTemplate / cachedTemplate). */
export function openFromTemplate(template: Blob): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: template });
}

export interface PostgresTestDatabase {
  url: string;
  name: string;
  /** Drops the database (terminating leftover connections). */
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named database (`eshop_test_<pid>_<random>`) on the server of
 * `adminUrl` (e.g. postgres://postgres@127.0.0.1:5432/postgres), empty or a copy of the
 * database `template` (which nobody may be connected to meanwhile). The machine's
 * PostgreSQL is shared with CI: always drop() it afterwards.
 */
export async function createPostgresTestDatabase(adminUrl: string, template?: string): Promise<PostgresTestDatabase> {
  const name = `eshop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template.replace(/"/g, '""')}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export { fixtureData } from './seed/fixture.ts';
