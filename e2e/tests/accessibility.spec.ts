// Accessibility in every project ({pc, mobile} × {en_US, zh_CN}; issue 17,
// docs/decisions/0037-accessibility.md): axe finds nothing serious or critical on the
// pages a shopper goes through — as a visitor (home, list, search, product, recipe,
// logon, register) and as a member with something in the cart (member centre, cart,
// checkout). One test per project visits them in sequence: the suite stays fast. On the
// way: the skip link, the category menu by keyboard (pc), and focus after the cart dialog
// and the cart's removal question. A second test: an information page, the star shop, a
// member's order details, and the inline confirmations (order cancel, address delete, the
// phone merge, the star-shop cart's removal) by keyboard: the question takes focus, and
// "no" or Escape gives it back to what asked.
import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Gift } from '@eshop/domain/contract';
import { escapeRegExp, expect, shopperAddress, test, waitForHydration, type ShopLocale } from './fixtures.ts';
import { PASSWORD, registerThroughForm, signUp, uniqueEmail } from './members.ts';
import { expectAccessible, expectHeadingOrder } from './axe.ts';

async function catalogData<T>(request: APIRequestContext, path: string, locale: ShopLocale): Promise<T> {
  const response = await request.get(`/api/a/capi/catalog/${path}`, { headers: { lang: locale } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Presses Tab until `target` has focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Whether Chromium tells assistive technology that the element is expanded (from its
 * accessibility tree: a <summary> has no aria-expanded attribute to read). */
async function announcedExpanded(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value;
  } finally {
    await cdp.detach();
  }
}

test('axe finds nothing serious or critical on the shopper’s pages; keyboard, skip link and dialog focus', async ({ page, visit, t, shopUrl, shopLocale, device, catalog, request }) => {
  test.setTimeout(90_000);
  const items = await catalog.items();
  const product = await catalog.item(items.find((i) => !i.soldOut && i.specs.length > 1)?.itemId ?? items[0]!.itemId);
  const sku = product.skus.find((s) => !s.soldOut && s.stock >= 5)!;
  const [recipe] = await catalogData<{ recipeId: number }[]>(request, 'Recipe.List?pageSize=1', shopLocale);
  const query = shopLocale === 'zh_CN' ? '牛排' : 'steak';

  // The keyboard first meets "Skip to content", which moves focus to the page's main part.
  expect(await visit(''), 'home').toBe(200);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('a11y.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // pc: "All categories" opens and closes by keyboard and says whether it is open.
  if (device === 'pc') {
    const menu = page.getByRole('button', { name: t('header.allCategories') });
    await menu.focus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(list.getByRole('link').first()).toBeHidden();
    await page.keyboard.press(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
  await expectAccessible(page, 'home');

  const visitor: [string, string][] = [
    ['list', `list/cid/${product.cid}`],
    ['search', `list/search/${encodeURIComponent(query)}`],
    ['product', `item/${product.itemId}`],
    ['recipe', `recipe-detail/${recipe!.recipeId}`],
    ['logon', 'logon'],
    ['register', 'register'],
  ];
  for (const [name, screen] of visitor) {
    expect(await visit(screen), name).toBe(200);
    await expectAccessible(page, name);
    // The cards' <h3> follow the results' (hidden) <h2>, not the page's <h1>.
    if (name === 'list' || name === 'search') await expectHeadingOrder(page, name);
  }
  // mobile has no category menu: a list's "Filter" (a <details>) folds the category choices,
  // and the tab bar's "Categories" leads to the page of categories. Both by keyboard, the
  // filter saying whether it is open.
  if (device === 'mobile') {
    expect(await visit(visitor[1]![1]), 'search').toBe(200);
    const filters = page.getByTestId('list-filters');
    const summary = '[data-testid="list-filters"] > summary';
    await tabTo(page, page.locator(summary));
    await expect.poll(() => announcedExpanded(page, summary)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => announcedExpanded(page, summary)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(filters.getByRole('region', { name: t('list.filter.category') }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => announcedExpanded(page, summary)).toBe(false);
    await tabTo(page, page.getByRole('navigation', { name: t('header.categories') }).getByRole('link', { name: t('header.categories') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(shopUrl('list/cid'));
    const category = page.getByRole('main').locator('a[href*="/list/cid/"]').first();
    await tabTo(page, category);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('list/cid/'))}\\d+$`));
  }

  // A member: the member centre; then adds to the cart — the "In Your Cart" dialog gives
  // focus back to the button on closing — and sees the cart and checkout.
  await registerThroughForm(page, shopUrl, t, uniqueEmail('a11y', device, shopLocale));
  await waitForHydration(page);
  await expectAccessible(page, 'member centre');
  await visit(`item/${product.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  const add = page.getByRole('button', { name: t('item.addToCart') });
  await add.click();
  const dialog = page.getByRole('dialog', { name: t('cart.inYourCart') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the In Your Cart dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  expect(await visit('shopping/cart'), 'cart').toBe(200);
  await expectAccessible(page, 'cart');
  // Removing asks first: the question takes focus, and "Keep" gives it back to "Remove".
  const remove = page.getByTestId('cart-line').getByRole('button', { name: t('cart.remove') });
  await remove.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: t('cart.confirmRemove') });
  await expect(question.getByRole('link', { name: t('cart.keep') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  // Escape answers "Keep" too.
  await page.keyboard.press('Enter');
  await expect(question.getByRole('link', { name: t('cart.keep') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(await visit('shopping/checkout'), 'checkout').toBe(200);
  await expectAccessible(page, 'checkout');
});

test('axe on an information page, the star shop and order details; inline confirmations take focus and give it back', async ({ page, playwright, visit, t, shopLocale, device, baseURL, catalog, request }) => {
  test.setTimeout(120_000);
  const headers = { origin: baseURL!, lang: shopLocale };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { data: unknown };
  };

  expect(await visit('about/contact'), 'information page').toBe(200);
  await expectAccessible(page, 'an information page (contact)');

  await signUp(page, shopLocale, uniqueEmail('a11y-confirm', device, shopLocale));

  // The star shop, a gift, and the star-shop cart's removal question by keyboard.
  const gifts = ((await ok(await request.get('/api/a/capi/rewards/PointCatalog.List?pageSize=0', { headers: { lang: shopLocale } }))).data as Gift[])
    .filter((g) => g.minLevel === 1 && !g.soldOut);
  expect(await visit('points-mall'), 'star shop').toBe(200);
  await expectAccessible(page, 'the star shop');
  expect(await visit(`points-mall/item/${gifts[0]!['rw.itemId']}`), 'gift').toBe(200);
  await expectAccessible(page, 'a gift');
  await page.getByRole('button', { name: t('starShop.add') }).click();
  await expect(page.getByTestId('gift-added')).toBeVisible();
  expect(await visit('points-mall/cart'), 'star-shop cart').toBe(200);
  const removeGift = page.getByTestId('gift-cart-line').getByRole('button', { name: t('starShop.remove') });
  await tabTo(page, removeGift);
  await page.keyboard.press('Enter');
  const giftQuestion = page.getByRole('alertdialog', { name: t('starShop.confirmRemove') });
  await expect(giftQuestion.getByRole('link', { name: t('starShop.keep') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(giftQuestion).toHaveCount(0);
  await expect(removeGift).toBeFocused();
  // Escape works from the moment the answer has focus: a key pressed in the very next task
  // (before React's effects of that commit have run) answers too.
  await page.evaluate(() => document.addEventListener('focusin', ({ target }) => {
    if (!(target as Element).closest('[role="alertdialog"]')) return;
    setTimeout(() => {
      target!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      (window as { earlyEscape?: boolean }).earlyEscape = true;
    });
  }, { capture: true, once: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as { earlyEscape?: boolean }).earlyEscape)).toBe(true);
  await expect(giftQuestion).toHaveCount(0);
  await expect(removeGift).toBeFocused();

  // An unpaid order of the member's, made through the API with the page's cookies.
  await ok(await page.request.post('/api/a/execute/capi/account/Address', { headers, form: {
    'a.recipient': '王小明', 'a.province': '上海市', 'a.city': '上海市', 'a.district': '静安区', 'a.street': '南京西路1266号', 'a.mobile': '13800138000',
  } }));
  const addresses = (await ok(await page.request.get('/api/a/capi/account/Address.List', { headers }))).data as { addressId: number }[];
  const items = (await catalog.items()).filter((i) => !i.soldOut);
  const sku = (await Promise.all(items.slice(0, 8).map((i) => catalog.item(i.itemId)))).flatMap((i) => i.skus).find((s) => !s.soldOut && s.stock >= 5)!;
  await ok(await page.request.post('/api/a/execute/capi/shopping/AddToCart', { headers, form: { 'sku.skuId': String(sku.skuId), 'h.quantity': '1' } }));
  const created = await ok(await page.request.post('/api/a/execute/capi/shopping/CreateOrder', { headers, form: {
    'oh.deliveryOption': 'delivery', 'a.addressId': String(addresses[0]!.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
  } }));
  const transactionId = (created.data as { transactionId: string }).transactionId;

  // Order details; "Cancel order" asks, the remark field takes focus; Escape, then "Keep", give it back.
  expect(await visit(`my/order-detail?transactionId=${transactionId}`), 'order details').toBe(200);
  await expectAccessible(page, 'order details');
  const cancel = page.getByTestId('order-cancel');
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const cancelQuestion = page.getByRole('alertdialog', { name: t('order.cancelQuestion') });
  await expect(cancelQuestion.getByLabel(t('order.cancelRemark'))).toBeFocused();
  await expectAccessible(page, 'order details, the cancel question');
  await page.keyboard.press('Escape');
  await expect(cancelQuestion).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancelQuestion.getByLabel(t('order.cancelRemark'))).toBeFocused();
  const keep = cancelQuestion.getByRole('link', { name: t('order.keep') });
  await tabTo(page, keep);
  await page.keyboard.press('Enter');
  await expect(cancelQuestion).toHaveCount(0);
  await expect(cancel).toBeFocused();

  // The address's delete question: "Cancel" takes focus; Escape and "Cancel" give it back to "Delete".
  expect(await visit('my/addresses'), 'addresses').toBe(200);
  const remove = page.getByTestId('address').getByRole('link', { name: t('address.delete') });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const deleteQuestion = page.getByRole('alertdialog', { name: t('address.deleteConfirm') });
  const no = deleteQuestion.getByRole('link', { name: t('form.cancel') });
  await expect(no).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deleteQuestion).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deleteQuestion).toHaveCount(0);
  await expect(remove).toBeFocused();

  // The phone merge question: another member has verified the number (through the API, their own cookies).
  const phone = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const other = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { ...headers, ch: 'website', 'X-Forwarded-For': shopperAddress() } });
  const latestCode = async () => {
    const [latest] = (await (await request.get(`/dev/sms.json?phone=${phone}`)).json()) as { params: string[] }[];
    return latest!.params[0]!;
  };
  await ok(await other.post('/api/m/account/reg.html', { form: {
    'm.email': uniqueEmail('a11y-phone', device, shopLocale), 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y',
  } }));
  await ok(await other.post('/api/a/execute/capi/open/SMSSecureCode', { form: { phone, purpose: 'verify-phone' } }));
  const verified = await other.get('/api/a/capi/account/CheckPhone', { params: { 'm.phone': phone, checkcode: await latestCode() } });
  expect(verified.status(), await verified.text()).toBe(200);
  await other.dispose();

  expect(await visit('my/phone'), 'phone').toBe(200);
  const number = page.getByLabel(t('phone.number'), { exact: true });
  await number.fill(phone);
  await page.getByRole('button', { name: t('phone.send'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('phone.sentTo', { phone }) })).toBeVisible();
  const verify = page.getByRole('button', { name: t('phone.verify'), exact: true });
  await expect(verify).toBeEnabled(); // disabled while the page reloads after sending
  await page.getByLabel(t('phone.code'), { exact: true }).fill(await latestCode());
  await page.keyboard.press('Tab');
  await expect(verify).toBeFocused();
  await page.keyboard.press('Enter');
  const merge = page.getByRole('alertdialog', { name: t('phone.mergeTitle') });
  await expect(merge.getByRole('link', { name: t('phone.mergeCancel') })).toBeFocused();
  await expectAccessible(page, 'the phone merge question');
  // "Not now" starts again at the number ("Verify" went with the code step): focus goes there.
  await page.keyboard.press('Escape');
  await expect(merge).toHaveCount(0);
  await expect(number).toBeFocused();
});
