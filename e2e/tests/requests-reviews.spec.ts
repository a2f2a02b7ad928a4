// Customer requests and reviews in every project ({pc, mobile} × {en_US, zh_CN}; issue 15,
// docs/decisions/0031).
// Requests: a member with an order opens it, presses "Report a problem", files a request about
// it with photos (real JPEG and PNG files, one picked and removed again), sees it with its
// photos (one opened large); the team answers (staff API); the member reads the notice in
// message-tips (a speech bubble), opens the request, reads the answer and replies; the team
// closes it and the member sees it closed, with the note that a message re-opens it.
// Reviews: the member's pickup order is paid and completed by the store (staff API); the member
// centre says one item awaits a review; the member picks 4 stars with the keyboard, writes a
// text (the counter follows) and adds a file that is an SVG named .jpg — refused in their
// language, nothing stored — then a real photo, and publishes. The team replies (staff API);
// the review with the reply and the photo is on the product page, whose JSON-LD carries the
// aggregate rating; the team hides it with a reason and the member sees it marked.
// With E2E_SHOTS (screenshots.ts), a screenshot of every page.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { REQUEST_STATUS_LABELS, REQUEST_TYPES } from '@eshop/domain/after-sales';
import { expect, test } from './fixtures.ts';
import { registerThroughForm, signUp, uniqueEmail } from './members.ts';
import { staffDoes } from './paying.ts';
import { inStockProduct, payOrder, pickupOrder } from './after-sales.ts';
import { keepShot, shotsDir } from './screenshots.ts';
import { screensById } from '../../apps/web/app/i18n/screens.ts';

