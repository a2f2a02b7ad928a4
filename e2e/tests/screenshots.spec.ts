// Full-page screenshots of the main pages per project, for a person to look at:
// e2e/screenshots/<project>-<page>.png (gitignored). Each page must show all its images.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const pages = [
  { name: 'home', screen: '' },
  { name: 'category', screen: 'list/cid/1' },
  { name: 'product', screen: 'item/1' },
];

/** Loads and decodes every image, also those below the fold that the page loads lazily
 * (a full-page screenshot does not scroll, and Chromium leaves images that are still
 * decoding asynchronously blank in the capture); fails on any image that does not load. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.images) { img.loading = 'eager'; img.decoding = 'sync'; }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const broken = await page.evaluate(async () => {
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    return [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
  expect(broken, 'images that did not load').toEqual([]);
}

for (const { name, screen } of pages) {
  test(`screenshot of the ${name} page`, async ({ page, visit }, testInfo) => {
    expect(await visit(screen)).toBe(200);
    await loadAllImages(page);
    await page.screenshot({ path: join(folder, `${testInfo.project.name}-${name}.png`), fullPage: true, animations: 'disabled', scale: 'css' });
  });
}
