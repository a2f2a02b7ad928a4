// Fixtures of the browser tests: the project's shop locale and device, URLs in the
// shape of decisions.md ("URLs and languages"), the app's own texts, and a guard that
// fails a test on any console.error or uncaught page error (STYLE.md, Tests).
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { en_US, zh_CN } from '../../apps/web/app/i18n/all.ts';

export type ShopLocale = 'en_US' | 'zh_CN';
export type Device = 'pc' | 'mobile';
export type MessageKey = keyof typeof en_US;

/** Options set per project in playwright.config.ts. (`locale` is Playwright's own
 * browser-locale option, 'en-US' / 'zh-CN'; the shop's locale is `shopLocale`.) */
export interface ShopOptions {
  shopLocale: ShopLocale;
  device: Device;
}

const catalogues: Record<ShopLocale, Record<MessageKey, string>> = { en_US, zh_CN };
export const messageKeys = Object.keys(en_US) as MessageKey[];

/** A text of the storefront as the app shows it; `{name}` placeholders filled from vars. */
export function translate(locale: ShopLocale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[locale][key];
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

/** A random private address, one per simulated shopper. */
export function shopperAddress(): string {
  const n = () => 1 + Math.floor(Math.random() * 250);
  return `10.${n()}.${n()}.${n()}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/eshop/[zh_CN/]{pc|mobile}/<screen>` */
export function shopPath(locale: ShopLocale, device: Device, screen = ''): string {
  return `/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}${device}/${screen.replace(/^\//, '')}`;
}

/** Resolves once React has hydrated the document, so clicks reach their handlers. React
 * attaches its props to <html> when the hydration render completes (commit follows in
 * the same task). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.documentElement).some((k) => k.startsWith('__reactProps$')));
}

export interface CatalogItem {
  itemId: number;
  name: string;
  soldOut: boolean;
  specs: string[];
  cid: number;
}

export interface ItemDetail extends CatalogItem {
  images: string[];
  skus: { skuId: number; spec: string; priceFen: number; soldOut: boolean; stock: number }[];
  recommended: CatalogItem[];
}

interface ShopFixtures {
  /** Path of a screen in this project's locale and device. */
  shopUrl: (screen?: string) => string;
  /** The app's text for a key in this project's locale. */
  t: (key: MessageKey, vars?: Record<string, string | number>) => string;
  /** A pattern for a text with placeholders, e.g. '{count} products' → /^(\d+) products$/. */
  tPattern: (key: MessageKey) => RegExp;
  /** Opens a screen of this project's locale/device and waits for hydration. */
  visit: (screen?: string) => Promise<number>;
  /** Declares that navigating to this path answers an HTTP error on purpose: Chromium's
   * "Failed to load resource" console error for that document is then not a failure. */
  expectHttpError: (path: string) => void;
  /** Catalogue API calls in this project's language (lang header). */
  catalog: {
    items: () => Promise<CatalogItem[]>;
    item: (itemId: number, locale?: ShopLocale) => Promise<ItemDetail>;
  };
  expectedErrorUrls: string[];
}

async function apiData<T>(request: APIRequestContext, path: string, locale: ShopLocale): Promise<T> {
  const response = await request.get(`/api/a/capi/catalog/${path}`, { headers: { lang: locale } });
  expect(response.status(), `GET /api/a/capi/catalog/${path}`).toBe(200);
  const body = (await response.json()) as { status: string; data: T };
  expect(body.status).toBe('success');
  return body.data;
}

/**
 * A back-office form the server refused (400 bad input, 409 conflict, 422 unknown): its
 * page answers with the API's status and shows the message, which the test asserts — so
 * the browser's "Failed to load resource" line for that form's data request is expected.
 */
function isBackofficeFormRefusal(message: ConsoleMessage): boolean {
  return /status of (400|409|422) /.test(message.text()) && /\/backoffice\/[^?]*\.data(\?|$)/.test(message.location().url);
}

export const test = base.extend<ShopOptions & ShopFixtures>({
  shopLocale: ['en_US', { option: true }],
  device: ['pc', { option: true }],

  shopUrl: async ({ shopLocale, device }, use) => {
    await use((screen = '') => shopPath(shopLocale, device, screen));
  },
  t: async ({ shopLocale }, use) => {
    await use((key, vars) => translate(shopLocale, key, vars));
  },
  tPattern: async ({ shopLocale }, use) => {
    await use((key) => new RegExp(`^${escapeRegExp(catalogues[shopLocale][key]).replace(/\\\{\w+\\\}/g, '(.+?)')}$`));
  },
  visit: async ({ page, shopLocale, device }, use) => {
    await use(async (screen = '') => {
      // Not waiting for every image ('load'): the screenshot tests check images.
      const response = await page.goto(shopPath(shopLocale, device, screen), { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      return response?.status() ?? 0;
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  expectedErrorUrls: async ({}, use) => {
    await use([]);
  },
  expectHttpError: async ({ expectedErrorUrls, baseURL }, use) => {
    await use((path) => { expectedErrorUrls.push(new URL(path, baseURL).href); });
  },

  // The guard sits on the context so every page of the test is covered.
  context: async ({ context, expectedErrorUrls, extraHTTPHeaders }, use) => {
    // Each test is a shopper on their own network address (the shop trusts X-Forwarded-For
    // from loopback, as from its proxy), so per-address rate limits count per test, as they
    // would count per shopper — not for the whole suite, which runs on one machine.
    await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, 'X-Forwarded-For': shopperAddress() });
    const problems: string[] = [];
    const expected = (message: ConsoleMessage) =>
      /^Failed to load resource: the server responded with a status of \d{3}/.test(message.text())
      && (expectedErrorUrls.includes(message.location().url) || isBackofficeFormRefusal(message));
    context.on('console', (message) => {
      if (message.type() === 'error' && !expected(message)) {
        problems.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()} (${message.location().url})`);
      }
    });
    context.on('weberror', (error) => {
      problems.push(`uncaught error on ${error.page()?.url() ?? '?'}: ${error.error().stack ?? error.error().message}`);
    });
    await use(context);
    expect(problems, 'console.error or uncaught page errors during the test').toEqual([]);
  },

  catalog: async ({ request, shopLocale }, use) => {
    await use({
      items: () => apiData<CatalogItem[]>(request, 'Item.List?pageSize=0', shopLocale),
      item: async (itemId, locale = shopLocale) => {
        const [item] = await apiData<ItemDetail[]>(request, `SingleItem.List?t.itemId=${itemId}`, locale);
        if (!item) throw new Error(`item ${itemId} not found`);
        return item;
      },
    });
  },
});

export { expect };

/** Money as the shop shows it: '¥' and two decimals. */
export function yuan(fen: number): string {
  const digits = String(Math.trunc(fen)).padStart(3, '0');
  return `¥${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
