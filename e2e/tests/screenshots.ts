// Screenshots for a person to look at, opt-in: the browser suite is CPU-bound on a two-core
// machine and a full-page PNG costs 150-600 ms of CPU, so by default (and in CI, where nobody
// looks) no test takes one. These pictures are never assertions; a test that reads a picture
// (the QR codes of paying.ts and qr-login.spec.ts) takes its own screenshot.
//   E2E_SHOTS=1 node --import tsx e2e/run.ts …         → e2e/screenshots/<name>.png (gitignored)
//   E2E_SHOTS=/tmp/shots node --import tsx e2e/run.ts … → /tmp/shots/<name>.png
// Unset, '' or '0': none.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

function folderOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === '0') return null;
  if (value === '1') return join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  return resolve(value);
}

/** Where the screenshots for people go; null: take none. */
export const shotsDir: string | null = folderOf(process.env.E2E_SHOTS);

export interface ShotOptions {
  /** The whole page, not only the viewport (a page's screenshot only). */
  fullPage?: boolean;
  /** A part of the page (a page's screenshot only). */
  clip?: { x: number; y: number; width: number; height: number };
  animations?: 'disabled';
  scale?: 'css';
  /** Load the page's lazy images first and scroll to the top (where the sticky header sits),
   * so the picture shows what a shopper sees. */
  eagerImages?: boolean;
}

let folderMade = false;

/**
 * Saves `<shotsDir>/<name>.png` of the page or the element, when E2E_SHOTS asks for
 * screenshots; otherwise does nothing. Give the name a short area prefix and the project
 * (e.g. `favourites-card-mobile-zh_CN`) so pictures do not overwrite each other.
 */
export async function keepShot(target: Page | Locator, name: string, options: ShotOptions = {}): Promise<void> {
  if (shotsDir === null) return;
  if (!folderMade) {
    mkdirSync(shotsDir, { recursive: true });
    folderMade = true;
  }
  const path = join(shotsDir, `${name.replace(/\//g, '_')}.png`);
  const { fullPage, clip, animations, scale, eagerImages } = options;
  if (eagerImages && isPage(target)) {
    await target.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
      window.scrollTo(0, 0);
    });
    await target.waitForFunction(() => [...document.images].every((img) => img.complete));
  }
  if (isPage(target)) await target.screenshot({ path, fullPage, clip, animations, scale });
  else await target.screenshot({ path, animations, scale });
}

function isPage(target: Page | Locator): target is Page {
  return typeof (target as Page).goto === 'function';
}
