// Backs up or restores the shop's database (README "Backups"), the one of DATABASE_URL
// or else the embedded one in DATA_DIR:
//   npm run backup -- <file>     PostgreSQL: while the shop runs; embedded: with the shop stopped
//   npm run restore -- <file>    into a new, empty database or DATA_DIR folder; then start the shop
import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { backUp, BackupRefused, restore } from './backup.ts';

const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
// Opens the database only, so the shop's start rules (providers, demo) do not apply.
const config = loadConfig(undefined, { tool: true });
const target = { databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) };
const where = config.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${target.dataDir}`;
try {
  if (action === 'backup') {
    await backUp(target, resolve(file));
    console.warn(`backed up ${where} to ${resolve(file)} (${Math.round(statSync(resolve(file)).size / 1024)} KiB)`);
  } else {
    await restore(target, resolve(file));
    console.warn(`restored ${resolve(file)} into ${where}; start the shop on it`);
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`Not done: ${error.message}`);
  process.exit(1);
}
