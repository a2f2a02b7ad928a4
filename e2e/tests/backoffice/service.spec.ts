// Issue 16, browser journeys of customer service, in English and Chinese:
// - a member files a request about their order in the shop, with a photo; a customer
//   service account finds it in the back-office's inbox, opens the photo's thumbnail, answers
//   and closes it; the member reads the answer and sees it closed; the member's page and the
//   member search show the member;
// - a member reviews an item of a completed order (as e2e/tests/requests-reviews.spec.ts
//   does: pickup order, paid, completed by the store); customer service replies to it in the
//   back-office and the reply is on the product page;
// - an admin adjusts a member's stars (a typo with two decimals refused first), and the member
//   sees them on their card.
// With E2E_SHOTS (../screenshots.ts), a screenshot of every page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { REQUEST_STATUS_LABELS, REQUEST_TYPES } from '@eshop/domain/after-sales';
import { signUp, uniqueEmail } from '../members.ts';
import { staffDoes } from '../paying.ts';
import { inStockProduct, payOrder, pickupOrder } from '../after-sales.ts';
import { shopPath, shopperAddress, waitForHydration, type ShopLocale } from '../fixtures.ts';
import { keepShot, shotsDir } from '../screenshots.ts';
import { ADMIN, expect, inLanguage, signIn, staffAccount, test, useLanguage } from './staff.ts';

async function shoot(page: Page, name: string, locale: ShopLocale): Promise<void> {
  if (shotsDir === null) return;
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await keepShot(page, `backoffice-${name}-${locale}`, { fullPage: true, animations: 'disabled' });
}

/** A photo as a phone would take it: a real JPEG drawn by sharp. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * An in-stock product, a different one per language, so the two projects' reviews do not share a page:
 * past the products the shop's own review journeys use (requests-reviews.spec.ts takes the first four).
 */
const productFor = (catalog: Parameters<typeof inStockProduct>[0], locale: ShopLocale) => inStockProduct(catalog, 4 + (locale === 'zh_CN' ? 1 : 0));

