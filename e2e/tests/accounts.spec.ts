// A member's life in the shop, in every project ({pc, mobile} × {en_US, zh_CN}): register
// (the spec's validation messages first), land in the member centre as Apprentice
// Butcher, sign out and in again, edit the profile, manage addresses, cancel the account.
// No failed sign-in here: every project shares 127.0.0.1, and three failures would make
// the captcha compulsory for the others (docs/decisions/0007).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { maskedContact } from '@eshop/domain/members';
import { screensById } from '../../apps/web/app/i18n/screens.ts';
import { expect, test, type Device, type ShopLocale } from './fixtures.ts';
import { pickRegion } from './address.ts';

/** The spec's words (section 5) and level name (section 4), as a person reads them. */
const SPEC = {
  en_US: {
    emailRequired: 'Please input your email address',
    passwordShort: 'Password must have at least 6 letters.',
    passwordBlank: 'The password cannot be made of spaces only.',
    passwordsDiffer: 'Passwords must be identical.',
    apprentice: 'Apprentice Butcher',
  },
  zh_CN: {
    emailRequired: '请输入您的邮箱地址',
    passwordShort: '密码至少需要 6 个字符。',
    passwordBlank: '密码不能只由空格组成。',
    passwordsDiffer: '两次输入的密码必须一致。',
    apprentice: '学徒屠夫',
  },
} as const;

const PASSWORD = 'secret-Passw0rd';

const screenTitle = (id: string, locale: ShopLocale) => screensById.get(id)!.title[locale];

/** The header's member entry: the pc header, or the mobile "Me" tab. */
const memberEntry = (page: Page) => page.getByTestId('member-entry');

async function expectSignedOut(page: Page, device: Device, t: (k: 'header.signIn' | 'header.register' | 'header.signInRegister') => string) {
  if (device === 'pc') {
    await expect(memberEntry(page).getByRole('link', { name: t('header.signIn'), exact: true })).toBeVisible();
    await expect(memberEntry(page).getByRole('link', { name: t('header.register'), exact: true })).toBeVisible();
  } else {
    await expect(memberEntry(page)).toHaveAccessibleName(t('header.signInRegister'));
    await expect(memberEntry(page)).toHaveText(t('header.signIn'));
  }
}

