// Favourites, the message centre and the WeChat entry pages (docs/decisions/0019), in every
// project ({pc, mobile} × {en_US, zh_CN}): the heart on a product card and on the product
// page, the favourites list with its removal and empty state, a guest's heart leading to
// sign-in; message-tips with a reply of the team; Portal / ChinesePortal (mobile only).
// With E2E_SHOTS (screenshots.ts), a screenshot of each page for a person to look at.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { escapeRegExp, expect, shopPath, test, translate, type MessageKey, type ShopLocale } from './fixtures.ts';
import { registerThroughForm, signUp, uniqueEmail } from './members.ts';
import { keepShot } from './screenshots.ts';

/** The first product card of the page: its heart, item id and name. */
async function firstCard(page: Page, t: (key: MessageKey) => string) {
  const card = page.getByTestId('product-card').first();
  const href = (await card.locator('a[href*="/item/"]').first().getAttribute('href'))!;
  const itemId = Number(/\/item\/(\d+)/.exec(href)![1]);
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  return { card, heart: card.getByRole('button', { name: t('favourite.toggle'), exact: true }), itemId, name };
}

test('the heart keeps a product among the favourites; the list shows it and removes it', async ({ page, visit, t, shopUrl, shopLocale, device, baseURL, catalog }, info) => {
  test.setTimeout(60_000);
  await signUp(page, shopLocale, uniqueEmail('favourites', device, shopLocale));

  await visit('');
  const { card, heart, itemId, name } = await firstCard(page, t);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Filled at once (optimistic), kept once the post has been answered.
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/favourite(\.data)?(\?|$)/.test(new URL(r.url()).pathname + '?'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await posted).status()).toBe(200);
  // Kept on the server: filled after a reload too.
  await page.reload();
  await expect(page.getByTestId('product-card').first().getByRole('button', { name: t('favourite.toggle'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await card.scrollIntoViewIfNeeded();
  await keepShot(card, `favourites-card-${info.project.name}`);

  await visit(`item/${itemId}`);
  const pageHeart = page.getByRole('heading', { level: 1 }).locator('..').getByRole('button', { name: t('favourite.toggle'), exact: true });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await keepShot(page, `favourites-item-${info.project.name}`);

  await visit('my/favourite-list');
  const favourite = page.getByTestId('favourite');
  await expect(favourite).toHaveCount(1);
  await expect(favourite).toContainText(name);
  await expect(page.getByTestId('favourites-count')).toHaveText(t('favourites.count', { count: 1 }));
  await keepShot(page, `favourites-list-${info.project.name}`, { fullPage: true });

  await favourite.getByRole('button', { name: t('favourites.removeLabel', { name }) }).click();
  await expect(page.getByText(t('favourites.removed', { name }))).toBeVisible();
  await expect(page.getByTestId('favourite')).toHaveCount(0);
  await expect(page.getByTestId('favourites-empty')).toContainText(t('favourites.empty'));
  await expect(page.getByTestId('favourites-empty').getByRole('link', { name: t('favourites.shop') })).toHaveAttribute('href', shopUrl(''));
  await keepShot(page, `favourites-empty-${info.project.name}`, { fullPage: true });

  // A product of one size goes straight into the cart; a sold-out one is gray, without it.
  const items = await catalog.items();
  const single = items.find((i) => !i.soldOut && i.specs.length === 1)!;
  const soldOut = items.find((i) => i.soldOut);
  for (const id of [soldOut?.itemId, single.itemId].filter((x): x is number => x !== undefined)) {
    const res = await page.request.post('/api/a/execute/capi/shopping/AddToFavorite', { headers: { origin: baseURL!, lang: shopLocale }, form: { 't.itemId': String(id) } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await visit('my/favourite-list');
  const first = page.getByTestId('favourite').first();
  await expect(first).toContainText(single.name);
  if (soldOut) await expect(page.getByTestId('favourite').nth(1)).toContainText(t('item.soldOut'));
  await keepShot(page, `favourites-two-${info.project.name}`, { fullPage: true });
  await first.getByRole('button', { name: t('item.addToCart') }).click();
  await expect(page.getByRole('status').filter({ hasText: shopLocale === 'zh_CN' ? '加入购物车成功！' : 'Add cart success!' })).toBeVisible();

  // The member centre links the list.
  await visit('my');
  await expect(page.getByRole('link', { name: shopLocale === 'zh_CN' ? '我的收藏' : 'Favourites', exact: true }).first()).toHaveAttribute('href', shopUrl('my/favourite-list'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the heart posts as a page and comes back to the product, filled', async ({ page, t, shopUrl, shopLocale, device, catalog }) => {
    const item = (await catalog.items()).find((i) => !i.soldOut)!;
    await registerThroughForm(page, shopUrl, t, uniqueEmail('favourites-nojs', device, shopLocale));
    await page.goto(shopUrl(`item/${item.itemId}`));
    const heart = page.getByRole('heading', { level: 1 }).locator('..').getByRole('button', { name: t('favourite.toggle'), exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(shopUrl(`item/${item.itemId}`));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(page).toHaveURL(shopUrl(`item/${item.itemId}`));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a guest\'s heart leads to sign-in and back to the product', async ({ page, visit, t, shopUrl }) => {
  await visit('item/1');
  await page.getByRole('heading', { level: 1 }).locator('..').getByRole('button', { name: t('favourite.toggle'), exact: true }).click();
  await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent('item/1')}`);
});

test('message-tips: a guest is asked to sign in; a member reads the team\'s reply and opens the order', async ({ page, request, visit, t, tPattern, shopUrl, shopLocale, device, baseURL, catalog }, info) => {
  test.setTimeout(60_000);
  await visit('message-tips');
  await expect(page.getByTestId('messages-guest')).toContainText(t('messages.guest'));
  await expect(page.getByTestId('messages-guest').getByRole('link', { name: t('header.signIn') })).toHaveAttribute('href', `${shopUrl('logon')}?redirect=message-tips`);

  await signUp(page, shopLocale, uniqueEmail('messages', device, shopLocale));
  await visit('message-tips');
  await expect(page.getByTestId('messages-empty')).toContainText(t('messages.empty'));

  // An order made through the API as the member (the page's cookies), then the team replies.
  const api = page.request;
  const headers = { origin: baseURL!, lang: shopLocale };
  const ok = async (res: Awaited<ReturnType<typeof api.post>>) => { expect(res.status(), await res.text()).toBe(200); return res.json() as Promise<{ data: unknown }>; };
  await ok(await api.post('/api/a/execute/capi/account/Address', { headers, form: {
    'a.recipient': '张伟', 'a.province': '上海市', 'a.city': '上海市', 'a.district': '静安区', 'a.street': '南京西路1266号', 'a.mobile': '13812345678',
  } }));
  const addressId = ((await ok(await api.get('/api/a/capi/account/Address.List', { headers }))).data as { addressId: number }[])[0]!.addressId;
  let skuId = 0;
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const sku = (await catalog.item(summary.itemId)).skus.find((s) => !s.soldOut && s.stock >= 5);
    if (sku) { skuId = sku.skuId; break; }
  }
  await ok(await api.post('/api/a/execute/capi/shopping/AddToCart', { headers, form: { 'sku.skuId': String(skuId), 'h.quantity': '1' } }));
  const created = await ok(await api.post('/api/a/execute/capi/shopping/CreateOrder', { headers, form: {
    'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
  } }));
  const transactionId = (created.data as { transactionId: string }).transactionId;
  const login = await request.post('/api/staff/login', { data: { username: 'admin', password: 'e2e-staff-password' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const reply = shopLocale === 'zh_CN' ? '您好，我们会在明天上午为您发货。' : 'Hello, we will send your order tomorrow morning.';
  const replied = await request.post(`/api/staff/orders/${transactionId}/reply`, { headers: { authorization: `Bearer ${token}` }, data: { message: reply } });
  expect(replied.status(), await replied.text()).toBe(200);

  await visit('message-tips');
  const message = page.getByTestId('message');
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(reply);
  await expect(message.getByText(tPattern('messages.reply'))).toBeVisible();
  await keepShot(page, `favourites-messages-${info.project.name}`, { fullPage: true });
  await message.getByTestId('message-order').click();
  await expect(page).toHaveURL(`${shopUrl('my/order-detail')}?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-message')).toContainText(reply);
});

for (const [screen, first] of [['Portal', 'en_US'], ['ChinesePortal', 'zh_CN']] as const) {
  test(`${screen}: the language choice enters the mobile home in that language (pc: not found)`, async ({ page, context, visit, device, shopLocale, expectHttpError }, info) => {
    const path = shopPath(shopLocale, device, screen);
    if (device === 'pc') {
      expectHttpError(path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(translate(shopLocale, 'error.notFound'))).toBeVisible();
      return;
    }
    await visit(screen);
    const choices = page.getByTestId('portal').getByRole('link').filter({ hasText: /Shop in English|进入中文商城/ });
    await expect(choices).toHaveCount(2);
    await expect(choices.first()).toHaveText(new RegExp(escapeRegExp(translate(first, 'portal.enter'))));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(first, 'portal.welcome'));
    await keepShot(page, `favourites-${screen}-${info.project.name}`, { fullPage: true });

    for (const target of ['zh_CN', 'en_US'] as ShopLocale[]) {
      await visit(screen);
      await page.getByTestId(`portal-${target}`).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(shopPath(target, 'mobile', ''))}(\\?.*)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target === 'zh_CN' ? 'zh-CN' : 'en');
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe(target);
    }
  });
}
