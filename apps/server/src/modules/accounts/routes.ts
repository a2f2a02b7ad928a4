// The account calls of spec section 7 (docs/decisions/0007-accounts-and-sessions.md):
// registration, sign-in with the verification-code image, sign-out, member info and
// profile, addresses and account cancellation. Form bodies with the dotted names of
// decisions.md; member calls answer 403 without a live session.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, loginSchema, mobileField, optionalIdSchema, registrationSchema, type MessageCode } from '@eshop/domain/validation';
import type { RegionIndex } from '@eshop/domain/address';
import { HOUSEHOLDS } from '@eshop/db';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { NOTICES, type ErrorCode } from '../../http/messages.ts';
import { clearSessionCookies, memberOf, requireMember, sessionToken, setSessionCookie } from '../../http/auth.ts';
import { isRegionCode, type AccountService, type Gender, type ProfilePatch, type Result } from './service.ts';
import type { Sessions } from './sessions.ts';
import type { RateLimits } from './rate-limits.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, type CaptchaService } from './captcha.ts';
import { GUEST_CART_COOKIE } from '../cart/guest.ts';
import { clearGuestCartCookie } from '../cart/routes.ts';

/** C0 controls other than tab/newline, DEL, and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const clean = (s: string) => !FORBIDDEN.test(s);

/** Required text, NFC-normalised and trimmed. Messages are codes (http/messages.ts). */
const text = (max: number) => z.string({ error: 'FIELD_REQUIRED' satisfies ErrorCode }).normalize('NFC').trim()
  .min(1, { error: 'FIELD_REQUIRED' satisfies ErrorCode, abort: true })
  .max(max, { error: 'FIELD_TOO_LONG' satisfies ErrorCode, abort: true })
  .refine(clean, { error: 'FIELD_INVALID_CHARS' satisfies ErrorCode });
/** Optional text: absent = unchanged, '' = cleared. */
const optionalText = (max: number) => z.string({ error: 'FIELD_INVALID_CHARS' satisfies ErrorCode }).normalize('NFC').trim()
  .max(max, { error: 'FIELD_TOO_LONG' satisfies ErrorCode, abort: true })
  .refine(clean, { error: 'FIELD_INVALID_CHARS' satisfies ErrorCode })
  .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')], { error: 'FIELD_CHOICE' satisfies ErrorCode }).optional();
const yesNo = z.enum(['Y', 'N'], { error: 'FIELD_CHOICE' satisfies ErrorCode });
/** A region's name (province, city, district): blank or too long is "choose one from the list". */
const region = (code: MessageCode) => z.string({ error: code }).normalize('NFC').trim()
  .min(1, { error: code, abort: true }).max(30, { error: code, abort: true });
/** Form values the domain schemas check (their messages are the spec's, section 5). */
const formString = (max: number, tooLong: MessageCode | ErrorCode = 'FIELD_TOO_LONG') => z.string().max(max, { error: tooLong }).optional();

export const GENDERS = ['M', 'F', 'U'] as const;
export const SALUTATIONS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;

/** yyyy-MM-dd, a real calendar date, from 1900-01-01 to yesterday (Shanghai). */
export function isPastDate(value: string, now = Date.now()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const todayShanghai = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
  return value >= '1900-01-01' && value < todayShanghai;
}

const ISO_REGION = /^[A-Z]{2}$/;