test('register, sign out and in, edit the profile and addresses, cancel the account', async ({ page, context, request, visit, t, shopUrl, shopLocale, device }) => {
  test.setTimeout(120_000);
  const spec = SPEC[shopLocale];
  const email = `e2e-${device}-${shopLocale.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;

  // Anonymous: the header offers sign-in and registration.
  await visit();
  await expectSignedOut(page, device, t);
  if (device === 'pc') {
    await memberEntry(page).getByRole('link', { name: t('header.register'), exact: true }).click();
  } else {
    await memberEntry(page).click();
    await expect(page).toHaveURL(shopUrl('logon'));
    await page.getByRole('link', { name: t('logon.register') }).click();
  }
  await expect(page).toHaveURL(shopUrl('register'));
  await expect(page.getByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();

  // Validation: each message beside its field, in the page's language.
  const emailField = page.getByLabel(t('account.email'));
  const passwordField = page.getByLabel(t('account.password'), { exact: true });
  const confirmField = page.getByLabel(t('account.confirmPassword'));
  const submit = page.getByRole('button', { name: t('register.submit') });
  await submit.click();
  await expect(emailField).toHaveAccessibleDescription(spec.emailRequired);
  await expect(page.getByText(spec.emailRequired, { exact: true })).toBeVisible();

  await emailField.fill(email);
  await passwordField.fill('12345');
  await confirmField.fill('12345');
  await submit.click();
  await expect(passwordField).toHaveAccessibleDescription(spec.passwordShort);
  await expect(page.getByText(spec.passwordShort, { exact: true })).toBeVisible();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');

  // A password of spaces only is refused beside the field too.
  await passwordField.fill('        ');
  await confirmField.fill('        ');
  await submit.click();
  await expect(passwordField).toHaveAccessibleDescription(spec.passwordBlank);
  await expect(page.getByText(spec.passwordBlank, { exact: true })).toBeVisible();

  await passwordField.fill(PASSWORD);
  await confirmField.fill(`${PASSWORD}x`);
  await page.getByLabel(t('account.agreement')).check();
  await submit.click();
  await expect(confirmField).toHaveAccessibleDescription(spec.passwordsDiffer);
  await expect(page.getByText(spec.passwordsDiffer, { exact: true })).toBeVisible();

  await confirmField.fill(PASSWORD);
  await page.getByLabel(t('account.optOutSms')).check();
  await submit.click();

  // The member centre: greeting, level, the prompt to complete the profile.
  await expect(page).toHaveURL(shopUrl('my'));
  // Named by the masked e-mail address, never the raw one (docs/decisions/0038).
  await expect(page.getByRole('heading', { level: 1, name: t('my.greeting', { name: maskedContact(email) }) })).toBeVisible();
  await expect(page.getByTestId('member-level')).toHaveText(spec.apprentice);
  await expect(page.getByText(t('my.completeBirthday'))).toBeVisible();
  if (device === 'pc') await expect(memberEntry(page).getByRole('link', { name: maskedContact(email) })).toBeVisible();
  else await expect(memberEntry(page)).toHaveAccessibleName(`${t('header.me')}${t('punct.colon')}${maskedContact(email)}`);

  // Sign out: the header offers sign-in again and the old session is dead.
  const session = (await context.cookies()).find((c) => c.name === 'eshop_session')?.value;
  expect(session, 'the session cookie after registration').toBeTruthy();
  const signOut = device === 'pc'
    ? memberEntry(page).getByRole('button', { name: t('header.signOut') })
    : page.getByRole('main').getByRole('button', { name: t('header.signOut') });
  await signOut.click();
  await expect(page).toHaveURL(shopUrl());
  await expectSignedOut(page, device, t);
  expect((await context.cookies()).find((c) => c.name === 'eshop_session')).toBeUndefined();
  const old = await request.get('/api/a/capi/account/MemberInfo', { headers: { cookie: `eshop_session=${session}`, lang: shopLocale } });
  expect(old.status()).toBe(403);

  // A member page now leads to the logon page; signing in returns there.
  await visit('my/profile');
  await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent('my/profile')}`);
  await expect(page.getByText(t('logon.required'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('logon.forgot') })).toBeVisible();
  await page.getByLabel(t('account.email')).fill(email);
  await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('logon.submit') }).click();

  // Profile: every field is there; the birthday is saved.
  await expect(page).toHaveURL(shopUrl('my/profile'));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('my-profile', shopLocale) })).toBeVisible();
  for (const key of ['profile.nickname', 'profile.firstName', 'profile.lastName', 'profile.gender', 'profile.household', 'profile.salutation', 'profile.nationality'] as const) {
    await expect(page.getByLabel(t(key), { exact: true }), key).toBeVisible();
  }
  await expect(page.getByLabel(t('account.optOutSms'))).toBeChecked();
  await expect(page.getByLabel(t('account.optOutEmail'))).not.toBeChecked();
  const nickname = `Chef ${randomBytes(3).toString('hex')}`;
  await page.getByLabel(t('profile.nickname')).fill(nickname);
  await page.getByLabel(t('profile.birthday')).fill('1990-02-28');
  await page.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('form.success') })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('profile.birthday'))).toHaveValue('1990-02-28');
  await expect(page.getByLabel(t('profile.nickname'))).toHaveValue(nickname);
  if (device === 'pc') await expect(memberEntry(page).getByRole('link', { name: nickname })).toBeVisible();
  else await expect(memberEntry(page)).toHaveAccessibleName(`${t('header.me')}${t('punct.colon')}${nickname}`);

  // Addresses: add two (the second not in Chinese: the hint), make it default, delete it.
  await visit('my');
  await expect(page.getByText(t('my.completeBirthday'))).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: screenTitle('my-addresses', shopLocale) }).first().click();
  await expect(page).toHaveURL(shopUrl('my/addresses'));
  await expect(page.getByText(t('address.empty'))).toBeVisible();
  const cards = page.getByTestId('address');

  async function addAddress(fields: Record<'address.recipient' | 'address.mobile' | 'address.street', string>) {
    await page.getByRole('link', { name: t('address.add') }).click();
    const form = page.getByRole('form', { name: t('address.add') });
    await expect(form.getByText(t('address.chineseHint'))).toBeVisible();
    for (const [key, value] of Object.entries(fields)) await form.getByLabel(t(key as keyof typeof fields), { exact: true }).fill(value);
    await pickRegion(form, t, ['上海市', '上海市', '静安区']);
    await form.getByRole('button', { name: t('address.save') }).click();
  }

  await addAddress({ 'address.recipient': '王小明', 'address.mobile': '13800138000', 'address.street': '南京西路1266号' });
  await expect(page.getByRole('status').filter({ hasText: t('form.success') })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText(t('address.default'), { exact: true })).toBeVisible();

  await addAddress({ 'address.recipient': 'Li Lei', 'address.mobile': '13900139000', 'address.street': '1266 West Nanjing Road' });
  await expect(page.getByRole('status').filter({ hasText: t('address.chineseHint') })).toBeVisible();
  await expect(cards).toHaveCount(2);
  const second = cards.filter({ hasText: 'Li Lei' });
  await expect(second.getByText(t('address.notChinese'))).toBeVisible();
  await expect(second.getByText(t('address.default'), { exact: true })).toBeHidden();

  await second.getByRole('button', { name: t('address.makeDefault') }).click();
  await expect(second.getByText(t('address.default'), { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: '王小明' }).getByText(t('address.default'), { exact: true })).toBeHidden();

  await second.getByRole('link', { name: t('address.delete') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('address.deleteConfirm') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t('address.deleteYes') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('address.deleted') })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('王小明');
  await expect(cards.first().getByText(t('address.default'), { exact: true })).toBeVisible();

  // Cancel the account: the warning, the confirmation, then signed out for good.
  const signedIn = (await context.cookies()).find((c) => c.name === 'eshop_session')?.value;
  await visit('my/cancel-account');
  await expect(page.getByText(t('cancel.warning'))).toBeVisible();
  const understood = page.getByLabel(t('cancel.confirm'));
  await page.getByRole('button', { name: t('cancel.submit') }).click();
  await expect(understood).toHaveAccessibleDescription(t('cancel.warning'));
  await understood.check();
  await page.getByRole('button', { name: t('cancel.submit') }).click();
  await expect(page).toHaveURL(`${shopUrl('logon')}?cancelled=1`);
  await expect(page.getByText(t('logon.cancelled'))).toBeVisible();
  await expectSignedOut(page, device, t);
  const gone = await request.get('/api/a/capi/account/MemberInfo', { headers: { cookie: `eshop_session=${signedIn}`, lang: shopLocale } });
  expect(gone.status()).toBe(403);
});

