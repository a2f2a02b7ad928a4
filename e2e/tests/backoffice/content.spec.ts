// Issue 16, the content journey in English and Chinese: the admin renames a carousel
// slide, a shopper sees the new title on the shop's home page at once (the caches are
// dropped on the change), and the admin puts the old title back. Each language edits its
// own slide (the projects run side by side); the title is restored even when a step fails.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { shopPath, shopperAddress } from '../fixtures.ts';
import { ADMIN, expect, inLanguage, signIn, test, useLanguage, shoot } from './staff.ts';


interface Slide { id: number; titleEn: string; titleZh: string; version: string }

/** Puts a slide's titles back through the staff API (bearer token of the demo admin). */
async function restoreTitles(request: APIRequestContext, original: Slide): Promise<void> {
  const login = await request.post('/api/staff/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const now = ((await (await request.get(`/api/staff/content/slides/${original.id}`, { headers })).json()) as { data: Slide }).data;
  if (now.titleEn === original.titleEn && now.titleZh === original.titleZh) return;
  const res = await request.post(`/api/staff/content/slides/${original.id}`, { headers, data: { version: now.version, titleEn: original.titleEn, titleZh: original.titleZh } });
  expect(res.status(), await res.text()).toBe(200);
}

test('the admin renames a carousel slide and the shop\'s home page shows it at once', async ({ page, browser, request, shopLocale, baseURL }) => {
  const field = inLanguage(shopLocale, 'Title in English', '中文标题');
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, ADMIN, '/content/slides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Home page carousel', '首页轮播图'));
  await shoot(page, 'content-slides', shopLocale);

  // English edits the first slide, Chinese the second.
  const row = page.locator('tbody tr').nth(shopLocale === 'en_US' ? 0 : 1);
  const id = Number((await row.getAttribute('data-testid'))!.replace('content-', ''));
  await row.getByRole('link', { name: inLanguage(shopLocale, 'Edit', '编辑') }).click();
  await expect(page.getByLabel(field, { exact: true })).not.toHaveValue('');
  const original: Slide = {
    id, version: '',
    titleEn: await page.getByLabel(inLanguage(shopLocale, 'Title in English', '英文标题'), { exact: true }).inputValue(),
    titleZh: await page.getByLabel(inLanguage(shopLocale, 'Title in Chinese', '中文标题'), { exact: true }).inputValue(),
  };
  const renamed = inLanguage(shopLocale, `Winter roast week ${randomBytes(3).toString('hex')}`, `冬季烤肉周${randomBytes(3).toString('hex')}`);

  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  try {
    const home = await shopper.newPage();
    await home.goto(shopPath(shopLocale, 'pc'));
    const carousel = home.locator('section[aria-roledescription="carousel"]');
    await expect(carousel).toContainText(shopLocale === 'en_US' ? original.titleEn : original.titleZh);

    await page.getByLabel(field, { exact: true }).fill(renamed);
    await shoot(page, 'content-slide-edit', shopLocale);
    await page.getByRole('button', { name: inLanguage(shopLocale, 'Save changes', '保存修改') }).click();
    await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Saved. The home page shows the change now.', '已保存，首页已显示修改。'));
    await expect(page.getByTestId(`content-${id}`)).toContainText(renamed);

    await home.reload();
    await expect(carousel).toContainText(renamed);

    // Back as it was.
    await page.getByTestId(`content-${id}`).getByRole('link', { name: inLanguage(shopLocale, 'Edit', '编辑') }).click();
    await page.getByLabel(field, { exact: true }).fill(shopLocale === 'en_US' ? original.titleEn : original.titleZh);
    await page.getByRole('button', { name: inLanguage(shopLocale, 'Save changes', '保存修改') }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await home.reload();
    await expect(carousel).toContainText(shopLocale === 'en_US' ? original.titleEn : original.titleZh);
    await expect(carousel).not.toContainText(renamed);
  } finally {
    await shopper.close();
    await restoreTitles(request, original);
  }

  // The specials: the list, and a new one's form (nothing saved).
  await page.getByRole('link', { name: inLanguage(shopLocale, 'Specials', '特别推荐') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Home page specials', '首页特别推荐'));
  await shoot(page, 'content-specials', shopLocale);
  await page.getByRole('link', { name: inLanguage(shopLocale, 'New special', '新建特别推荐') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'New special', '新建特别推荐'));
  await expect(page.getByLabel(inLanguage(shopLocale, 'Show on the home page', '在首页显示'))).not.toBeChecked();
  await shoot(page, 'content-special-new', shopLocale);
});
