// A private copy of the storefront build for the run. The work tree may be rebuilt while
// the bench runs (a build empties build/ and writes new hashed files), which would turn
// asset requests into 404s half-way; a snapshot whose server build names only files
// that exist in its client folder keeps the run consistent. It lives inside the repo
// (bench/results/, ignored) so the server build still resolves react & co. from node_modules.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function missingAssets(buildDir: string): string[] | null {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const named = new Set(readFileSync(serverEntry, 'utf8').match(/\/eshop\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
  return [...named].filter((p) => !existsSync(join(buildDir, 'client', 'assets', p.slice('/eshop/assets/'.length))));
}

export async function snapshotBuild(sourceDir: string, targetDir: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    rmSync(targetDir, { recursive: true, force: true });
    let missing: string[] | null = null;
    try {
      cpSync(sourceDir, targetDir, { recursive: true });
      missing = missingAssets(targetDir);
    } catch {
      // A file vanished while copying: a build is running. Try again below.
    }
    if (missing && missing.length === 0) return;
    if (attempt >= attempts) {
      throw new Error(missing === null
        ? `No storefront build at ${sourceDir}: run \`npm run build\` first (npm run bench does).`
        : `The storefront build at ${sourceDir} is inconsistent (missing ${missing.join(', ')}): rebuild it.`);
    }
    await sleep(2_000);
  }
}