const memberInfo = z.object({
  'm.loginId': z.string().describe('The login id: the e-mail address (wechat:<id> for a WeChat customer)'),
  memberId: z.number().int(), email: z.string().nullable().describe('Null for a WeChat customer who never registered'), nickname: z.string().nullable(), firstName: z.string().nullable(),
  lastName: z.string().nullable(), salutation: z.string().nullable(), level: z.number().int().min(1).max(4),
  levelName: z.string().describe('Localized, e.g. Apprentice Butcher'), phone: z.string().nullable(),
  phoneVerified: z.boolean(), birthdayMissing: z.boolean().describe('Prompt to complete the birthday (spec section 5)'),
  memberSince: z.string(),
  starsTenths: z.number().int().describe('The star balance in tenths of a star (125 = 12.5 stars): the sum of the star ledger'),
  memberCode: z.string().describe('The code on the membership card (12 digits, Luhn check digit) that store tills scan'),
  earnedThisYearTenths: z.number().int().describe('Stars earned for the level this Shanghai calendar year (tenths)'),
  earnedLastYearTenths: z.number().int().describe('Stars earned for the level last year (tenths)'),
  nextLevel: z.object({ level: z.number().int(), levelName: z.string(), missingTenths: z.number().int() }).nullable()
    .describe('The next level and the stars (tenths) still to earn this year; null for Master Butcher'),
  levelHeldUntilYear: z.number().int().nullable().describe('The level holds to 31 December of this year without earning more; null for the first level'),
});
const option = z.object({ value: z.string(), label: z.string() });
const memberProfile = z.object({
  email: z.string().nullable(), nickname: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(),
  phone: z.string().nullable(), phoneVerified: z.boolean(), gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'), household: z.enum(HOUSEHOLDS).nullable(),
  nationality: z.string().nullable().describe('ISO 3166-1 alpha-2'), nationalityName: z.string().nullable(),
  salutation: z.string().nullable(), optOutEmail: z.enum(['Y', 'N']), optOutSms: z.enum(['Y', 'N']),
  level: z.number().int(), levelName: z.string(),
  options: z.object({ gender: z.array(option), household: z.array(option), salutation: z.array(option) }),
});
/** A refused sign-in; the lock-out (429) says too whether the next try needs the captcha. */
const signInFailure = failure.extend({ captchaRequired: z.boolean().optional() });
export const addressOut = z.object({
  addressId: z.number().int(), recipient: z.string(), province: z.string(), city: z.string(), district: z.string(),
  street: z.string(), unit: z.string(), mobile: z.string(), zip: z.string(), isDefault: z.boolean(),
  chineseAddress: z.boolean().describe('Written in Chinese (recommended, spec section 5)'),
});

const OPTION_LABELS = {
  gender: { M: ['Male', '男'], F: ['Female', '女'], U: ['Prefer not to say', '不愿透露'] },
  household: {
    single: ['Single', '单身'], couple: ['Couple or married', '情侣或已婚'], 'family-1': ['Family with 1 child', '有 1 个孩子的家庭'],
    'family-2': ['Family with 2 children', '有 2 个孩子的家庭'], 'family-3plus': ['Family with 3 or more children', '有 3 个及以上孩子的家庭'],
    undisclosed: ['Prefer not to say', '不愿透露'],
  },
  salutation: { Mr: ['Mr', '先生'], Mrs: ['Mrs', '太太'], Ms: ['Ms', '女士'], Miss: ['Miss', '小姐'], Dr: ['Dr', '博士'] },
} as const;

function options(locale: 'en_US' | 'zh_CN') {
  const list = (labels: Record<string, readonly [string, string]>) =>
    Object.entries(labels).map(([value, [en, zh]]) => ({ value, label: locale === 'zh_CN' ? zh : en }));
  return { gender: list(OPTION_LABELS.gender), household: list(OPTION_LABELS.household), salutation: list(OPTION_LABELS.salutation) };
}

/** A domain schema's issues as one field error on the dotted form names (the first names `field`, all are in `fields`). */
function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: string): FieldError {
  const [first, ...rest] = issues.map((i) => [`${prefix}${i.path.map(String).join('.')}`, i.message as MessageCode] as const);
  return new FieldError(first![0], first![1], {}, rest);
}

function orFail<T extends object, C extends ErrorCode>(result: Result<T, C>): T {
  if (!result.ok) throw new AppError(result.code, {}, result.captchaRequired === undefined ? {} : { captchaRequired: result.captchaRequired });
  return result;
}

const blankToNull = <T extends string>(v: T | '' | undefined): T | null | undefined => (v === undefined ? undefined : v === '' ? null : v);

/** New accounts per address and hour (docs/decisions/0007): enough for a family, not for a script. */
export const REGISTRATIONS_PER_IP_HOUR = 10;

