// The storefront's scripts run under a Content-Security-Policy without 'unsafe-inline'
// (docs/decisions/0022-transport-limits-and-csp.md): each page's inline scripts carry
// the nonce its policy names. A page served from the anonymous page cache — the same
// bytes, the same policy — hydrates and navigates on the client like a fresh one, and
// the browser reports no violation, in every project ({pc, mobile} × {en_US, zh_CN}).
import { expect, test, waitForHydration } from './fixtures.ts';

declare global {
  interface Window {
    cspViolations?: string[];
    sameDocument?: boolean;
  }
}

test('a page from the page cache runs its scripts by nonce, hydrates and navigates, without a CSP violation', async ({ page, shopUrl, t }) => {
  const reported: string[] = [];
  page.on('console', (message) => { if (/Content.Security.Policy/i.test(message.text())) reported.push(message.text()); });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => { window.cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`); });
  });

  // The first visit may set the lang cookie (then it is not cached); the next two are
  // anonymous with at most that cookie, so the third is the second's cached copy. A
  // catalogue change by a test running alongside empties the page cache: then visit again
  // (at most five visits) until two in a row get the same page.
  const policies: string[] = [];
  while (policies.length < 3 || (policies.at(-1) !== policies.at(-2) && policies.length < 5)) {
    const response = await page.goto(shopUrl(), { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    policies.push((await response!.allHeaders())['content-security-policy'] ?? '');
  }
  const [fresh, cached] = policies.slice(-2);
  const nonce = /'nonce-([^']+)'/.exec(cached!)?.[1];
  expect(nonce, cached).toBeTruthy();
  expect(cached, 'the third visit is the second one from the page cache').toBe(fresh);
  const scriptSrc = cached!.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");

  await waitForHydration(page);
  // Data blocks (JSON-LD, the deferred modules' list of docs/decisions/0039) are never run: no nonce.
  const inlineNonces = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type^="application/"])')].map((s) => (s as HTMLScriptElement).nonce));
  expect(inlineNonces.length).toBeGreaterThanOrEqual(4);
  expect(new Set(inlineNonces)).toEqual(new Set([nonce]));

  // A client-side navigation: the document stays, so the marker survives.
  await page.evaluate(() => { window.sameDocument = true; });
  const category = page.getByRole('region', { name: t('home.quickNav') }).getByRole('link').first();
  const name = (await category.innerText()).trim();
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.sameDocument)).toBe(true);

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(reported).toEqual([]);
});