test('customer service answers and closes a request filed in the shop, and the member reads the answer', async ({ page, browser, request, shopLocale, t, baseURL, catalog, expectHttpError }) => {
  test.setTimeout(120_000);
  // The photo opened alone in a tab: Chromium asks that origin for /favicon.ico, which the shop does not serve.
  expectHttpError('/favicon.ico');
  const shopUrl = (screen = '') => shopPath(shopLocale, 'pc', screen);
  const damaged = REQUEST_TYPES.find((r) => r.code === 'damaged')!;
  const tag = randomUUID().slice(0, 6);

  // The member: registers, orders, and files a request about the order with a photo.
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const phone = await shopper.newPage();
  const email = uniqueEmail('service', 'pc', shopLocale);
  await signUp(phone, shopLocale, email);
  const { skuId } = await productFor(catalog, shopLocale);
  const transactionId = await pickupOrder(phone, baseURL!, shopLocale, skuId);
  await phone.goto(`${shopUrl('my/request')}?referenceId=${transactionId}#new`);
  // The photos go with JavaScript (PhotoPicker), and React sets its controlled type select
  // when it hydrates, after the first paint (docs/decisions/0039): choose once it has.
  await waitForHydration(phone);
  const form = phone.getByTestId('request-form');
  await expect(form.getByLabel(t('requests.order'), { exact: true })).toHaveValue(transactionId);
  await form.getByLabel(t('requests.type'), { exact: true }).selectOption(damaged.code);
  const subject = `${inLanguage(shopLocale, 'Torn vacuum pack', '牛排包装破损')} ${tag}`;
  const description = inLanguage(shopLocale, 'Two of the steaks arrived with the vacuum pack torn.', '两块牛排到货时真空包装已破损。');
  await form.getByLabel(t('requests.subject'), { exact: true }).fill(subject);
  await form.getByLabel(t('requests.description'), { exact: true }).fill(description);
  await form.getByLabel(t('photos.add')).setInputFiles([await photo('pack.jpg', '#8b2a2a')]);
  await expect(form.getByTestId('photo-preview').locator('img')).toHaveCount(1);
  await form.getByRole('button', { name: t('requests.send') }).click();
  await expect(phone).toHaveURL(/my\/request-detail\?requestId=\d+&done=created$/);
  const requestId = Number(new URL(phone.url()).searchParams.get('requestId'));

  // Customer service: the inbox lists it (open, awaiting an answer).
  const agent = await staffAccount(request, ['customer-service'], inLanguage(shopLocale, 'Zhou Min', '周敏'));
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, agent, '/service/requests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Requests', '客户请求'));
  const row = page.locator(`[data-testid="request-row"][data-request-id="${requestId}"]`);
  await expect(row).toContainText(subject);
  await expect(row).toContainText(transactionId);
  await expect(row).toContainText(inLanguage(shopLocale, 'Awaiting our answer', '等待我们回复'));
  await shoot(page, 'service-requests', shopLocale);

  // The thread: the description and the photo, whose thumbnail opens the full photo in a new tab.
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/service/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByTestId('request-description')).toHaveText(description);
  await expect(page.getByTestId('request-order')).toHaveText(transactionId);
  const thumbnail = page.getByTestId('photo');
  await expect(thumbnail).toHaveCount(1);
  await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [full] = await Promise.all([page.context().waitForEvent('page'), thumbnail.click()]);
  await full.waitForLoadState();
  expect(full.url()).toMatch(/\/images\/photos\/[^/]+\.webp$/);
  expect(full.url()).not.toContain('.thumb.');
  await full.close();

  // The answer, signed with the agent's name.
  const answer = inLanguage(shopLocale, 'We are sorry! We will send two new steaks tomorrow.', '很抱歉！我们会在明天为您补发两块牛排。');
  await page.getByLabel(inLanguage(shopLocale, 'Your answer to the member', '给会员的回复')).fill(answer);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Send answer', '发送回复') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Your answer was sent to the member.', '回复已发送给会员。'));
  const staffMessage = page.locator('[data-testid="request-message"][data-author="staff"]');
  await expect(staffMessage.getByTestId('request-message-content')).toHaveText(answer);
  await expect(staffMessage).toContainText(agent.name);
  await shoot(page, 'service-request', shopLocale);

  // Closed with a last message.
  const closing = inLanguage(shopLocale, 'Sent again. Enjoy your meal.', '已补发，祝您用餐愉快。');
  await page.getByLabel(inLanguage(shopLocale, 'Closing message (optional)', '结束语（选填）')).fill(closing);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Close request', '关闭请求') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'The request is closed and the member has been told.', '请求已关闭，并已通知会员。'));
  await expect(page.getByTestId('request-status')).toHaveText(REQUEST_STATUS_LABELS.closed[shopLocale]);
  await expect(page.getByTestId('request-message')).toHaveCount(2);
  await expect(page.getByRole('button', { name: inLanguage(shopLocale, 'Close request', '关闭请求') })).toHaveCount(0);
  await shoot(page, 'service-request-closed', shopLocale);

  // Gone from the open inbox; under "All", answered and closed.
  await page.goto('/backoffice/service/requests');
  await expect(row).toHaveCount(0);
  await page.getByTestId('requests-tab-all').click();
  await expect(row).toContainText(REQUEST_STATUS_LABELS.closed[shopLocale]);

  // The member reads the answer, and sees the request closed.
  await phone.goto(`${shopUrl('my/request-detail')}?requestId=${requestId}`);
  await expect(phone.getByTestId('request-status')).toHaveText(REQUEST_STATUS_LABELS.closed[shopLocale]);
  const team = phone.locator('[data-testid="request-message"][data-author="staff"]');
  await expect(team.getByTestId('request-message-content')).toHaveText([answer, closing]);

  // The member's page from the request, and the member search.
  await page.goto(`/backoffice/service/requests/${requestId}`);
  await page.getByRole('link', { name: inLanguage(shopLocale, "Open the member's page", '查看会员详情') }).click();
  await expect(page).toHaveURL(/\/backoffice\/service\/members\/8\d{11}$/);
  const code = page.url().split('/').pop()!;
  await expect(page.getByTestId('member-code')).toHaveText(code);
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByTestId('member-order')).toContainText(transactionId);
  await expect(page.locator('[data-testid="member-voucher"][data-status="available"]')).toHaveCount(1);
  // Customer service sees no star adjustment.
  await expect(page.getByLabel(inLanguage(shopLocale, 'Stars (+ to add, − to take)', '星星数（正数增加，负数扣减）'))).toHaveCount(0);
  await shoot(page, 'service-member', shopLocale);
  await page.goto('/backoffice/service/members');
  await page.getByLabel(inLanguage(shopLocale, 'Card code, mobile, e-mail or name', '会员卡号、手机、邮箱或姓名')).fill(email);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Search', '搜索') }).click();
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('member-row')).toContainText(code);
  await shoot(page, 'service-members', shopLocale);
  await shopper.close();
});