export const accountRoutes = (deps: { accounts: AccountService; sessions: Sessions; captcha: CaptchaService; rateLimits: RateLimits; regions: RegionIndex }): FastifyPluginAsyncZod => async (app) => {
  const { accounts, sessions, captcha, rateLimits, regions } = deps;
  const auth = requireMember(sessions);
  const memberFailures = { 400: failure, 403: failure };

  app.post('/m/account/reg.html', {
    schema: {
      tags: ['accounts'],
      summary: 'Register with e-mail and password; signs in (session cookie) at level 1, Apprentice Butcher',
      body: z.object({
        'm.email': formString(254, 'EMAIL_INVALID'),
        'm.password': formString(1024, 'PASSWORD_TOO_LONG'),
        'm.confirmPassword': formString(1024, 'PASSWORDS_NOT_IDENTICAL'),
        'm.agreement': formString(1, 'AGREEMENT_REQUIRED').describe('Y: the user agreement is accepted'),
        'm.optOutEmail': formString(1).describe('Y: no e-mail promotions'),
        'm.optOutSms': formString(1).describe('Y: no SMS promotions'),
      }),
      response: { 200: z.object({ reg: z.literal(1) }), 400: failure, 409: failure, 429: failure },
    },
  }, async (req, reply) => {
    const b = req.body;
    const parsed = registrationSchema.safeParse({
      email: b['m.email'], password: b['m.password'], confirmPassword: b['m.confirmPassword'],
      agreement: b['m.agreement'], optOutEmail: b['m.optOutEmail'] || undefined, optOutSms: b['m.optOutSms'] || undefined,
    });
    if (!parsed.success) throw firstIssue(parsed.error.issues, 'm.');
    if (!(await rateLimits.admit([[`register:ip:${req.ip}`, REGISTRATIONS_PER_IP_HOUR]], 60))) throw new AppError('REGISTER_RATE_LIMITED');
    const { token } = orFail(await accounts.register(parsed.data, sessionToken(req), req.cookies[GUEST_CART_COOKIE]));
    setSessionCookie(req, reply, token);
    clearGuestCartCookie(req, reply); // the visitor's cart is the member's now (docs/decisions/0033)
    return { reg: 1 as const };
  });

  app.get('/m/account/captcha.html', {
    schema: {
      tags: ['accounts'],
      summary: 'The verification-code image (SVG) of the login page; its challenge id comes in the eshop_captcha cookie and the X-Captcha-Id header (valid 5 minutes, single-use)',
    },
  }, async (req, reply) => {
    const { id, svg } = await captcha.issue();
    void reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: CAPTCHA_TTL_SECONDS });
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').header('x-captcha-id', id).send(svg);
  });

  app.post('/m/account/login.html', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with e-mail and password; after 3 failures (account or address, 15 min) the captcha is required (code CAPTCHA_REQUIRED), after 10 the answer is 429',
      body: z.object({
        'm.email': formString(254, 'EMAIL_INVALID'),
        'm.password': formString(1024, 'PASSWORD_TOO_LONG'),
        captcha: z.string().max(16).optional().describe('The code in the image, when required'),
        captchaId: z.string().max(64).optional().describe('The challenge id (else the eshop_captcha cookie)'),
      }),
      response: { 200: z.object({ login: z.literal(1) }), 400: signInFailure, 429: signInFailure },
    },
  }, async (req, reply) => {
    const b = req.body;
    const parsed = loginSchema.safeParse({ email: b['m.email'], password: b['m.password'], captcha: b.captcha });
    if (!parsed.success) throw firstIssue(parsed.error.issues, 'm.');
    const captchaId = b.captchaId ?? req.cookies[CAPTCHA_COOKIE];
    const { token } = orFail(await accounts.login({ ...parsed.data, captchaId }, req.ip, sessionToken(req), req.cookies[GUEST_CART_COOKIE]));
    setSessionCookie(req, reply, token);
    clearGuestCartCookie(req, reply); // the visitor's cart is the member's now (docs/decisions/0033)
    if (captchaId) void reply.setCookie(CAPTCHA_COOKIE, '', { path: '/', maxAge: 0 });
    return { login: 1 as const };
  });

  app.post('/m/account/logout.html', {
    schema: { tags: ['accounts'], summary: 'Sign out: ends the session on the server and clears the session, name, code and login cookies', response: { 200: z.object({ logout: z.literal(1) }) } },
  }, async (req, reply) => {
    await accounts.logout(sessionToken(req));
    clearSessionCookies(req, reply);
    return { logout: 1 as const };
  });

  // The spec lists token.html without a payload; docs/decisions/0023-account-token.md says
  // what it is here: the state of the caller's own session, kept alive by asking.
  app.get('/m/account/token.html', {
    schema: {
      tags: ['accounts'],
      summary: 'The session of this browser (eshop_session cookie): {login: 1}, the login id and when it ends; asking keeps it alive (the 30-day expiry slides, the cookie is re-sent). Never the token itself. No parameters; 403 NOT_SIGNED_IN without a live session',
      querystring: z.strictObject({}),
      response: {
        200: z.object({
          login: z.literal(1),
          'm.loginId': z.string().describe('The e-mail address (wechat:<id> for a WeChat customer)'),
          expiresAt: z.string().describe('When the session ends unless it is used again (ISO 8601)'),
          expiresIn: z.number().int().describe('Seconds until then'),
        }),
        400: failure, 403: failure,
      },
    },
  }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    const token = sessionToken(req);
    const session = await sessions.resolve(token);
    const info = session && await accounts.memberInfo(session.memberId, requestLocale(req));
    if (!session || !info || !token) throw new AppError('NOT_SIGNED_IN');
    if (session.slid) setSessionCookie(req, reply, token);
    return {
      login: 1 as const,
      'm.loginId': info['m.loginId'],
      expiresAt: session.expiresAt.toISOString(),
      expiresIn: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
    };
  });

  app.get('/a/capi/account/MemberInfo', {
    preHandler: auth,
    schema: { tags: ['accounts'], summary: 'The signed-in member (header, member centre home)', response: { 200: envelope(memberInfo), 403: failure } },
  }, async (req) => {
    const info = await accounts.memberInfo(memberOf(req), requestLocale(req));
    if (!info) throw new AppError('NOT_SIGNED_IN');
    return ok(info);
  });

  app.get('/a/capi/account/MemberProfile', {
    preHandler: auth,
    schema: { tags: ['accounts'], summary: 'The member profile, with the localized options of gender, household status and salutation', response: { 200: envelope(memberProfile), 403: failure } },
  }, async (req) => {
    const locale = requestLocale(req);
    const profile = await accounts.profile(memberOf(req), locale);
    if (!profile) throw new AppError('NOT_SIGNED_IN');
    return ok({ ...profile, options: options(locale) });
  });

  app.post('/a/execute/capi/account/UpdateMemberProfile', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Change profile fields: an absent field stays, an empty one is cleared. E-mail and phone are not changed here.',
      body: z.object({
        'm.nickname': optionalText(40),
        'm.firstName': optionalText(40),
        'm.lastName': optionalText(40),
        'm.gender': choice(GENDERS),
        'm.birthday': z.string().refine((v) => v === '' || isPastDate(v), { error: 'BIRTHDAY_INVALID' satisfies ErrorCode }).optional().describe('yyyy-MM-dd, a past date'),
        'm.household': choice(HOUSEHOLDS),
        'm.nationality': z.string().refine((v) => v === '' || ISO_REGION.test(v), { error: 'FIELD_CHOICE' satisfies ErrorCode }).optional().describe('ISO 3166-1 alpha-2, e.g. CN'),
        'm.salutation': choice(SALUTATIONS),
        'm.optOutEmail': yesNo.optional(),
        'm.optOutSms': yesNo.optional(),
      }),
      response: { 200: envelope(memberProfile), ...memberFailures },
    },
  }, async (req) => {
    const b = req.body;
    const nationality = blankToNull(b['m.nationality']);
    if (nationality && !isRegionCode(nationality)) throw new FieldError('m.nationality', 'FIELD_CHOICE');
    const patch: ProfilePatch = {
      nickname: blankToNull(b['m.nickname']),
      firstName: blankToNull(b['m.firstName']),
      lastName: blankToNull(b['m.lastName']),
      gender: blankToNull<Gender>(b['m.gender']),
      birthday: blankToNull(b['m.birthday']),
      household: blankToNull(b['m.household']),
      nationality,
      salutation: blankToNull(b['m.salutation']),
      optOutEmail: b['m.optOutEmail'] === undefined ? undefined : b['m.optOutEmail'] === 'Y',
      optOutSms: b['m.optOutSms'] === undefined ? undefined : b['m.optOutSms'] === 'Y',
    };
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ProfilePatch;
    const memberId = memberOf(req);
    if (Object.keys(defined).length > 0 && !(await accounts.updateProfile(memberId, defined))) throw new AppError('NOT_SIGNED_IN');
    const locale = requestLocale(req);
    const profile = await accounts.profile(memberId, locale);
    if (!profile) throw new AppError('NOT_SIGNED_IN');
    return ok({ ...profile, options: options(locale) });
  });

  app.get('/a/capi/account/Address.List', {
    preHandler: auth,
    schema: { tags: ['accounts'], summary: "The member's delivery addresses, the default first", response: { 200: envelope(z.array(addressOut), true), 403: failure } },
  }, async (req) => {
    const list = await accounts.listAddresses(memberOf(req));
    return ok(list, list.length);
  });

  app.post('/a/execute/capi/account/Address', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Add an address (a.addressId absent or empty) or change one of your own (a.addressId: digits or a JSON number, as in DeleteAddress). A non-Chinese address is accepted with a hint (chineseAddress false).',
      body: z.object({
        // Absent or empty: a new address (in the summary: .describe() here would hide the form shape in the OpenAPI document).
        'a.addressId': optionalIdSchema,
        'a.recipient': text(40),
        // Names from GET a/capi/account/Regions, each within the one above (docs/decisions/0034-addresses.md).
        'a.province': region('REGION_PROVINCE_UNKNOWN'),
        'a.city': region('REGION_CITY_UNKNOWN'),
        'a.district': region('REGION_DISTRICT_UNKNOWN'),
        'a.street': text(120),
        'a.unit': optionalText(60),
        'a.mobile': mobileField('FIELD_REQUIRED' satisfies ErrorCode)
          .describe('Mainland China mobile, 11 digits (1[3-9]…); spaces, hyphens and +86 are taken off'),
        'a.zip': z.string({ error: 'ZIP_INVALID' satisfies ErrorCode }).trim().regex(/^(\d{6})?$/, { error: 'ZIP_INVALID' satisfies ErrorCode }).optional()
          .describe('Optional: empty or 6 digits'),
        'a.isDefault': yesNo.optional().describe('Y: make it the default; N: no longer the default; absent: unchanged (a first address is the default)'),
      }),
      response: {
        200: envelope(z.object({ addressId: z.number().int(), chineseAddress: z.boolean(), hint: z.string().optional() })),
        ...memberFailures, 404: failure, 409: failure,
      },
    },
  }, async (req) => {
    const b = req.body;
    const place = regions.match({ province: b['a.province'], city: b['a.city'], district: b['a.district'] });
    if (!place.ok) throw new FieldError(`a.${place.field}`, place.code);
    const saved = orFail(await accounts.saveAddress(memberOf(req), {
      addressId: b['a.addressId'],
      recipient: b['a.recipient'], province: place.province.name, city: place.city.name, district: place.district.name,
      street: b['a.street'], unit: b['a.unit'] ?? '', mobile: b['a.mobile'], zip: b['a.zip'] ?? '',
      isDefault: b['a.isDefault'] === undefined ? undefined : b['a.isDefault'] === 'Y',
    }));
    const locale = requestLocale(req);
    return ok({
      addressId: saved.addressId,
      chineseAddress: saved.chineseAddress,
      ...(saved.chineseAddress ? {} : { hint: NOTICES.ADDRESS_HINT_CHINESE[locale] }),
    });
  });

  app.post('/a/execute/capi/account/DefaultAddress', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Make one of your addresses the default (beyond the spec; docs/decisions/0034-addresses.md): the one checkout chooses first. The former default stops being one; another member\'s address is 404',
      body: z.object({ 'a.addressId': idSchema }),
      response: { 200: envelope(z.null()), ...memberFailures, 404: failure },
    },
  }, async (req) => {
    orFail(await accounts.setDefaultAddress(memberOf(req), req.body['a.addressId']));
    return ok(null);
  });

  app.get('/a/capi/account/Regions', {
    schema: {
      tags: ['accounts'],
      summary: "China's provinces (no parent), a province's cities or a city's districts, by GB/T 2260 code, with their Chinese names — "
        + 'what the address form offers and Address accepts. Mainland China only; the same for every member and language, so cached a day',
      querystring: z.object({ parent: z.string().regex(/^\d{6}$/, { error: 'REGION_NOT_FOUND' satisfies ErrorCode }).optional().describe('A province or city code; absent: the provinces') }),
      response: { 200: envelope(z.array(z.object({ code: z.string(), name: z.string() })), true), 400: failure, 404: failure },
    },
  }, async (req, reply) => {
    const parent = req.query.parent;
    const list = parent === undefined ? regions.provinces : regions.children(parent);
    if (!list) throw new AppError('REGION_NOT_FOUND');
    void reply.header('cache-control', 'public, max-age=86400');
    return ok([...list], list.length);
  });

  app.post('/a/execute/capi/account/DeleteAddress', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Delete one of your addresses (the oldest remaining one becomes the default)',
      body: z.object({ 'a.addressId': idSchema }),
      response: { 200: envelope(z.null()), ...memberFailures, 404: failure },
    },
  }, async (req) => {
    orFail(await accounts.deleteAddress(memberOf(req), req.body['a.addressId']));
    return ok(null);
  });

  app.post('/a/execute/capi/account/OptOut', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Cancel the account (m.confirm=Y after the warning that benefits and stars are lost): personal data and addresses deleted, every session ended',
      body: z.object({ 'm.confirm': z.literal('Y', { error: 'OPT_OUT_CONFIRM' satisfies ErrorCode }) }),
      response: { 200: z.object({ status: z.literal('success'), message: z.string() }), ...memberFailures },
    },
  }, async (req, reply) => {
    await accounts.optOut(memberOf(req));
    clearSessionCookies(req, reply);
    return { status: 'success' as const, message: NOTICES.ACCOUNT_CANCELLED[requestLocale(req)] };
  });
};
