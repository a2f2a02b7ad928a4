// Every internal link of the shop leads somewhere: starting at the home page of this
// project's language and layout, follow each link to a page of the shop (breadth first,
// as a shopper clicking around would), and fetch every image, video and script the pages
// use. Any answer of 400 or more — a 404, a 500 — fails, with the page that linked it.
// As every storefront spec, it runs in one pair of projects (playwright.config.ts,
// SECOND_PAIR_SPECS): pc-en_US and mobile-zh_CN, each layout and each language once.
import { expect, shopPath, test } from './fixtures.ts';

/** Requests the crawl has in flight at once. */
const CONCURRENCY = 4;

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Far above the shop's page count (≈ 600 per project); reaching it means a link explosion. */
const MAX_PAGES = 2_500;

const attr = (html: string, name: 'href' | 'src' | 'poster') =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'));

/**
 * The links a search engine does not follow (rel="nofollow": filter combinations, the sign-in
 * links that name the page they came from): each must answer, but is not crawled further.
 */
const noFollow = (html: string) => new Set([...html.matchAll(/<a\s[^>]*>/g)]
  .filter((m) => /\srel="[^"]*\bnofollow\b/.test(m[0]))
  .flatMap((m) => attr(m[0], 'href')));

test('no internal link, image or script of the shop answers an error', async ({ request, shopLocale, device, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const root = shopPath(shopLocale, device);
  const queue: { url: string; from: string }[] = [{ url: root, from: '(start)' }];
  const seen = new Set<string>([root]);
  const assets = new Map<string, string>();
  const nofollowShapes = new Set<string>();
  const broken: string[] = [];
  let pages = 0;

  // A few requests at a time (a shopper's browser opens several connections too): the
  // crawl of ~600 pages per project was the longest browser test when one at a time.
  async function visit({ url, from }: { url: string; from: string }) {
    const res = await request.get(url, { maxRedirects: 5 });
    pages++;
    if (res.status() >= 400) {
      broken.push(`${res.status()} ${url} (linked from ${from})`);
      return;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return;
    const html = await res.text();
    // Only pages of this project's language and layout are crawled further: the other
    // trees are the other projects' crawls (the language switch still gets fetched once).
    const here = new URL(res.url());
    const unfollowed = noFollow(html);
    for (const href of attr(html, 'href')) {
      const target = new URL(href, here);
      if (target.origin !== origin) continue;
      target.hash = '';
      const key = target.pathname + target.search;
      if (/\.(css|js|svg|png|jpe?g|webp|ico|mp4)$/.test(target.pathname) || target.pathname.startsWith('/media/')) {
        if (!assets.has(key)) assets.set(key, here.pathname);
        continue;
      }
      if (target.pathname.startsWith('/api/') || target.pathname.startsWith('/dev/')) continue;
      if (unfollowed.has(href)) {
        // One of each shape (path and parameter names) is fetched: every filter value would be thousands.
        const shape = `${target.pathname}?${[...target.searchParams.keys()].sort().join('&')}`;
        if (!nofollowShapes.has(shape)) { nofollowShapes.add(shape); assets.set(key, here.pathname); }
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      if (target.pathname.startsWith(root)) queue.push({ url: key, from: here.pathname + here.search });
      else if (!assets.has(key)) assets.set(key, here.pathname); // another tree: must answer, not crawled
    }
    for (const src of [...attr(html, 'src'), ...attr(html, 'poster')]) {
      const target = new URL(src, here);
      if (target.origin !== origin) continue;
      const key = target.pathname + target.search;
      if (!assets.has(key)) assets.set(key, here.pathname);
    }
  }
  // Breadth first within each round: the pages found by a round are the next round.
  while (queue.length > 0 && pages < MAX_PAGES) {
    const round = queue.splice(0, queue.length);
    await inBatches(round, (next) => visit(next));
  }
  expect(pages, `the crawl stopped at ${MAX_PAGES} pages: some links multiply without end`).toBeLessThan(MAX_PAGES);

  await inBatches([...assets], async ([asset, from]) => {
    const res = await request.get(asset, { maxRedirects: 5 });
    if (res.status() >= 400) broken.push(`${res.status()} ${asset} (used by ${from})`);
  });
  test.info().annotations.push({ type: 'crawl', description: `${pages} pages, ${assets.size} files` });
  expect(broken, `broken links after crawling ${pages} pages and ${assets.size} files`).toEqual([]);
  // The crawl reached the shop's areas, not just the home page.
  const crawled = [...seen].join('\n');
  for (const area of ['item/', 'list/cid/', 'recipe-list', 'recipe-detail/', 'about/', 'productmesg/']) {
    expect(crawled, `no link to ${area} found`).toContain(`${root}${area}`);
  }
});