test('after three failed sign-ins the logon page shows the verification-code image with a refresh link', async ({ page, visit, t }) => {
  // Its own client address (the shop believes X-Forwarded-For from loopback), so these
  // failures do not make the captcha compulsory for the other tests.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${[...randomBytes(3)].map((b) => (b % 250) + 1).join('.')}` });
  await visit('logon');
  await expect(page.getByRole('link', { name: t('logon.forgot') })).toBeVisible();
  await expect(page.getByRole('img', { name: t('logon.captchaImage') })).toHaveCount(0);
  const email = `nobody-${randomBytes(5).toString('hex')}@example.com`;
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel(t('account.email')).fill(email);
    await page.getByLabel(t('account.password'), { exact: true }).fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: t('logon.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    if (attempt < 4) await expect(page.getByRole('img', { name: t('logon.captchaImage') })).toHaveCount(0);
  }
  const image = page.getByRole('img', { name: t('logon.captchaImage') });
  await expect(image).toBeVisible();
  await expect(page.getByLabel(t('logon.captcha'))).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const before = await image.getAttribute('src');
  await page.getByRole('link', { name: t('logon.captchaRefresh') }).click();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account forms still work: register, add an address, sign out', async ({ page, t, shopUrl, shopLocale, device }) => {
    const spec = SPEC[shopLocale];
    const email = `nojs-${device}-${randomBytes(5).toString('hex')}@example.com`;
    await page.goto(shopUrl('register'));
    await page.getByLabel(t('account.email')).fill(email);
    await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('account.confirmPassword')).fill('different');
    await page.getByLabel(t('account.agreement')).check();
    await page.getByRole('button', { name: t('register.submit') }).click();
    await expect(page.getByLabel(t('account.confirmPassword'))).toHaveAccessibleDescription(spec.passwordsDiffer);
    await expect(page.getByLabel(t('account.email'))).toHaveValue(email);

    await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('account.confirmPassword')).fill(PASSWORD);
    await page.getByLabel(t('account.agreement')).check();
    await page.getByRole('button', { name: t('register.submit') }).click();
    await expect(page).toHaveURL(shopUrl('my'));
    await expect(page.getByTestId('member-level')).toHaveText(spec.apprentice);

    await page.goto(shopUrl('my/addresses'));
    await page.getByRole('link', { name: t('address.add') }).click();
    const form = page.getByRole('form', { name: t('address.add') });
    await form.getByLabel(t('address.recipient')).fill('张三');
    await form.getByLabel(t('address.province')).selectOption('上海市');
    await form.getByLabel(t('address.street'), { exact: true }).fill('徐汇区衡山路10号');
    await form.getByLabel(t('address.mobile')).fill('123');
    await form.getByRole('button', { name: t('address.save') }).click();
    // The server's message beside the field; what was typed is kept.
    await expect(form.getByLabel(t('address.mobile'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t('address.street'), { exact: true })).toHaveValue('徐汇区衡山路10号');
    // Without JavaScript the region lists fill in a level at a time (docs/decisions/0034-addresses.md).
    await expect(form.getByLabel(t('address.province'))).toHaveValue('上海市');
    await form.getByLabel(t('address.city')).selectOption('上海市');
    await form.getByLabel(t('address.district')).selectOption('徐汇区');
    await form.getByLabel(t('address.mobile')).fill('13700137000');
    await form.getByRole('button', { name: t('address.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('form.success') })).toBeVisible();
    await expect(page.getByTestId('address')).toHaveCount(1);

    await page.goto(shopUrl('my'));
    const signOut = device === 'pc' ? page.getByTestId('member-entry').getByRole('button', { name: t('header.signOut') }) : page.getByRole('main').getByRole('button', { name: t('header.signOut') });
    await signOut.click();
    await expect(page).toHaveURL(shopUrl());
    await page.goto(shopUrl('my/addresses'));
    await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent('my/addresses')}`);
  });
});
