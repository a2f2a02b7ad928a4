// Proofs a member hands back to us: password-reset links sent by e-mail, SMS codes for
// a mobile number, and QR sign-in challenges confirmed from WeChat (docs/decisions/0010).
// Secrets are stored as sha256 only; every row expires and is single-use.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';

export const passwordReset = pgTable(
  'password_reset',
  {
    /** sha256 (hex) of the token in the e-mailed link. */
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_member_idx').on(t.memberId)],
);

export const SMS_PURPOSES = ['verify-phone', 'transfer-phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCode = pgTable(
  'sms_code',
  {
    id: idColumn(),
    /** 11-digit mainland mobile number. */
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    /** The member who asked for it (codes are sent to signed-in members only). */
    memberId: integer('member_id').references(() => member.id, { onDelete: 'cascade' }),
    /** sha256 of `id:code`. */
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('sms_code_phone_idx').on(t.phone, t.createdAt),
    check('sms_code_purpose_values', sql`${t.purpose} in ('verify-phone', 'transfer-phone')`),
  ],
);

export const QR_LOGIN_STATES = ['pending', 'confirmed', 'claimed', 'cancelled'] as const;
export type QrLoginState = (typeof QR_LOGIN_STATES)[number];

export const qrLogin = pgTable(
  'qr_login',
  {
    /** sha256 of the ticket in the QR code (what the phone opens). */
    id: text('id').primaryKey(),
    /** sha256 of the secret in the pc browser's cookie: only that browser can claim the session. */
    browserHash: text('browser_hash').notNull(),
    /**
     * sha256 of the secret in the cookie of the phone that first opened the code's page in
     * WeChat: only that phone (or the pc) may decline the code (issue 11).
     */
    phoneHash: text('phone_hash'),
    state: text('state').$type<QrLoginState>().notNull().default('pending'),
    /** Who confirmed on the phone. */
    memberId: integer('member_id').references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    index('qr_login_expires_idx').on(t.expiresAt),
    check('qr_login_state_values', sql`${t.state} in ('pending', 'confirmed', 'claimed', 'cancelled')`),
  ],
);

export type PasswordReset = typeof passwordReset.$inferSelect;
export type SmsCode = typeof smsCode.$inferSelect;
export type QrLogin = typeof qrLogin.$inferSelect;
