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

/** Scrolls down the page so lazy images load, then waits until every image has loaded. */
async function loadAllImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight * 2 || img.complete));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const broken = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
  expect(broken, 'images that did not load').toEqual([]);
}

for (const { name, screen } of pages) {
  test(`screenshot of the ${name} page`, async ({ page, visit }, testInfo) => {
    expect(await visit(screen)).toBe(200);
    await loadAllImages(page);
    await page.screenshot({ path: join(folder, `${testInfo.project.name}-${name}.png`), fullPage: true, animations: 'disabled' });
  });
}
