// Mobile verification and the phone merge in every project ({pc, mobile} × {en_US, zh_CN};
// docs/decisions/0010): register, follow the member centre's prompt, get the SMS code
// (read from what the local Tencent SMS gateway received, /dev/sms.json), a wrong code,
// the right one, the verified phone in the profile; then a second member verifies the same
// number, is asked the spec's merge question, merges, and the first account is gone.
// Each project uses its own random number: projects share one database.
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { screensById } from '../../apps/web/app/i18n/screens.ts';
import { expect, test, type ShopLocale } from './fixtures.ts';
import { PASSWORD, signUp } from './members.ts';

/** The spec's words (section 8) in both languages. */
const SPEC = {
  en_US: {
    sent: 'The verification code has been sent.',
    codeError: 'sms code error',
    merge: 'This phone number has been used by another account, do you need to merge it with this account?',
    success: 'Success!',
  },
  zh_CN: {
    sent: '短信已发送',
    codeError: '短信验证码错误',
    merge: '该手机号已被其他账户使用，是否需要将其合并到当前账户？',
    success: '成功！',
  },
} as const;


/** The newest code the gateway received for this number. */
async function latestCode(request: APIRequestContext, phone: string): Promise<{ id: number; code: string }> {
  const res = await request.get(`/dev/sms.json?phone=${phone}`);
  expect(res.status()).toBe(200);
  const [latest] = (await res.json()) as { id: number; text: string; params: string[] }[];
  expect(latest, `an SMS to ${phone}`).toBeTruthy();
  expect(latest!.text).toContain(latest!.params[0]!);
  return { id: latest!.id, code: latest!.params[0]! };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const email = (tag: string, device: string, locale: ShopLocale) => `e2e-phone-${tag}-${device}-${locale.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;

async function sendCode(page: Page, phone: string, t: (k: 'phone.number' | 'phone.send') => string) {
  await page.getByLabel(t('phone.number'), { exact: true }).fill(phone);
  await page.getByRole('button', { name: t('phone.send'), exact: true }).click();
}

test('verify the mobile with an SMS code, then merge the account of a second member who verifies the same number', async ({ page, context, request, visit, t, tPattern, shopUrl, shopLocale, device }) => {
  test.setTimeout(150_000);
  const spec = SPEC[shopLocale];
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const title = screensById.get('my-phone')!.title[shopLocale];

  // Register; the member centre asks to verify the mobile.
  const first = email('a', device, shopLocale);
  await signUp(page, shopLocale, first);
  await visit('my');
  await expect(page.getByText(t('my.completeMobile'))).toBeVisible();
  await page.getByRole('link', { name: t('phone.verifyNow') }).click();
  await expect(page).toHaveURL(shopUrl('my/phone'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Bad number first: the message beside the field.
  await sendCode(page, '12345', t);
  await expect(page.getByLabel(t('phone.number'), { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Send the code: the spec's notice, the 60-second hint and the countdown.
  await sendCode(page, phone, t);
  await expect(page.getByRole('status').filter({ hasText: spec.sent })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('phone.sentTo', { phone }) })).toBeVisible();
  await expect(page.getByTestId('resend-hint')).toHaveText(t('phone.waitHint'));
  await expect(page.getByRole('button', { name: tPattern('phone.resendIn') })).toBeDisabled();
  const { code } = await latestCode(request, phone);

  // A wrong code: 'sms code error' in the page's language, beside the code field.
  const codeField = page.getByLabel(t('phone.code'), { exact: true });
  await codeField.fill(wrong(code));
  await page.getByRole('button', { name: t('phone.verify'), exact: true }).click();
  await expect(codeField).toHaveAccessibleDescription(new RegExp(`^${spec.codeError}`));
  await expect(page.getByText(spec.codeError, { exact: true })).toBeVisible();

  // The right code: 'Success!' and the verified phone everywhere.
  await codeField.fill(code);
  await page.getByRole('button', { name: t('phone.verify'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: spec.success })).toBeVisible();
  await expect(page.getByText(t('phone.done', { phone }))).toBeVisible();
  await expect(page.getByTestId('phone-status')).toContainText(`${phone}${t('phone.verified')}`);
  await page.getByRole('link', { name: t('phone.toProfile') }).click();
  await expect(page).toHaveURL(shopUrl('my/profile'));
  await expect(page.getByTestId('profile-mobile')).toContainText(phone);
  await expect(page.getByTestId('profile-mobile')).not.toContainText(t('profile.mobileUnverified'));
  await visit('my');
  await expect(page.getByText(t('my.completeMobile'))).toBeHidden();
  const firstSession = (await context.cookies()).find((c) => c.name === 'eshop_session')?.value;
  expect(firstSession).toBeTruthy();

  // A second member (same browser, signed out first) verifies the same number.
  await context.clearCookies();
  const second = email('b', device, shopLocale);
  const reg = await page.request.post('/api/m/account/reg.html', {
    form: { 'm.email': second, 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y' },
    headers: { lang: shopLocale, ch: 'website' },
  });
  expect(reg.status()).toBe(200);
  await visit('my/phone');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('phone-status')).toContainText(t('profile.mobileNone'));
  // The one-a-minute resend pause is per member and number: the second member may ask at once.
  // Typed the way a contact card shows it: the field takes it whole (the shop's one mobile rule).
  await sendCode(page, `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`, t);
  await expect(page.getByRole('status').filter({ hasText: spec.sent })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('phone.sentTo', { phone }) })).toBeVisible();
  const secondCode = await latestCode(request, phone);
  await page.getByLabel(t('phone.code'), { exact: true }).fill(secondCode.code);
  await page.getByRole('button', { name: t('phone.verify'), exact: true }).click();

  // The spec's merge question, with Merge and Cancel.
  const dialog = page.getByRole('alertdialog', { name: t('phone.mergeTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('merge-question')).toHaveText(spec.merge);
  await expect(dialog.getByRole('link', { name: t('phone.mergeCancel') })).toBeVisible();
  await dialog.getByRole('button', { name: t('phone.merge'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: spec.success })).toBeVisible();
  await expect(page.getByText(t('phone.merged'))).toBeVisible();
  await expect(page.getByTestId('phone-status')).toContainText(`${phone}${t('phone.verified')}`);

  // The first account was merged away: its session is dead.
  const gone = await request.get('/api/a/capi/account/MemberInfo', { headers: { cookie: `eshop_session=${firstSession}`, lang: shopLocale } });
  expect(gone.status()).toBe(403);
  const info = await page.request.get('/api/a/capi/account/MemberInfo', { headers: { lang: shopLocale } });
  expect((await info.json()).data).toMatchObject({ email: second, phone, phoneVerified: true });
});