test('customer service replies to a review, and the reply shows on the product page', async ({ page, browser, request, shopLocale, baseURL, catalog }) => {
  test.setTimeout(120_000);
  const shopUrl = (screen = '') => shopPath(shopLocale, 'pc', screen);

  // The member: a completed pickup order, then a 4-star review with a photo.
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const phone = await shopper.newPage();
  await signUp(phone, shopLocale, uniqueEmail('service-review', 'pc', shopLocale));
  const { item, skuId } = await productFor(catalog, shopLocale);
  const transactionId = await pickupOrder(phone, baseURL!, shopLocale, skuId);
  await payOrder(phone, baseURL!, shopLocale, transactionId);
  await staffDoes(request, transactionId, ['confirm', 'ready', 'complete']);
  const text = inLanguage(shopLocale, 'Tender and full of flavour, but a little too lean for me.', '肉质鲜嫩，味道浓郁，就是对我来说稍微瘦了一点。');
  const written = await phone.request.post('/api/a/execute/capi/shopping/Review', {
    headers: { origin: baseURL!, lang: shopLocale },
    multipart: { 't.itemId': String(item.itemId), 'oh.transactionId': transactionId, 'rv.rating': '4', 'rv.text': text, photos: await photo('ribeye.jpg', '#a33b2b') },
  });
  expect(written.status(), await written.text()).toBe(200);
  const reviewId = ((await written.json()) as { data: { 'rv.reviewId': number } }).data['rv.reviewId'];

  // Customer service: the review among the unanswered ones, replied to.
  const agent = await staffAccount(request, ['customer-service'], inLanguage(shopLocale, 'Chen Jie', '陈洁'));
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, agent, '/service/reviews?filter=unanswered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Reviews', '评价'));
  const review = page.locator(`[data-testid="review"][data-review-id="${reviewId}"]`);
  await expect(review.getByTestId('review-text')).toHaveText(text);
  await expect(review.getByTestId('rating')).toHaveAttribute('data-rating', '4');
  await expect(review.getByTestId('review-item')).toHaveText(item.name);
  await expect(review.getByTestId('photo').locator('img')).toHaveJSProperty('complete', true);
  await shoot(page, 'service-reviews', shopLocale);
  const reply = inLanguage(shopLocale, 'Thank you! Ask our butchers for a marbled cut next time.', '感谢您的评价！下次可以请店里的师傅为您挑选雪花更丰富的部位。');
  await review.getByLabel(inLanguage(shopLocale, 'Reply shown under the review', '回复（显示在评价下方）')).fill(reply);
  await review.getByRole('button', { name: inLanguage(shopLocale, 'Publish reply', '发布回复') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'The reply is on the product page.', '回复已显示在商品页面。'));
  // Answered: no longer among the unanswered; under "All" with the reply.
  await expect(review).toHaveCount(0);
  await page.getByTestId('reviews-tab-all').click();
  await expect(review.getByTestId('review-reply-text')).toHaveText(reply);
  // Hiding asks first, with the reason the member will read (not hidden here: the shop shows it below).
  await review.getByText(inLanguage(shopLocale, 'Hide this review…', '隐藏此评价…')).click();
  await expect(review.getByRole('button', { name: inLanguage(shopLocale, 'Hide review', '隐藏评价') })).toBeVisible();
  await shoot(page, 'service-review-replied', shopLocale);

  // The product page shows the reply under the review.
  await phone.goto(shopUrl(`item/${item.itemId}`));
  const shown = phone.locator(`[data-testid="review"][data-review-id="${reviewId}"]`);
  await expect(shown.getByTestId('review-text')).toHaveText(text);
  await expect(shown.getByTestId('review-reply-text')).toHaveText(reply);
  await shopper.close();
});

test('an admin adjusts a member’s stars with a reason, and the member sees them on their card', async ({ page, browser, shopLocale, baseURL }) => {
  test.setTimeout(90_000);
  const shopUrl = (screen = '') => shopPath(shopLocale, 'pc', screen);
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const phone = await shopper.newPage();
  const email = uniqueEmail('service-stars', 'pc', shopLocale);
  await signUp(phone, shopLocale, email);

  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, ADMIN, `/service/members?q=${encodeURIComponent(email)}`);
  await page.getByTestId('member-row').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/backoffice\/service\/members\/8\d{11}$/);
  const amount = page.getByLabel(inLanguage(shopLocale, 'Stars (+ to add, − to take)', '星星数（正数增加，负数扣减）'));
  const reason = page.getByLabel(inLanguage(shopLocale, 'Reason (shown to the member)', '原因（会员可见）'));
  const adjust = page.getByRole('button', { name: inLanguage(shopLocale, 'Adjust stars', '调整星星') });
  // Two decimals: refused beside the field, nothing changes.
  await amount.fill('1.25');
  await reason.fill(inLanguage(shopLocale, 'Sorry for the late delivery', '配送延误，深表歉意'));
  await adjust.click();
  await expect(page.getByRole('alert')).toHaveText(inLanguage(shopLocale, 'Please enter the stars as a number with at most one decimal, e.g. 12.5 or -3.', '请输入星星数，最多一位小数，例如 12.5 或 -3。'));
  await expect(page.getByTestId('member-balance')).toHaveText('0.0');
  await amount.fill('12.5');
  await adjust.click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Stars adjusted by +12.5. New balance: 12.5 stars.', '已调整+12.5颗星星，当前余额：12.5颗。'));
  await expect(page.getByTestId('member-balance')).toHaveText('12.5');
  await expect(amount).toHaveValue('');
  const entry = page.locator('[data-testid="member-star"][data-kind="adjust"]');
  await expect(entry).toContainText(inLanguage(shopLocale, 'Sorry for the late delivery', '配送延误，深表歉意'));
  await expect(entry).toContainText('+12.5');
  await shoot(page, 'service-member-admin', shopLocale);

  await phone.goto(shopUrl('my/points-history'));
  await expect(phone.getByTestId('card-stars')).toHaveText('★12.5');
  await shopper.close();
});