/** The server's refusal of a file that is not a picture (PHOTO_NOT_IMAGE), as the member reads it. */
const NOT_AN_IMAGE = { en_US: 'Photo 1 is not a JPEG, PNG or WebP picture. Please choose another.', zh_CN: '第 1 张照片不是 JPEG、PNG 或 WebP 图片，请重新选择。' };
const PROJECTS = ['pc-en_US', 'pc-zh_CN', 'mobile-en_US', 'mobile-zh_CN'];

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (shotsDir === null) return;
  // Every picture loaded (lazy ones too, but not the large photos still closed), so the
  // screenshot shows the page a member sees; from the top, so the sticky header sits there.
  await page.evaluate(() => {
    for (const img of document.images) { if (img.closest('details:not([open])') === null) img.loading = 'eager'; }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading === 'eager').every((img) => img.complete));
  await keepShot(page, `after-sales-${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled', scale: 'css' });
}

/** A photo as a phone would take it: a real JPEG or PNG, drawn by sharp. */
async function photo(name: string, format: 'jpeg' | 'png', colour: string) {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: colour } });
  const buffer = await (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** What a bad upload looks like: an SVG (a script could ride in it) named like a photo. */
const svgNamedJpg = {
  name: 'steak.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
};

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/staff/login', { data: { username: 'admin', password: 'e2e-staff-password' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function staffPost(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/staff/${path}`, { headers: { authorization: `Bearer ${await staffToken(request)}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

test('a request about an order with photos: the team answers, the member replies, the team closes it', async ({ page, request, visit, t, shopUrl, shopLocale, device, baseURL, catalog, expectHttpError }, testInfo) => {
  test.setTimeout(90_000);
  // The form posts to the API from the browser: its refusal (400) is expected once.
  expectHttpError('/api/a/execute/capi/shopping/CreateCustomerRequest');
  const title = (id: string) => screensById.get(id)!.title[shopLocale];
  const damaged = REQUEST_TYPES.find((r) => r.code === 'damaged')!;
  await signUp(page, shopLocale, uniqueEmail('request', device, shopLocale));
  const { skuId } = await inStockProduct(catalog, PROJECTS.indexOf(testInfo.project.name));
  const transactionId = await pickupOrder(page, baseURL!, shopLocale, skuId);

  // The order's detail: no requests yet; "Report a problem" opens the form with the order chosen.
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-requests')).toContainText(t('requests.ofOrderNone'));
  await page.getByTestId('order-report-problem').click();
  await expect(page).toHaveURL(`${shopUrl('my/request')}?referenceId=${transactionId}#new`);
  const form = page.getByTestId('request-form');
  await expect(form.getByLabel(t('requests.order'), { exact: true })).toHaveValue(transactionId);

  // Without a subject the server answers beside the field, in the member's language.
  await form.getByLabel(t('requests.type'), { exact: true }).selectOption(damaged.code);
  const description = shopLocale === 'zh_CN' ? '两块牛排到货时真空包装已破损。' : 'Two of the steaks arrived with the vacuum pack torn.';
  await form.getByLabel(t('requests.description'), { exact: true }).fill(description);
  await form.getByRole('button', { name: t('requests.send') }).click();
  await expect(form.getByTestId('field-error')).toHaveText(shopLocale === 'zh_CN' ? '请输入主题。' : 'Please input the subject.');

  // Three photos picked, the third removed again: two go.
  const subject = shopLocale === 'zh_CN' ? '牛排包装破损' : 'Torn vacuum pack';
  await form.getByLabel(t('requests.subject'), { exact: true }).fill(subject);
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  await form.getByLabel(t('photos.add')).setInputFiles([await photo('pack-1.jpg', 'jpeg', '#8b2a2a'), await photo('pack-2.png', 'png', '#d9a441'), await photo('label.jpg', 'jpeg', '#335577')]);
  await expect(form.getByTestId('photo-preview')).toHaveCount(3);
  await expect(form.getByTestId('photo-preview').locator('img')).toHaveCount(3);
  await form.getByRole('button', { name: t('photos.remove', { n: 3 }) }).click();
  await expect(form.getByTestId('photo-preview')).toHaveCount(2);
  await expect(form).toContainText(t('photos.limits', { max: 9 }));
  await shoot(page, testInfo, 'request-new');
  await form.getByRole('button', { name: t('requests.send') }).click();

  // The request: its photos (one opened large and closed), no answer yet.
  await expect(page).toHaveURL(new RegExp(`${shopUrl('my/request-detail').replace(/\//g, '\\/')}\\?requestId=\\d+&done=created$`));
  const requestId = Number(new URL(page.url()).searchParams.get('requestId'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('my-request-detail'));
  await expect(page.getByTestId('request-created')).toHaveText(t('requests.created'));
  await expect(page.getByTestId('request-subject')).toHaveText(subject);
  await expect(page.getByTestId('request-description')).toHaveText(description);
  await expect(page.getByTestId('request-type')).toContainText(damaged[shopLocale]);
  await expect(page.getByTestId('request-status')).toHaveText(REQUEST_STATUS_LABELS.open[shopLocale]);
  await expect(page.getByTestId('request-order')).toContainText(transactionId);
  await expect(page.getByTestId('photo')).toHaveCount(2);
  await expect(page.getByTestId('request-no-messages')).toBeVisible();
  await page.getByTestId('photo').first().click();
  await expect(page.getByTestId('photo-large').first()).toBeVisible();
  await expect(page.getByTestId('photo-large').first().locator('img')).toHaveJSProperty('complete', true);
  await shoot(page, testInfo, 'request-photo-large');
  await page.getByTestId('photo-large').first().click();
  await expect(page.getByTestId('photo-large').first()).toBeHidden();
  await shoot(page, testInfo, 'request-detail');

  // The team answers; the member is told in message-tips (a speech bubble) and opens the request.
  const answer = shopLocale === 'zh_CN' ? '很抱歉！我们会在明天为您补发两块牛排。' : 'We are sorry! We will send two new steaks tomorrow.';
  await staffPost(request, `requests/${requestId}/reply`, { content: answer });
  await visit('message-tips');
  const notice = page.locator('[data-testid="message"][data-event="requestAnswered"]');
  await expect(notice).toHaveCount(1);
  await expect(notice.getByTestId('message-icon').locator('svg')).toBeVisible();
  await shoot(page, testInfo, 'message-tips');
  await notice.getByTestId('message-link').click();
  await expect(page).toHaveURL(`${shopUrl('my/request-detail')}?requestId=${requestId}`);
  const team = page.locator('[data-testid="request-message"][data-author="staff"]');
  await expect(team.getByTestId('request-message-content')).toHaveText(answer);
  await expect(team).toContainText(t('requests.team'));

  // The member replies.
  const reply = shopLocale === 'zh_CN' ? '谢谢，明天上午我在家。' : 'Thank you, I am home tomorrow morning.';
  await page.getByLabel(t('requests.message'), { exact: true }).fill(reply);
  await page.getByRole('button', { name: t('requests.messageSend') }).click();
  await expect(page.getByTestId('request-notice')).toHaveText(t('requests.messageSent'));
  await expect(page.locator('[data-testid="request-message"][data-author="member"]').getByTestId('request-message-content')).toHaveText(reply);

  // The team closes it: the member sees it closed, and that a message would re-open it.
  await staffPost(request, `requests/${requestId}/close`, { content: shopLocale === 'zh_CN' ? '已补发，祝您用餐愉快。' : 'Sent again. Enjoy your meal.' });
  await visit(`my/request-detail?requestId=${requestId}`);
  await expect(page.getByTestId('request-status')).toHaveText(REQUEST_STATUS_LABELS.closed[shopLocale]);
  await expect(page.getByTestId('request-closed-at')).toBeVisible();
  await expect(page.getByTestId('request-reopen-note')).toBeVisible();
  await expect(page.getByTestId('request-message')).toHaveCount(3);
  await shoot(page, testInfo, 'request-closed');
  await visit('message-tips');
  await expect(page.locator('[data-testid="message"][data-event="requestClosed"]')).toHaveCount(1);

  // The list: nothing open; under "all" the closed request, answered, about the order.
  await visit(`my/request-detail?requestId=${requestId}`);
  await page.getByRole('link', { name: t('requests.back') }).click();
  await expect(page).toHaveURL(shopUrl('my/request'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('my-request'));
  await expect(page.getByTestId('requests-empty')).toHaveText(new RegExp(t('requests.empty.open')));
  await page.getByTestId('request-filter').filter({ hasText: t('requests.filter.all') }).click();
  await expect(page).toHaveURL(`${shopUrl('my/request')}?status=all`);
  const listed = page.getByTestId('request');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('request-subject')).toHaveText(subject);
  await expect(listed.getByTestId('request-status')).toHaveText(REQUEST_STATUS_LABELS.closed[shopLocale]);
  await expect(listed.getByTestId('request-answered')).toHaveText(t('requests.answered'));
  await expect(listed.getByTestId('request-order')).toHaveText(t('requests.order.link', { id: transactionId }));
  if (device === 'mobile') await expect(page.getByTestId('request-new')).toBeVisible();
  await shoot(page, testInfo, 'request-list');

  // The order's detail lists it.
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-requests').getByTestId('request-subject')).toHaveText(subject);
  await shoot(page, testInfo, 'order-detail');

  // The member centre's menu leads to the requests.
  await visit('my');
  await page.getByRole('navigation', { name: t('my.shortcuts') }).getByRole('link', { name: title('my-request'), exact: true }).click();
  await expect(page).toHaveURL(shopUrl('my/request'));
});

test('a review with 4 stars and a photo: a bad file is refused, the team replies, the product page shows it', async ({ page, request, visit, t, shopUrl, shopLocale, device, baseURL, catalog, expectHttpError }, testInfo) => {
  test.setTimeout(90_000);
  // The form posts to the API from the browser: the refusal of the bad file (400) is expected.
  expectHttpError('/api/a/execute/capi/shopping/Review');
  const title = (id: string) => screensById.get(id)!.title[shopLocale];
  await signUp(page, shopLocale, uniqueEmail('review', device, shopLocale));
  const { item, skuId } = await inStockProduct(catalog, PROJECTS.indexOf(testInfo.project.name));
  const transactionId = await pickupOrder(page, baseURL!, shopLocale, skuId);
  await payOrder(page, baseURL!, shopLocale, transactionId);
  await staffDoes(request, transactionId, ['confirm', 'ready', 'complete']);

  // The member centre: one item awaits a review; it leads to my/review (phones) or my/review-list (pc).
  await visit('my');
  await expect(page.getByTestId('member-reviews')).toContainText(t('reviews.awaitingCount', { count: 1 }));
  await page.getByTestId('member-reviews').click();
  await expect(page).toHaveURL(shopUrl(device === 'mobile' ? 'my/review' : 'my/review-list'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(device === 'mobile' ? 'my-review' : 'my-review-list'));
  const candidate = page.getByTestId('review-candidate');
  await expect(candidate).toHaveCount(1);
  await expect(candidate.getByTestId('review-candidate-name')).toHaveText(item.name);
  await shoot(page, testInfo, 'review-candidates');
  await candidate.getByTestId('review-write').click();

  // The form: 4 stars chosen with the keyboard, a text with its counter.
  const form = page.getByTestId('review-form');
  await expect(form.getByTestId('review-item-name')).toHaveText(item.name);
  await form.getByRole('radio', { name: t('reviews.star', { n: 1 }) }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: t('reviews.star', { n: 4 }) })).toBeChecked();
  await expect(form.getByTestId('rating-chosen')).toHaveText(t('reviews.ratingChosen', { n: 4 }));
  const text = shopLocale === 'zh_CN' ? '肉质鲜嫩，煎到五分熟非常完美。🥩' : 'Tender and full of flavour; perfect at medium-rare. 🥩';
  await form.getByLabel(t('reviews.text'), { exact: true }).fill(text);
  await expect(form.getByTestId('review-counter')).toHaveText(t('reviews.counter', { count: [...text].length, max: 500 }));

  // An SVG named .jpg: refused by the server in the member's language; nothing is stored.
  await form.getByLabel(t('photos.add')).setInputFiles([svgNamedJpg]);
  await expect(form.getByTestId('photo-preview')).toHaveCount(1);
  await form.getByRole('button', { name: t('reviews.publish') }).click();
  await expect(form.getByTestId('field-error')).toHaveText(NOT_AN_IMAGE[shopLocale]);
  await shoot(page, testInfo, 'review-refused');
  const none = await page.request.get('/api/a/capi/shopping/Review.List', { headers: { lang: shopLocale } });
  expect(((await none.json()) as { total: number }).total).toBe(0);

  // The bad file removed, a real photo instead: published.
  await form.getByRole('button', { name: t('photos.remove', { n: 1 }) }).click();
  await form.getByLabel(t('photos.add')).setInputFiles([await photo('ribeye.jpg', 'jpeg', '#a33b2b')]);
  await expect(form.getByTestId('photo-preview').locator('img')).toHaveCount(1);
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  await shoot(page, testInfo, 'review-write');
  await form.getByRole('button', { name: t('reviews.publish') }).click();
  await expect(page).toHaveURL(new RegExp(`${shopUrl('my/review-detail').replace(/\//g, '\\/')}\\?reviewId=\\d+&done=created$`));
  const reviewId = Number(new URL(page.url()).searchParams.get('reviewId'));
  await expect(page.getByTestId('review-published')).toHaveText(t('reviews.published'));
  await expect(page.getByTestId('stars')).toHaveAttribute('data-rating', '4');
  await expect(page.getByTestId('review-text')).toHaveText(text);
  await expect(page.getByTestId('photo')).toHaveCount(1);

  // The team replies; the member reads it on the review.
  const reply = shopLocale === 'zh_CN' ? '感谢您的好评！下次试试我们的干式熟成。' : 'Thank you! Try our dry-aged ribeye next time.';
  await staffPost(request, `reviews/${reviewId}/reply`, { text: reply });
  await visit(`my/review-detail?reviewId=${reviewId}`);
  await expect(page.getByTestId('review-reply-text')).toHaveText(reply);
  await shoot(page, testInfo, 'review-detail');

  // The product page: the review with its photo (opening large) and the reply; the average and
  // the count; the product's JSON-LD with the aggregate rating.
  await visit(`item/${item.itemId}`);
  const shown = page.locator(`[data-testid="review"][data-review-id="${reviewId}"]`);
  await expect(shown.getByTestId('review-text')).toHaveText(text);
  await expect(shown.getByTestId('stars')).toHaveAttribute('data-rating', '4');
  await expect(shown.getByTestId('review-reply-text')).toHaveText(reply);
  await expect(shown.getByTestId('photo')).toHaveCount(1);
  const count = Number(await page.getByTestId('reviews').getByTestId('review').count());
  await expect(page.getByTestId('reviews-count')).toHaveText(count === 1 ? t('item.reviews.countOne') : t('item.reviews.count', { count }));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string; aggregateRating?: { ratingValue: string; reviewCount: number } };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.aggregateRating?.reviewCount).toBe(count);
  await expect(page.getByTestId('reviews-average')).toHaveText(jsonLd.aggregateRating!.ratingValue);
  if (count === 1) expect(jsonLd.aggregateRating!.ratingValue).toBe('4.0');
  await shoot(page, testInfo, 'product-reviews');
  await shown.getByTestId('photo').click();
  await expect(shown.getByTestId('photo-large')).toBeVisible();
  await shown.getByTestId('photo-large').click();
  await expect(shown.getByTestId('photo-large')).toBeHidden();

  // Nothing awaits a review now; the review is in the member's list with the reply.
  await visit('my/review-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('my-review-list'));
  if (device === 'pc') await expect(page.getByTestId('review-candidates-empty')).toBeVisible();
  else await expect(page.getByTestId('review-awaiting-link')).toHaveCount(0);
  const mine = page.locator(`[data-testid="member-review"][data-review-id="${reviewId}"]`);
  await expect(mine.getByTestId('member-review-item')).toHaveText(item.name);
  await expect(mine.getByTestId('review-reply-text')).toHaveText(reply);

  // The team hides it with a reason: gone from the product page, marked in the member's list.
  const reason = shopLocale === 'zh_CN' ? '评价中包含其他顾客的个人信息。' : 'It named another customer.';
  await staffPost(request, `reviews/${reviewId}/hide`, { reason });
  await visit('my/review-list');
  await expect(mine).toHaveAttribute('data-hidden', 'true');
  await expect(mine.getByTestId('member-review-hidden')).toContainText(t('reviews.hidden', { reason }));
  await shoot(page, testInfo, 'review-list');
  await visit(`item/${item.itemId}`);
  await expect(page.locator(`[data-testid="review"][data-review-id="${reviewId}"]`)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a request is filed through the page itself, without photos', async ({ page, t, shopUrl, shopLocale, device, baseURL, catalog }, testInfo) => {
    const other = REQUEST_TYPES.find((r) => r.code === 'account')!;
    await registerThroughForm(page, shopUrl, t, uniqueEmail('request-nojs', device, shopLocale));
    const { skuId } = await inStockProduct(catalog, PROJECTS.indexOf(testInfo.project.name));
    await pickupOrder(page, baseURL!, shopLocale, skuId);
    await page.goto(shopUrl('my/request?new=1'));
    const form = page.getByTestId('request-form');
    await expect(form).toContainText(t('photos.noScript'));
    // An order's type without the order: the page answers beside the order select.
    await form.getByLabel(t('requests.type'), { exact: true }).selectOption('not-received');
    await form.getByLabel(t('requests.subject'), { exact: true }).fill('Where is my order?');
    await form.getByLabel(t('requests.description'), { exact: true }).fill('It has not arrived yet.');
    await form.getByRole('button', { name: t('requests.send') }).click();
    await expect(page.getByTestId('request-form').getByTestId('field-error')).toHaveText(shopLocale === 'zh_CN' ? '请选择此申请所涉及的订单。' : 'Please choose the order this request is about.');
    await expect(page.getByTestId('request-form').getByLabel(t('requests.subject'), { exact: true })).toHaveValue('Where is my order?');
    await page.getByTestId('request-form').getByLabel(t('requests.type'), { exact: true }).selectOption(other.code);
    await page.getByTestId('request-form').getByRole('button', { name: t('requests.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${shopUrl('my/request-detail').replace(/\//g, '\\/')}\\?requestId=\\d+&done=created$`));
    await expect(page.getByTestId('request-type')).toContainText(other[shopLocale]);
    await expect(page.getByTestId('request-created')).toHaveText(t('requests.created'));
  });
});
