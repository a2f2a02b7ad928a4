// Issue 16, browser journeys of fulfilment, in English and Chinese: a shopper places and
// pays a delivery order (through the shop's API, paid on the sandbox's phone page); a
// fulfilment member of staff finds it on the board, confirms, packs and ships it with a
// waybill (Shipped), and prints its packing slip (one A4 page, without the menu). A pickup
// order is confirmed by fulfilment, then the store's cashier marks it ready and completes
// it — and is never offered a cancel.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { shopperAddress, type CatalogItem, type ItemDetail, type ShopLocale } from '../fixtures.ts';
import { payOnPhone } from '../paying.ts';
import { expect, inLanguage, signIn, staffAccount, test, useLanguage, shoot } from './staff.ts';


interface Placed { transactionId: string; email: string; mobile: string }

/** A new shopper (own browser and address) orders two units of an item in stock and pays on the sandbox's phone page. */
async function paidOrder(browser: Browser, baseURL: string, locale: ShopLocale, skuId: number, option: 'delivery' | 'pickup', comment: string): Promise<Placed> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress(), origin: baseURL } });
  const api = context.request;
  const post = async (path: string, form: Record<string, string>) => {
    const res = await api.post(`/api/${path}`, { form, headers: { lang: locale } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: unknown }).data;
  };
  const email = `e2e-ful-${option}-${locale.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  await post('m/account/reg.html', { 'm.email': email, 'm.password': 'secret-Passw0rd', 'm.confirmPassword': 'secret-Passw0rd', 'm.agreement': 'Y' });
  await post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '2' });
  const mobile = `137${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  let where: Record<string, string>;
  if (option === 'delivery') {
    await post('a/execute/capi/account/Address', {
      'a.recipient': '李娜', 'a.province': '上海', 'a.city': '上海市', 'a.district': '徐汇区', 'a.street': '衡山路88号', 'a.unit': '3号楼502室', 'a.mobile': mobile,
    });
    const addresses = (await (await api.get('/api/a/capi/account/Address.List')).json()) as { data: { addressId: number }[] };
    where = { 'oh.deliveryOption': 'delivery', 'a.addressId': String(addresses.data[0]!.addressId) };
  } else {
    const stores = (await (await api.get('/api/a/capi/account/Store.List?pageSize=0')).json()) as { data: { 'r.storeId': number; 'r.pickup': string }[] };
    where = { 'oh.deliveryOption': 'pickup', 'r.storeId': String(stores.data.find((s) => s['r.pickup'] === 'Y')!['r.storeId']), 'oh.pickupName': '李娜', 'oh.pickupMobile': mobile };
  }
  const created = await post('a/execute/capi/shopping/CreateOrder', { ...where, 'oh.comment': comment, 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID() }) as { transactionId: string };
  const pay = await post('a/execute/capi/shopping/Pay', { 'oh.transactionId': created.transactionId }) as { codeUrl: string };
  await payOnPhone(browser, locale, pay.codeUrl);
  await expect.poll(async () => ((await (await api.get(`/api/a/capi/shopping/PaymentStatus?oh.transactionId=${created.transactionId}`)).json()) as { data: { paid: boolean } }).data.paid).toBe(true);
  await context.close();
  return { transactionId: created.transactionId, email, mobile };
}

interface Catalog { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }

/** A SKU in stock with units to spare. */
async function someSku(catalog: Catalog): Promise<number> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const sku = (await catalog.item(summary.itemId)).skus.find((s) => !s.soldOut && s.stock >= 20);
    if (sku) return sku.skuId;
  }
  throw new Error('the seed has no SKU in stock');
}

/** Clicks an action's button and waits for the line saying it was done. */
async function doAction(page: Page, button: string, done: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(done);
}

