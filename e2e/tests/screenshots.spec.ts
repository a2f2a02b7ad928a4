// The main pages of each project show all their images (every one loads, also those below
// the fold). With E2E_SHOTS (screenshots.ts) each test also saves the full-page screenshot,
// pages-<page>-<project>.png, for a person to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keepShot } from './screenshots.ts';

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
  test(`the ${name} page shows all its images`, async ({ page, visit }, testInfo) => {
    expect(await visit(screen)).toBe(200);
    await loadAllImages(page);
    await keepShot(page, `pages-${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled', scale: 'css' });
  });
}
