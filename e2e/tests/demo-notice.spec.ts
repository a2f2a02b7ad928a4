// A demo shop says so on every page (docs/decisions/0021): the browser tests run the shop
// as a declared demo (DEMO_SHOP=true on the local stand-ins), so every shopper — pc and
// mobile, English and Chinese — reads at the top of each page that payments are simulated.
// With E2E_SHOTS (screenshots.ts), also a screenshot of the top of the home page to look at.
import { demoNotice } from '../../apps/web/app/i18n/demo.ts';
import { expect, test } from './fixtures.ts';
import { keepShot } from './screenshots.ts';

test('every page shows the demo notice at the top, in the shopper’s language', async ({ page, visit, shopLocale, shopUrl, expectHttpError }, testInfo) => {
  const notice = page.getByRole('note').filter({ hasText: demoNotice[shopLocale] });
  for (const screen of ['', 'list/cid/1', 'item/1', 'shopping/cart', 'logon', 'recipe-list', 'about/delivery']) {
    expect(await visit(screen), screen).toBe(200);
    await expect(notice, screen).toBeVisible();
    await expect(notice, screen).toHaveText(demoNotice[shopLocale]);
    // Above everything else: the first thing a shopper sees.
    expect((await notice.boundingBox())?.y, screen).toBe(0);
    if (screen === '') {
      await keepShot(page, `demo-notice-${testInfo.project.name}`, { clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 260 } });
    }
  }
  // Error pages of the shop too.
  expectHttpError(shopUrl('no-such-page'));
  expect((await page.goto(shopUrl('no-such-page')))?.status()).toBe(404);
  await expect(notice).toBeVisible();
});