test('fulfilment finds a paid delivery order on the board, confirms, packs and ships it with a waybill, and prints the packing slip', async ({ page, browser, request, baseURL, shopLocale, catalog }) => {
  test.setTimeout(90_000);
  const L = (en: string, zh: string) => inLanguage(shopLocale, en, zh);
  const order = await paidOrder(browser, baseURL!, shopLocale, await someSku(catalog), 'delivery', L('Please leave it with the concierge', '请放在门卫处'));

  const packer = await staffAccount(request, ['fulfilment'], 'Packer Lin');
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, packer, '/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('Orders', '订单'));
  // "Today" shows what waits; the tile leads to the board's list.
  await page.getByRole('navigation').getByRole('link', { name: L('Today', '今日') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('Good day, Packer Lin', 'Packer Lin，您好'));
  await expect(page.getByTestId('count-toConfirm')).not.toHaveText('0');
  await shoot(page, 'orders-home', shopLocale);
  await page.getByRole('link', { name: new RegExp(L('To confirm', '待确认')) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('Orders', '订单'));
  await expect(page.getByText(L('Showing: To confirm', '当前显示：待确认'))).toBeVisible();

  // Search by the customer's e-mail: exactly this order.
  await page.getByLabel(L('Order number, phone or e-mail', '订单号、手机号或邮箱')).fill(order.email);
  await page.getByRole('button', { name: L('Search', '搜索'), exact: true }).click();
  await expect(page.getByText(L('1 order', '共1单'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.transactionId });
  await expect(row).toContainText(L('Delivery to 上海市', '配送至上海市'));
  await expect(row).toContainText(L('Paid', '已付款'));
  await shoot(page, 'orders-board', shopLocale);
  await row.getByRole('link', { name: order.transactionId }).click();

  // The order: its lines, address, comment; only fulfilment's actions.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L(`Order ${order.transactionId}`, `订单 ${order.transactionId}`));
  await expect(page.getByTestId('order-comment')).toContainText(L('Please leave it with the concierge', '请放在门卫处'));
  await expect(page.getByText('衡山路88号 3号楼502室')).toBeVisible();
  await expect(page.getByRole('button', { name: L('Cancel and refund…', '取消并退款…') })).toHaveCount(0);
  await expect(page.getByText(L('Cancel and refund…', '取消并退款…'))).toHaveCount(0);
  await doAction(page, L('Confirm order', '确认订单'), L('Order confirmed.', '订单已确认。'));
  await expect(page.getByRole('button', { name: L('Confirm order', '确认订单') })).toHaveCount(0);
  await doAction(page, L('Mark as packed', '标记为已打包'), L('Marked as packed.', '已标记为已打包。'));

  // Ship with a waybill: forgetting the company is refused in the page's language, the number stays typed.
  const waybill = `YT${Date.now()}`;
  await page.getByLabel(L('Waybill number', '运单号')).fill(waybill);
  await page.getByLabel(L('Logistics company', '物流公司')).fill(' ');
  await page.getByRole('button', { name: L('Ship with this waybill', '按此运单发货') }).click();
  await expect(page.getByRole('alert').first()).toHaveText(L('Please input the logistics company.', '请输入物流公司。'));
  await expect(page.getByLabel(L('Waybill number', '运单号'))).toHaveValue(waybill);
  await page.getByLabel(L('Logistics company', '物流公司')).fill('圆通速递 YTO');
  await doAction(page, L('Ship with this waybill', '按此运单发货'), L('Sent to the courier.', '已交给快递。'));
  await expect(page.getByRole('main').getByText(L('Shipped', '已发货'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(L('Nothing more to do on this order for your role.', '您的角色对此订单暂无可执行的操作。'))).toBeVisible();
  const history = page.getByTestId('order-history');
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history).toContainText(L('by Packer Lin', 'Packer Lin'));
  await expect(page.getByText(waybill)).toBeVisible();
  await shoot(page, 'orders-detail', shopLocale);

  // The packing slip: lines, address, comment, promise; printed on one A4 page without the menu.
  await page.getByRole('link', { name: L('Packing slip', '装箱单') }).click();
  const slip = page.getByTestId('packing-slip');
  await expect(slip.getByRole('heading', { level: 1 })).toHaveText(L('Packing slip', '装箱单'));
  await expect(page.getByTestId('slip-order')).toHaveText(order.transactionId);
  await expect(slip).toContainText(order.mobile);
  await expect(page.getByTestId('slip-comment')).toHaveText(L('Please leave it with the concierge', '请放在门卫处'));
  await expect(page.getByTestId('slip-promise')).not.toHaveText('—');
  await expect(slip.getByRole('row')).toHaveCount(2);
  await shoot(page, 'orders-slip', shopLocale);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: L('Print', '打印') })).toBeHidden();
  await shoot(page, 'orders-slip-print', shopLocale);
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
});

test('a pickup order: fulfilment confirms it, the cashier marks it ready and completes it, never offered a cancel', async ({ page, browser, request, baseURL, shopLocale, catalog }) => {
  test.setTimeout(90_000);
  const L = (en: string, zh: string) => inLanguage(shopLocale, en, zh);
  const order = await paidOrder(browser, baseURL!, shopLocale, await someSku(catalog), 'pickup', '');

  const packer = await staffAccount(request, ['fulfilment'], 'Packer Lin');
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, packer, `/orders?q=${order.mobile}`);
  const row = page.getByRole('row').filter({ hasText: order.transactionId });
  await expect(row).toContainText(L('Pickup at', '自提'));
  await row.getByRole('link', { name: order.transactionId }).click();
  await expect(page.getByText('李娜', { exact: true })).toBeVisible();
  await doAction(page, L('Confirm order', '确认订单'), L('Order confirmed.', '订单已确认。'));

  // The store's cashier, in their own browser.
  const till = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  await useLanguage(till, baseURL!, shopLocale);
  const cashierPage = await till.newPage();
  const cashier = await staffAccount(request, ['cashier'], 'Cashier Zhou');
  await signIn(cashierPage, cashier, `/orders/${order.transactionId}`);
  await expect(cashierPage.getByRole('heading', { level: 1 })).toHaveText(L(`Order ${order.transactionId}`, `订单 ${order.transactionId}`));
  await expect(cashierPage.getByText(L('Cancel and refund…', '取消并退款…'))).toHaveCount(0);
  await doAction(cashierPage, L('Ready for pickup', '可以自提'), L('Marked ready for pickup.', '已标记为可以自提。'));
  await expect(cashierPage.getByText(L('Cancel and refund…', '取消并退款…'))).toHaveCount(0);
  await shoot(cashierPage, 'pickup-ready', shopLocale);
  await doAction(cashierPage, L('Picked up: complete', '已取货，完成订单'), L('Order completed.', '订单已完成。'));
  await expect(cashierPage.getByText(L('Nothing more to do on this order for your role.', '您的角色对此订单暂无可执行的操作。'))).toBeVisible();
  await expect(cashierPage.getByTestId('order-history')).toContainText(L('by Cashier Zhou', 'Cashier Zhou'));

  // Back on the board the order no longer waits.
  await page.goto(`/backoffice/orders?bucket=readyForPickup&q=${order.transactionId}`);
  await expect(page.getByText(L('No order matches.', '没有符合条件的订单。'))).toBeVisible();
  await till.close();
});
