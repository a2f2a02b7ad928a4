// Steps the after-sales journeys share (the shop's requests and reviews, and the back-office's
// customer service): an in-stock product, a pickup order of it placed through the API by the
// member, and its payment confirmed in the WeChat Pay sandbox.
import { randomUUID } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { expect, type CatalogItem, type ItemDetail, type ShopLocale } from './fixtures.ts';

/**
 * The `nth` (from 0) in-stock product with a size of at least 10 in stock: each journey takes a
 * product of its own, so their reviews do not meet on one product page.
 */
export async function inStockProduct(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }, nth: number) {
  const found: { item: ItemDetail; skuId: number }[] = [];
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10);
    if (sku) found.push({ item, skuId: sku.skuId });
    if (found.length > nth) return found.at(-1)!;
  }
  throw new Error('the seed has too few products in stock');
}

/** The member (the page's session) orders a product for pickup through the API; answers the order's transactionId. */
export async function pickupOrder(page: Page, baseURL: string, locale: ShopLocale, skuId: number): Promise<string> {
  const api = page.request;
  const headers = { origin: baseURL, lang: locale };
  const ok = async (res: APIResponse) => { expect(res.status(), await res.text()).toBe(200); return res.json() as Promise<{ data: unknown }>; };
  const stores = (await ok(await api.get('/api/a/capi/account/Store.List?pageSize=0', { headers }))).data as { 'r.storeId': number; 'r.pickup': string }[];
  await ok(await api.post('/api/a/execute/capi/shopping/AddToCart', { headers, form: { 'sku.skuId': String(skuId), 'h.quantity': '1' } }));
  const created = await ok(await api.post('/api/a/execute/capi/shopping/CreateOrder', { headers, form: {
    'oh.deliveryOption': 'pickup', 'r.storeId': String(stores.find((s) => s['r.pickup'] === 'Y')!['r.storeId']),
    'oh.pickupName': '李雷', 'oh.pickupMobile': '13912345678', 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
  } }));
  return (created.data as { transactionId: string }).transactionId;
}

/** The payer confirms the order's payment in the WeChat Pay sandbox (as bench/checkout.ts does). */
export async function payOrder(page: Page, baseURL: string, locale: ShopLocale, transactionId: string): Promise<void> {
  const headers = { origin: baseURL, lang: locale };
  const pay = await page.request.post('/api/a/execute/capi/shopping/Pay', { headers, form: { 'oh.transactionId': transactionId } });
  expect(pay.status(), await pay.text()).toBe(200);
  const codeUrl = ((await pay.json()) as { data: { codeUrl: string } }).data.codeUrl;
  const confirmed = await page.request.post(`${codeUrl}/confirm`, { headers: { origin: baseURL }, form: { lang: 'en' } });
  expect(confirmed.status()).toBe(200);
  await expect(async () => {
    const status = await page.request.get(`/api/a/capi/shopping/PaymentStatus?oh.transactionId=${transactionId}`, { headers });
    expect(((await status.json()) as { data: { paid: boolean } }).data.paid).toBe(true);
  }).toPass({ timeout: 10_000 });
}
