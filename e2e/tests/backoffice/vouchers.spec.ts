// Issue 16, the vouchers journey in English and Chinese: the admin makes a campaign (a
// typo in the amount is refused with the API's message), issues it to a member who
// registered in the shop, and the member finds the voucher in the shop's my/coupon.
import { randomBytes } from 'node:crypto';
import { signUp, uniqueEmail } from '../members.ts';
import { shopPath, shopperAddress } from '../fixtures.ts';
import { ADMIN, expect, inLanguage, signIn, test, useLanguage, shoot } from './staff.ts';


test('the admin creates a campaign and issues it to a member, who sees it in my/coupon', async ({ page, browser, shopLocale, baseURL }) => {
  // The member: registered in the shop in their own browser.
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const phone = await shopper.newPage();
  const email = uniqueEmail('bo-voucher', 'pc', shopLocale);
  await signUp(phone, shopLocale, email);

  const code = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  const title = inLanguage(shopLocale, `Butcher's winter treat ${code.slice(4)}`, `屠夫冬日福利${code.slice(4)}`);
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, ADMIN, '/vouchers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Voucher campaigns', '优惠券活动'));
  await page.getByRole('link', { name: inLanguage(shopLocale, 'New campaign', '新建活动') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'New voucher campaign', '新建优惠券活动'));

  // An off coupon: RMB 20 off from RMB 99; the validity is filled in (today for 30 days).
  await page.getByLabel(inLanguage(shopLocale, 'Off coupon', '满减券')).check();
  await page.getByLabel(inLanguage(shopLocale, 'Campaign code', '活动代码')).fill(code);
  await page.getByLabel(inLanguage(shopLocale, 'Title in English', '英文标题')).fill(`Butcher's winter treat ${code.slice(4)}`);
  await page.getByLabel(inLanguage(shopLocale, 'Title in Chinese', '中文标题')).fill(`屠夫冬日福利${code.slice(4)}`);
  await page.getByLabel(inLanguage(shopLocale, 'Amount (RMB)', '金额（元）'), { exact: true }).fill('20.005');
  await page.getByLabel(inLanguage(shopLocale, 'Minimum spend (RMB)', '最低消费金额（元）')).fill('99');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Create campaign', '创建活动') }).click();
  await expect(page.getByRole('alert')).toHaveText(inLanguage(shopLocale, 'The amount can have at most two decimals (fen), e.g. 12.34.', '金额最多保留两位小数（分），例如 12.34。'));
  // What was typed is still there.
  await expect(page.getByLabel(inLanguage(shopLocale, 'Campaign code', '活动代码'))).toHaveValue(code);
  await shoot(page, 'vouchers-new', shopLocale);
  await page.getByLabel(inLanguage(shopLocale, 'Amount (RMB)', '金额（元）'), { exact: true }).fill('20.00');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Create campaign', '创建活动') }).click();

  // The campaign's page: terms, nothing issued yet.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(inLanguage(shopLocale, 'RMB 20.00 off orders over RMB 99.00', '满99元减20元'))).toBeVisible();
  await expect(page.getByTestId('count-issued')).toHaveText('0');
  await page.getByLabel(inLanguage(shopLocale, 'Card code, e-mail or mobile number', '会员卡号、邮箱或手机号码')).fill(email);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Issue voucher', '发放优惠券') }).click();
  await expect(page.getByRole('status')).toContainText(inLanguage(shopLocale, 'Issued 1 voucher to member 8', '的会员发放1张优惠券。'));
  await expect(page.getByTestId('count-issued')).toHaveText('1');
  await expect(page.getByTestId('count-available')).toHaveText('1');
  // Again: nothing more (the field is empty for the next member).
  await expect(page.getByLabel(inLanguage(shopLocale, 'Card code, e-mail or mobile number', '会员卡号、邮箱或手机号码'))).toHaveValue('');
  await page.getByLabel(inLanguage(shopLocale, 'Card code, e-mail or mobile number', '会员卡号、邮箱或手机号码')).fill(email);
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Issue voucher', '发放优惠券') }).click();
  await expect(page.getByRole('status')).toContainText(inLanguage(shopLocale, 'already has this voucher: nothing was issued.', '已有此优惠券，本次未发放。'));
  await expect(page.getByTestId('count-issued')).toHaveText('1');
  await shoot(page, 'vouchers-campaign', shopLocale);

  await page.getByRole('link', { name: inLanguage(shopLocale, 'All campaigns', '全部活动') }).click();
  await expect(page.getByTestId(`campaign-${code}`)).toContainText(title);
  await shoot(page, 'vouchers-list', shopLocale);

  // The member's vouchers in the shop: the campaign's coupon beside the welcome coupon.
  await phone.goto(shopPath(shopLocale, 'pc', 'my/coupon'));
  const card = phone.getByTestId('voucher').filter({ has: phone.getByTestId('voucher-title').getByText(title, { exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-usable', 'true');
  await shopper.close();
});
