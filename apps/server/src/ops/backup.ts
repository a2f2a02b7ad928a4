// Backups of the shop's database (README "Backups"; docs/decisions/0027).
// - PostgreSQL: pg_dump's custom format, restored by pg_restore into a new, empty
//   database. pg_dump reads one consistent snapshot, so the shop keeps running.
// - The embedded database (PGlite): PGlite's own dump of its data folder (a .tar.gz),
//   restored into a new, empty folder. PGlite belongs to one process and takes no lock,
//   so a second process opening a running shop's folder could damage it: the shop must
//   be stopped (its open database leaves `postmaster.pid` in the folder, which we check).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@eshop/db';

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL (DATABASE_URL); when unset, the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** A backup or restore that must not go ahead: the message says what to do. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * The URL without its password, which goes to the tools in PGPASSWORD instead: a
 * password on the command line is visible to every user of the machine (`ps`).
 */
function libpqArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') throw new BackupRefused(`${tool} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}

const pidFile = (dataDir: string) => join(dataDir, 'postmaster.pid');

/** Writes a backup of the database to `file` (PostgreSQL: pg_dump custom format; embedded: a .tar.gz). */
export async function backUp(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    const { url, env } = libpqArgs(target.databaseUrl);
    await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
    return;
  }
  const { dataDir } = target;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupRefused(`no embedded database in ${dataDir} (DATA_DIR)`);
  if (existsSync(pidFile(dataDir))) {
    throw new BackupRefused(`the database in ${dataDir} is open (postmaster.pid): stop the shop first. `
      + 'If it is not running (it crashed), start and stop it once.');
  }
  const handle = await openDatabase({ dataDir });
  try {
    // Everything on disk first, so the dump holds no work still in the write-ahead log.
    await handle.pglite!.exec('checkpoint');
    const dump = await handle.pglite!.dumpDataDir('gzip');
    const partial = `${file}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    // A backup that is there is whole: an interrupted one leaves only the .partial file.
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
}

/** Restores a backup into a new, empty database (PostgreSQL) or a new, empty folder (embedded). */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`no backup at ${file}`);
  if (target.databaseUrl) {
    const probe = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: 'unused', maxConnections: 1 });
    try {
      const [tables] = await queryRows<{ n: number }>(probe.db, sql`
        select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
      if ((tables?.n ?? 0) > 0) throw new BackupRefused('the database of DATABASE_URL is not empty: restore into a new one (createdb) and point DATABASE_URL at it');
    } finally {
      await probe.close();
    }
    const { url, env } = libpqArgs(target.databaseUrl);
    // One transaction: a restore that fails leaves the database empty, not half-filled.
    await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
    return;
  }
  const { dataDir } = target;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefused(`${dataDir} (DATA_DIR) is not empty: move it away, or restore into a new folder and point DATA_DIR at it`);
  }
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
}
