// Forgotten password, end to end in every project ({pc, mobile} × {en_US, zh_CN}): the
// logon page's link, the request form, the REAL e-mail (sent over SMTP to the shop's
// local catcher, read through /dev/mail.json), its link, the new password (the spec's
// message for a mismatching confirmation first), signing in with it, and the used link
// refused. Each test sends one mail from 127.0.0.1; the limit is 10 per address in 15
// minutes (docs/decisions/0010), so keep the count of mails in this file low.
import type { APIRequestContext, Page } from '@playwright/test';
import { maskedContact } from '@eshop/domain/members';
import { expect, test, type ShopLocale } from './fixtures.ts';
import { registerThroughForm, signUp, uniqueEmail } from './members.ts';
import { keepShot } from './screenshots.ts';

const SPEC = {
  en_US: { forgotEmailRequired: 'Please input your email!', passwordsDiffer: 'Passwords must be identical.', passwordBlank: 'The password cannot be made of spaces only.', subject: 'Reset your password' },
  zh_CN: { forgotEmailRequired: '请输入您的邮箱！', passwordsDiffer: '两次输入的密码必须一致。', passwordBlank: '密码不能只由空格组成。', subject: '重置您的密码' },
} as const;

const NEW_PASSWORD = 'fresh-Passw0rd';

/** A screenshot for a person to look at, with E2E_SHOTS (screenshots.ts). */
async function snapshot(page: Page, name: string) {
  await keepShot(page, `password-reset-${name}`, { fullPage: true });
}

/** The link of the newest reset mail to `email`, as the catcher received it over SMTP. */
async function mailedLink(request: APIRequestContext, email: string, locale: ShopLocale): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const mails = (await response.json()) as { to: string[]; subject: string; text: string; html: string | null }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([email]);
    expect(mails[0]!.subject).toBe(SPEC[locale].subject);
    link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mails[0]!.text)?.[0];
    expect(link).toBeTruthy();
    expect(mails[0]!.html).toContain(link);
  }).toPass({ timeout: 15_000 });
  return link!;
}


test('forgot password: the e-mailed link sets a new password once', async ({ page, request, visit, t, shopUrl, shopLocale, device }) => {
  test.setTimeout(90_000);
  const spec = SPEC[shopLocale];
  const email = uniqueEmail('reset', device, shopLocale);
  await signUp(page, shopLocale, email);
  await visit('my');

  // Sign out, then the logon page's link.
  const signOut = device === 'pc'
    ? page.getByTestId('member-entry').getByRole('button', { name: t('header.signOut') })
    : page.getByRole('main').getByRole('button', { name: t('header.signOut') });
  await signOut.click();
  await expect(page).toHaveURL(shopUrl());
  await visit('logon');
  await page.getByRole('link', { name: t('logon.forgot') }).click();
  await expect(page).toHaveURL(shopUrl('forgot-password'));
  await expect(page.getByRole('heading', { level: 1, name: t('reset.forgot.title') })).toBeVisible();

  // The spec's message for a missing address, then the notice.
  const emailField = page.getByLabel(t('account.email'));
  await page.getByRole('button', { name: t('reset.forgot.submit') }).click();
  await expect(emailField).toHaveAccessibleDescription(spec.forgotEmailRequired);
  await snapshot(page, `forgot-${device}-${shopLocale}`);
  await emailField.fill(email);
  await page.getByRole('button', { name: t('reset.forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('reset.sent', { email }) })).toBeVisible();
  await snapshot(page, `forgot-sent-${device}-${shopLocale}`);

  // The real mail, with a link to this device's and language's page.
  const link = await mailedLink(request, email, shopLocale);
  expect(new URL(link).pathname).toBe(shopUrl('reset-password'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();

  const password = page.getByLabel(t('reset.newPassword'), { exact: true });
  const confirm = page.getByLabel(t('reset.confirmPassword'));
  await password.fill('\u3000\u3000      ');
  await confirm.fill('\u3000\u3000      ');
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(password).toHaveAccessibleDescription(spec.passwordBlank);
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(confirm).toHaveAccessibleDescription(spec.passwordsDiffer);
  await expect(page.getByText(spec.passwordsDiffer, { exact: true })).toBeVisible();
  await snapshot(page, `reset-${device}-${shopLocale}`);

  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('reset.done') })).toBeVisible();
  await snapshot(page, `reset-done-${device}-${shopLocale}`);

  // Sign in with the new password: the member centre.
  await page.getByRole('link', { name: t('reset.signIn') }).click();
  await expect(page).toHaveURL(shopUrl('logon'));
  await page.getByLabel(t('account.email')).fill(email);
  await page.getByLabel(t('account.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('logon.submit') }).click();
  await expect(page).toHaveURL(shopUrl('my'));
  await expect(page.getByRole('heading', { level: 1, name: t('my.greeting', { name: maskedContact(email) }) })).toBeVisible();

  // The same link again: refused, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel(t('reset.newPassword'), { exact: true }).fill('another-Passw0rd');
  await page.getByLabel(t('reset.confirmPassword')).fill('another-Passw0rd');
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('reset.invalid') })).toBeVisible();
  await snapshot(page, `reset-invalid-${device}-${shopLocale}`);
  await page.getByRole('link', { name: t('reset.requestNew') }).click();
  await expect(page).toHaveURL(shopUrl('forgot-password'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forgot and reset forms still work', async ({ page, request, t, shopUrl, shopLocale, device }) => {
    const email = uniqueEmail('reset-nojs', device, shopLocale);
    await registerThroughForm(page, shopUrl, t, email);
    await page.goto(shopUrl('forgot-password'));
    await page.getByLabel(t('account.email')).fill(email);
    await page.getByRole('button', { name: t('reset.forgot.submit') }).click();
    await expect(page.getByText(t('reset.sent', { email }))).toBeVisible();

    const link = await mailedLink(request, email, shopLocale);
    await page.goto(link);
    await page.getByLabel(t('reset.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('reset.confirmPassword')).fill('12345');
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page.getByLabel(t('reset.confirmPassword'))).toHaveAccessibleDescription(SPEC[shopLocale].passwordsDiffer);
    await page.getByLabel(t('reset.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('reset.confirmPassword')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page.getByText(t('reset.done'))).toBeVisible();

    // The reset ended the session the registration had opened.
    await page.goto(shopUrl('my'));
    await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=my`);
    await page.getByLabel(t('account.email')).fill(email);
    await page.getByLabel(t('account.password'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('logon.submit') }).click();
    await expect(page).toHaveURL(shopUrl('my'));
  });
});
