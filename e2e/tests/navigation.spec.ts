// Navigation feedback in every project (spec section 9; docs/decisions/0037-accessibility.md):
// the progress bar shows only for a client navigation slower than 200 ms, and a code chunk
// that fails to load reloads the page once — not a second time within 60 s.
import type { BrowserContextOptions, Route } from '@playwright/test';
import { escapeRegExp, expect, shopPath, shopperAddress, test, waitForHydration, type CatalogItem, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';

interface Saved { status: number; headers: Record<string, string>; body: Buffer }

test('the progress bar shows only for a navigation slower than 200 ms; the carousel stays still for reduced motion', async ({ page, visit, t }) => {
  // The page's clock is the test's: the 200 ms are counted exactly, however busy the machine.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit('');
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1000);
  // Reduced motion: the slideshow does not start by itself, and can be started.
  const play = page.getByRole('button', { name: t('a11y.carouselPlay') });
  await expect(play).toBeVisible();
  await play.click();
  await expect(page.getByRole('button', { name: t('a11y.carouselPause') })).toBeVisible();

  // Every moment the bar is in the page is noted: a quick navigation must never show it.
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => { if (document.querySelector('[role="progressbar"]')) w.sawProgress = true; })
      .observe(document.body, { childList: true, subtree: true });
  });
  const sawProgress = () => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

  // The pages' data requests (React Router's `.data`): held until released while `hold`
  // is set, else answered at once (from what the server said before, when known).
  const answers = new Map<string, Saved>();
  let hold: { arrived: () => void; released: Promise<void> } | null = null;
  await page.route(/\.data(\?|$)/, async (route: Route) => {
    const key = new URL(route.request().url()).pathname;
    const known = answers.get(key);
    if (known && !hold) return route.fulfill(known);
    const response = await route.fetch();
    const answer = { status: response.status(), headers: response.headers(), body: await response.body() };
    answers.set(key, answer);
    if (hold) { hold.arrived(); await hold.released; }
    return route.fulfill(answer);
  });

  const category = page.getByRole('region', { name: t('home.quickNav') }).getByRole('link').first();
  const name = (await category.innerText()).trim();
  const bar = page.getByRole('progressbar', { name: t('a11y.loading') });

  // Slow: nothing for the first 200 ms, then the bar and a polite "Loading…".
  let arrived!: () => void;
  let release!: () => void;
  const requested = new Promise<void>((resolve) => { arrived = resolve; });
  hold = { arrived, released: new Promise<void>((resolve) => { release = resolve; }) };
  await category.click();
  await requested;
  await page.clock.runFor(150);
  await expect(bar).toHaveCount(0);
  await expect.poll(async () => { await page.clock.runFor(50); return bar.count(); }).toBe(1);
  await expect(bar).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('a11y.loading') })).toBeAttached();
  // Reduced motion: the bar stands still.
  expect(await bar.locator('div').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  release();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Quick: back home and to the same category again, its data answered at once — the
  // bar never shows, even when the clock then passes 200 ms.
  hold = null;
  await page.goBack();
  await expect(page.getByRole('region', { name: t('home.quickNav') })).toBeVisible();
  await page.clock.runFor(500);
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => { (window as unknown as { sawProgress: boolean }).sawProgress = false; });
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.clock.runFor(500);
  await expect(bar).toHaveCount(0);
  expect(await sawProgress()).toBe(false);
});

test('a navigation that cuts short another whose data has come but not yet ended reports no error', async ({ page, visit, t }) => {
  // A slow network: the end of a page's data (React Router's `.data`) comes well after the
  // data, and a navigation cut short in between errors its body, as a real fetch's is.
  await page.addInitScript(() => {
    const w = window as unknown as { holdDataEnd?: boolean; dataDelivered?: boolean };
    const fetchOf = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await fetchOf(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!w.holdDataEnd || !url.pathname.endsWith('.data') || !response.body) return response;
      const signal = init?.signal ?? undefined;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (!done) {
            controller.enqueue(value);
            w.dataDelivered = true;
            return;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 5000);
            signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
          });
          if (signal?.aborted) controller.error(signal.reason);
          else controller.close();
        },
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  });
  await visit('');
  // The next page's code comes slowly too, so its navigation is still going when its data has come.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => { (window as unknown as { holdDataEnd: boolean }).holdDataEnd = true; });
  const links = page.getByRole('region', { name: t('home.quickNav') }).getByRole('link');
  const second = links.nth(1);
  const secondName = (await second.innerText()).trim();
  await links.first().dispatchEvent('click');
  await page.waitForFunction(() => (window as unknown as { dataDelivered?: boolean }).dataDelivered === true);
  await second.dispatchEvent('click');
  // The cut-short navigation's stream failed at that click, long before the second page shows
  // (its code is 1.5 s away); the shared fixture fails the test on any uncaught error.
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible({ timeout: 15_000 });
});

test('a code chunk that fails to load reloads the page once, not again within 60 s', async ({ browser, shopUrl, t, shopLocale, device, catalog, baseURL }, testInfo) => {
  // A page of its own: the failed import is reported on the console (by React and the
  // browser), which the shared fixture rightly counts as a failure elsewhere.
  const use = testInfo.project.use;
  const options: BrowserContextOptions = {
    baseURL, viewport: use.viewport, userAgent: use.userAgent, deviceScaleFactor: use.deviceScaleFactor, isMobile: use.isMobile,
    hasTouch: use.hasTouch, locale: use.locale, timezoneId: 'Asia/Shanghai',
    // A shopper of their own for the per-address rate limits, as the fixture's pages are.
    extraHTTPHeaders: { ...use.extraHTTPHeaders, 'X-Forwarded-For': shopperAddress() },
  };
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signUp(page, shopLocale, uniqueEmail('chunk', device, shopLocale));
  const item = await inStock(catalog);
  const sku = item.skus.find((s) => !s.soldOut && s.stock >= 5)!;
  // The "In Your Cart" overlay is a chunk of its own, loaded when first needed: it is gone.
  await page.route(/\/assets\/InYourCart-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));

  await page.goto(shopPath(shopLocale, device, `item/${item.itemId}`));
  await waitForHydration(page);
  let documents = 0;
  page.on('domcontentloaded', () => { documents += 1; });
  const addToCart = async () => {
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
    await page.getByRole('button', { name: t('item.addToCart') }).click();
  };

  await addToCart();
  await expect.poll(() => documents, { message: 'the page reloads once' }).toBe(1);
  await expect(page).toHaveURL(shopUrl(`item/${item.itemId}`));
  await waitForHydration(page);

  // Still missing a moment later: the error page, and no second reload.
  await addToCart();
  await expect(page.getByText(t('error.generic'))).toBeVisible();
  expect(documents).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

async function inStock(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }): Promise<ItemDetail> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    if (item.skus.some((s) => !s.soldOut && s.stock >= 5)) return item;
  }
  throw new Error('the seed has no product in stock');
}
