// Members, their sessions and addresses, login rate limits and captcha challenges
// (spec sections 3-5; decisions.md "Accounts"; docs/decisions/0007). None of these
// tables is seeded, so `reseed()` never touches them (they reference no seeded table).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';

export const HOUSEHOLDS = ['single', 'couple', 'family-1', 'family-2', 'family-3plus', 'undisclosed'] as const;
export type Household = (typeof HOUSEHOLDS)[number];

export const member = pgTable(
  'member',
  {
    id: idColumn(),
    /**
     * Lower-cased; the login id. Null for a WeChat customer who signed in by QR scan and
     * never registered (decisions.md "Accounts"). A cancelled account holds a tombstone.
     */
    email: text('email'),
    /** scrypt, self-describing (`scrypt$N$r$p$salt$hash`); null once cancelled. */
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** The WeChat user (OAuth openid of the shop's official account) bound to this member. */
    wechatOpenid: text('wechat_openid'),
    /** 'M' | 'F' | 'U' (prefer not to say). */
    gender: text('gender').$type<'M' | 'F' | 'U'>(),
    /** yyyy-MM-dd */
    birthday: date('birthday', { mode: 'string' }),
    household: text('household').$type<Household>(),
    /** ISO 3166-1 alpha-2 country code. */
    nationality: text('nationality'),
    salutation: text('salutation'),
    optOutEmail: boolean('opt_out_email').notNull().default(false),
    optOutSms: boolean('opt_out_sms').notNull().default(false),
    /** When the user agreement was accepted (registration). */
    agreementAt: timestamptz('agreement_at'),
    level: smallint('level').notNull().default(1),
    /**
     * The code on the membership card (Code 128 and QR) that store tills scan: 12 digits,
     * the last a Luhn check digit, from a sequence scrambled by the SQL function
     * member_code_from (migration 0012; the domain's memberCodeFrom is its twin).
     */
    memberCode: text('member_code').notNull().default(sql`member_code_from(nextval('member_code_seq'))`),
    /**
     * The star balance (tenths): the sum of the member's star_tx rows, kept by the same
     * transactions. Below zero only when a till voids a sale whose stars were already spent.
     */
    starsTenths: integer('stars_tenths').notNull().default(0),
    createdAt: createdAt(),
    /** Account cancelled (OptOut): personal data wiped, row kept for orders. */
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('member_email_key').on(t.email),
    uniqueIndex('member_wechat_openid_key').on(t.wechatOpenid),
    uniqueIndex('member_code_key').on(t.memberCode),
    // A verified mobile number belongs to one member (Transfer moves it, spec section 5).
    uniqueIndex('member_verified_phone_key').on(t.phone).where(sql`${t.phoneVerified}`),
    check('member_email_lower', sql`${t.email} = lower(${t.email})`),
    check('member_household_values', sql`${t.household} in ('single', 'couple', 'family-1', 'family-2', 'family-3plus', 'undisclosed')`),
    check('member_gender_values', sql`${t.gender} in ('M', 'F', 'U')`),
    check('member_level_range', sql`${t.level} between 1 and 4`),
  ],
);

export const memberSession = pgTable(
  'member_session',
  {
    /** sha256 (hex) of the opaque token in the cookie; the token itself is never stored. */
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('member_session_member_idx').on(t.memberId), index('member_session_expires_idx').on(t.expiresAt)],
);

export const address = pgTable(
  'address',
  {
    /** a.addressId */
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    street: text('street').notNull(),
    unit: text('unit').notNull().default(''),
    mobile: text('mobile').notNull(),
    zip: text('zip').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('address_member_idx').on(t.memberId),
    // At most one default address per member.
    uniqueIndex('address_one_default_per_member').on(t.memberId).where(sql`${t.isDefault}`),
  ],
);

/** One row per counted event (e.g. a failed login) under a key such as `login:ip:1.2.3.4`. */
export const rateLimitHit = pgTable(
  'rate_limit_hit',
  {
    id: idColumn(),
    key: text('key').notNull(),
    at: createdAt('at'),
  },
  (t) => [index('rate_limit_hit_key_at_idx').on(t.key, t.at)],
);

export const captchaChallenge = pgTable('captcha_challenge', {
  /** Random, handed to the browser with the image. */
  id: text('id').primaryKey(),
  /** sha256 of `id:answer`; the answer itself is never stored. */
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export type Member = typeof member.$inferSelect;
export type NewMember = typeof member.$inferInsert;
export type MemberSession = typeof memberSession.$inferSelect;
export type Address = typeof address.$inferSelect;
export type NewAddress = typeof address.$inferInsert;
