// Issue 16, browser journeys of the cashier and the admin, in English and Chinese:
// a cashier scans a member's card and records a store sale, and the stars are on the
// member's card in the shop; the admin creates a fulfilment account, which then sees only
// its own area (403 elsewhere), and finds the change in the audit log.
import { signUp, uniqueEmail } from '../members.ts';
import { shopPath, shopperAddress } from '../fixtures.ts';
import { ADMIN, expect, inLanguage, shoot, signIn, staffAccount, test, useLanguage } from './staff.ts';


test('a cashier records a store sale on a member card, and the member sees the stars', async ({ page, browser, request, shopLocale, baseURL }) => {
  // The shopper: registered in the shop, showing the card's code at the till.
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const phone = await shopper.newPage();
  await signUp(phone, shopLocale, uniqueEmail('cashier', 'pc', shopLocale));
  await phone.goto(shopPath(shopLocale, 'pc', 'my/points-history'));
  const code = (await phone.getByTestId('card-code').innerText()).replace(/\s+/g, '');
  expect(code).toMatch(/^8\d{11}$/);

  // The cashier: signs in, scans (types) the code, records RMB 300.00 over two lines.
  const cashier = await staffAccount(request, ['cashier'], 'Cashier Zhou');
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, cashier, '/cashier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Cashier', '收银'));
  // Only the cashier's areas in the menu.
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link')).toHaveText([inLanguage(shopLocale, 'Today', '今日'), inLanguage(shopLocale, 'Fulfilment', '订单履约'), inLanguage(shopLocale, 'Cashier', '收银')]);
  await page.getByLabel(inLanguage(shopLocale, 'Member card code', '会员卡号')).fill(code);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Find member', '查找会员') }).click();
  await expect(page.getByTestId('cashier-balance')).toHaveText(inLanguage(shopLocale, '0.0 stars', '0.0 颗星星'));
  // A typo first: three decimals are refused with the API's message.
  await page.getByLabel(`${inLanguage(shopLocale, 'Item', '商品')} 1`).fill('Wagyu ribeye');
  await page.getByLabel(`${inLanguage(shopLocale, 'Amount (RMB)', '金额（元）')} 1`).fill('200.005');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Record sale', '记录消费') }).click();
  await expect(page.getByRole('alert')).toContainText(inLanguage(shopLocale, 'Please enter the amount in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写金额，最多两位小数，例如 128.00。'));
  await page.getByLabel(`${inLanguage(shopLocale, 'Amount (RMB)', '金额（元）')} 1`).fill('200.00');
  await page.getByLabel(`${inLanguage(shopLocale, 'Item', '商品')} 2`).fill('Comté 24 months');
  await page.getByLabel(`${inLanguage(shopLocale, 'Amount (RMB)', '金额（元）')} 2`).fill('100.00');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Record sale', '记录消费') }).click();
  // RMB 300 = 6 × RMB 50 at 1.0 (Apprentice under RMB 1,000) = 6 stars.
  await expect(page.getByRole('status')).toContainText(inLanguage(shopLocale, '+6.0 stars. Balance now 6.0 stars.', '+6.0 颗星星。当前余额 6.0 颗星星。'));
  await expect(page.getByTestId('cashier-balance')).toHaveText(inLanguage(shopLocale, '6.0 stars', '6.0 颗星星'));
  await shoot(page, 'cashier', shopLocale);

  // The member's card in the shop.
  await phone.reload();
  await expect(phone.getByTestId('card-stars')).toHaveText('★6.0');
  await shopper.close();
});

test('the admin creates a fulfilment account, which sees only its area, and the audit log shows it', async ({ page, browser, shopLocale, baseURL }) => {
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, ADMIN, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Staff accounts', '员工账号'));
  const username = `packer${Date.now().toString(36)}${shopLocale === 'zh_CN' ? 'z' : 'e'}`;
  await page.getByLabel(inLanguage(shopLocale, 'Username', '用户名')).fill(username);
  await page.getByLabel(inLanguage(shopLocale, 'Name', '姓名'), { exact: true }).fill('Packer Sun');
  await page.getByLabel(inLanguage(shopLocale, 'Password', '密码')).fill('short');
  await page.getByLabel(inLanguage(shopLocale, 'Fulfilment', '履约')).check();
  // The browser's own check stops a short password; the server's message is the same rule.
  await page.getByLabel(inLanguage(shopLocale, 'Password', '密码')).fill('packing-pass-2026');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Create account', '创建账号') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, `Account ${username} created.`, `账号 ${username} 已创建。`));
  await expect(page.getByTestId(`staff-${username}`)).toContainText('Packer Sun');
  await shoot(page, 'admin-staff', shopLocale);

  await page.goto(`/backoffice/admin/audit?q=${username}`);
  await expect(page.getByRole('cell', { name: 'staff.create' })).toBeVisible();
  await expect(page.getByText(inLanguage(shopLocale, '1 entry', '共 1 条'))).toBeVisible();
  await shoot(page, 'admin-audit', shopLocale);

  // The new account: only Fulfilment; the admin pages answer 403 with the role message.
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  await useLanguage(other, baseURL!, shopLocale);
  const packer = await other.newPage();
  await signIn(packer, { username, password: 'packing-pass-2026' });
  await expect(packer.getByTestId('staff-name')).toHaveText('Packer Sun');
  await expect(packer.getByRole('navigation').getByRole('link')).toHaveText([inLanguage(shopLocale, 'Today', '今日'), inLanguage(shopLocale, 'Fulfilment', '订单履约')]);
  const refused = await packer.goto('/backoffice/admin/staff');
  expect(refused?.status()).toBe(403);
  await expect(packer.getByText(inLanguage(shopLocale, 'Your role may not open this page.', '您的角色无权打开此页面。'))).toBeVisible();
  // Sign-out ends the session: the same page is the sign-in form now.
  await packer.goto('/backoffice/');
  await packer.getByRole('button', { name: inLanguage(shopLocale, 'Sign out', '退出登录') }).click();
  await expect(packer).toHaveURL(/\/backoffice\/login$/);
  expect((await packer.goto('/backoffice/admin/audit'))?.status()).toBe(403);
  await expect(packer.getByRole('heading', { name: inLanguage(shopLocale, 'Staff sign-in', '员工登录') })).toBeVisible();
  await other.close();
});
