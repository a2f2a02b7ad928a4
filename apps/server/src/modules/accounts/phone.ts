// Mobile verification by SMS code and the phone merge (spec sections 5 and 7:
// SMSSecureCode, CheckPhone, Transfer; docs/decisions/0010 "SMS and mobile verification").
// A code is 6 digits, valid 10 minutes, bound to the member who asked for it and to the
// number, stored as sha256(`id:code`), single-use, dead after 5 wrong tries; a new code
// supersedes the older ones. Expected failures come back as `{ ok: false, code }`.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { address, member, queryRows, smsCode, type Database, type Executor, type SmsPurpose } from '@eshop/db';
import type { SmsSender } from '../../integrations/sms/index.ts';
import type { RateLimits } from './rate-limits.ts';
import type { Sessions } from './sessions.ts';
import { cancelMember, MAX_ADDRESSES, type Result } from './service.ts';
import { mergeCartInto } from '../cart/service.ts';
import { moveOrders } from '../orders/service.ts';
import { moveVouchers } from '../vouchers/service.ts';
import { moveFavourites } from '../favourites/service.ts';
import { moveStars } from '../loyalty/service.ts';
import { earnedByYear } from '../loyalty/ledger.ts';
import { levelFor } from '@eshop/domain/loyalty';

export const SMS_CODE_MINUTES = 10;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** Limits of sending (decisions.md "Accounts": SMS-code endpoints are rate-limited). */
export const SEND_LIMITS = { phonePerMinute: 1, phonePerHour: 5, memberPerHour: 10, ipPerHour: 20 } as const;
/** Limits of checking a code (CheckPhone and Transfer together), besides 5 tries per code. */
export const CHECK_LIMITS = { memberPerHour: 20, ipPerHour: 50 } as const;

/** SMS_SEND_FAILED carries the provider's error, for the log. */
export type SendResult = Result<object, 'SMS_WAIT' | 'SMS_RATE_LIMITED'> | { ok: false; code: 'SMS_SEND_FAILED'; cause: unknown };
type CodeFailure = 'SMS_CODE_INVALID' | 'SMS_CODE_EXPIRED' | 'SMS_CODE_WRONG_PURPOSE';
export type CheckFailure = CodeFailure | 'SMS_CHECK_LIMITED' | 'NOT_SIGNED_IN';

export const codeHash = (id: number, code: string): string => createHash('sha256').update(`${id}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A unique index refused the write (the verified phone of someone else, in a race). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Merges the account `fromId` into `intoId`, inside the caller's transaction, after the
 * member `intoId` proved with an SMS code that `phone` (the verified phone of `fromId`)
 * is theirs. Moves: the verified phone; addresses up to the limit of 20 (as non-default,
 * unless `intoId` had none); the WeChat binding when `intoId` has none; the higher level;
 * the cart lines (summed, capped at stock).
 * Then `fromId` is cancelled as OptOut does (personal data wiped, rest of its addresses
 * deleted, every session ended).
 *
 * Later areas MUST extend this function with what they own, before the cancellation:
 * orders (and their stars), the star balance and history, favourites, vouchers, reviews
 * and requests of `fromId` belong to `intoId` afterwards.
 */
export async function mergeAccountInto(tx: Executor, sessions: Pick<Sessions, 'endAll'>, args: { fromId: number; intoId: number; phone: string }): Promise<boolean> {
  const { fromId, intoId, phone } = args;
  // Both rows locked in id order, so two merges of the same pair cannot deadlock.
  const rows = await queryRows<{ id: number; level: number; wechat_openid: string | null }>(tx, sql`
    select id, level, wechat_openid from member
    where id in (${fromId}, ${intoId}) and cancelled_at is null order by id for update`);
  const from = rows.find((r) => r.id === fromId);
  const into = rows.find((r) => r.id === intoId);
  if (!from || !into) return false;

  // The unique indexes (verified phone, openid) allow one holder: release, then take.
  const moveWechat = into.wechat_openid === null && from.wechat_openid !== null;
  await tx.update(member).set({ phone: null, phoneVerified: false, ...(moveWechat ? { wechatOpenid: null } : {}) }).where(eq(member.id, fromId));
  // The other account's stars come along as ledger entries (loyalty/service.ts moveStars);
  // the level is the better of the two, or what the joined ledger gives if higher.
  const now = new Date();
  await moveStars(tx, fromId, intoId, now);
  const earned = await earnedByYear(tx, intoId, now);
  const ledgerLevel = levelFor({ earnedThisYearTenths: earned.thisYear, earnedLastYearTenths: earned.lastYear });
  await tx.update(member).set({
    phone,
    phoneVerified: true,
    level: Math.max(from.level, into.level, ledgerLevel),
    ...(moveWechat ? { wechatOpenid: from.wechat_openid } : {}),
  }).where(eq(member.id, intoId));

  const [{ n }] = (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from address where member_id = ${intoId}`)) as [{ n: number }];
  const room = MAX_ADDRESSES - n;
  if (room > 0) {
    const moving = await tx.select({ id: address.id, isDefault: address.isDefault }).from(address)
      .where(eq(address.memberId, fromId))
      .orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id))
      .limit(room);
    if (moving.length > 0) {
      // Clear the flag before the move: one default per member (unique index).
      await tx.update(address).set({ memberId: intoId, isDefault: false }).where(inArray(address.id, moving.map((a) => a.id)));
      const formerDefault = moving.find((a) => a.isDefault) ?? moving[0]!;
      if (n === 0) await tx.update(address).set({ isDefault: true }).where(eq(address.id, formerDefault.id));
    }
  }

  // The other account's cart joins this one, capped at stock (docs/decisions/0011); its
  // orders, vouchers and favourites come along (0012, 0014, 0019).
  await mergeCartInto(tx, fromId, intoId);
  await moveOrders(tx, fromId, intoId);
  await moveVouchers(tx, fromId, intoId);
  await moveFavourites(tx, fromId, intoId);
  await cancelMember(tx, sessions, fromId);
  return true;
}

export function createPhoneService(deps: { db: Database; sms: SmsSender; sessions: Sessions; rateLimits: RateLimits }) {
  const { db, sms, sessions, rateLimits } = deps;

  /**
   * The member's live code for this number (the newest unused one: a new code ends the
   * older ones), locked; checks `code` against it and counts a wrong try. The right code
   * asked for another purpose is SMS_CODE_WRONG_PURPOSE (not "expired": it is live, just
   * not for this). Ok → the code's id.
   */
  async function checkCode(tx: Executor, memberId: number, phone: string, code: string, purposes: SmsPurpose[]): Promise<Result<{ codeId: number }, CodeFailure>> {
    const [row] = await queryRows<{ id: number; code_hash: string; attempts: number; purpose: SmsPurpose; live: boolean }>(tx, sql`
      select id, code_hash, attempts, purpose, expires_at > now() as live from sms_code
      where member_id = ${memberId} and phone = ${phone} and used_at is null
      order by id desc limit 1 for update`);
    if (!row || !row.live || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, code: 'SMS_CODE_EXPIRED' };
    if (!sameHash(row.code_hash, codeHash(row.id, code))) {
      await tx.update(smsCode).set({ attempts: sql`${smsCode.attempts} + 1` }).where(eq(smsCode.id, row.id));
      return { ok: false, code: row.attempts + 1 >= SMS_CODE_MAX_ATTEMPTS ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID' };
    }
    if (!purposes.includes(row.purpose)) return { ok: false, code: 'SMS_CODE_WRONG_PURPOSE' };
    return { ok: true, codeId: row.id };
  }

  /** Counts one check per member and address; false when over the limit. */
  async function allowCheck(memberId: number, ip: string): Promise<boolean> {
    return rateLimits.admit([[`sms-check:member:${memberId}`, CHECK_LIMITS.memberPerHour], [`sms-check:ip:${ip}`, CHECK_LIMITS.ipPerHour]], 60);
  }

  /** The active member, other than `memberId`, whose verified phone this is. */
  async function verifiedOwner(tx: Executor, phone: string, memberId: number): Promise<number | undefined> {
    const [owner] = await tx.select({ id: member.id }).from(member)
      .where(and(eq(member.phone, phone), eq(member.phoneVerified, true), ne(member.id, memberId), sql`${member.cancelledAt} is null`));
    return owner?.id;
  }

  const useCode = (tx: Executor, codeId: number) => tx.update(smsCode).set({ usedAt: sql`now()` }).where(eq(smsCode.id, codeId));

  /** Makes `phone` the member's verified phone; false when the member is gone. */
  async function verifyFor(tx: Executor, memberId: number, phone: string): Promise<boolean> {
    const rows = await tx.update(member).set({ phone, phoneVerified: true })
      .where(and(eq(member.id, memberId), sql`${member.cancelledAt} is null`)).returning({ id: member.id });
    return rows.length === 1;
  }

  return {
    /**
     * SMSSecureCode: a new code for this member and number, sent through the SMS
     * provider. When the provider refuses, the code is deleted again (nothing usable
     * is left behind) and the answer is SMS_SEND_FAILED.
     */
    async requestCode(memberId: number, phone: string, purpose: SmsPurpose, ip: string): Promise<SendResult> {
      const phoneKey = `sms-send:phone:${phone}`;
      // The one-a-minute resend pause is the asking member's; the hourly cap guards the number.
      const resendKey = `sms-send:resend:${memberId}:${phone}`;
      const keys = [phoneKey, `sms-send:member:${memberId}`, `sms-send:ip:${ip}`];
      const [lastMinute, lastHour] = await Promise.all([rateLimits.count([resendKey], 1), rateLimits.count(keys, 60)]);
      if (lastMinute.get(resendKey)! >= SEND_LIMITS.phonePerMinute) return { ok: false, code: 'SMS_WAIT' };
      if (lastHour.get(keys[0]!)! >= SEND_LIMITS.phonePerHour || lastHour.get(keys[1]!)! >= SEND_LIMITS.memberPerHour
        || lastHour.get(keys[2]!)! >= SEND_LIMITS.ipPerHour) return { ok: false, code: 'SMS_RATE_LIMITED' };
      // Counted before sending: failed sends cost the provider (and us) too.
      await rateLimits.hit([...keys, resendKey]);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeId = await db.transaction(async (tx) => {
        await tx.update(smsCode).set({ expiresAt: sql`least(${smsCode.expiresAt}, now())` })
          .where(and(eq(smsCode.memberId, memberId), eq(smsCode.phone, phone), sql`${smsCode.usedAt} is null`));
        // The hash needs the row's id: insert with a placeholder, then set it.
        const [row] = await tx.insert(smsCode).values({
          phone, purpose, memberId, codeHash: '-', expiresAt: sql`now() + make_interval(mins => ${SMS_CODE_MINUTES})`,
        }).returning({ id: smsCode.id });
        await tx.update(smsCode).set({ codeHash: codeHash(row!.id, code) }).where(eq(smsCode.id, row!.id));
        return row!.id;
      });
      try {
        await sms.sendCode(phone, code, SMS_CODE_MINUTES);
      } catch (err) {
        await db.delete(smsCode).where(eq(smsCode.id, codeId));
        return { ok: false, code: 'SMS_SEND_FAILED', cause: err };
      }
      return { ok: true };
    },

    /**
     * CheckPhone: with the right code, the number becomes the member's verified phone
     * and the code is used up — unless it is the verified phone of another member: then
     * PHONE_TAKEN, and the code stays valid so that Transfer can merge with it.
     */
    async checkPhone(memberId: number, phone: string, code: string, ip: string): Promise<Result<object, CheckFailure | 'PHONE_TAKEN'>> {
      if (!(await allowCheck(memberId, ip))) return { ok: false, code: 'SMS_CHECK_LIMITED' };
      try {
        return await db.transaction(async (tx) => {
          const checked = await checkCode(tx, memberId, phone, code, ['verify-phone']);
          if (!checked.ok) return checked;
          if (await verifiedOwner(tx, phone, memberId) !== undefined) return { ok: false, code: 'PHONE_TAKEN' } as const;
          if (!(await verifyFor(tx, memberId, phone))) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
          await useCode(tx, checked.codeId);
          return { ok: true } as const;
        });
      } catch (err) {
        // Another member verified the number at the same moment.
        if (isUniqueViolation(err)) return { ok: false, code: 'PHONE_TAKEN' };
        throw err;
      }
    },

    /**
     * Transfer: the code again (single use; a verify-phone code from the merge question
     * or a transfer-phone code), then in one transaction the other member's account is
     * merged into this one (mergeAccountInto). Without another owner it just verifies.
     */
    async transfer(memberId: number, phone: string, code: string, ip: string): Promise<Result<{ mergedMemberId: number | null }, CheckFailure>> {
      if (!(await allowCheck(memberId, ip))) return { ok: false, code: 'SMS_CHECK_LIMITED' };
      return db.transaction(async (tx) => {
        const checked = await checkCode(tx, memberId, phone, code, ['verify-phone', 'transfer-phone']);
        if (!checked.ok) return checked;
        const owner = await verifiedOwner(tx, phone, memberId);
        const done = owner === undefined
          ? await verifyFor(tx, memberId, phone)
          : await mergeAccountInto(tx, sessions, { fromId: owner, intoId: memberId, phone });
        if (!done) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        await useCode(tx, checked.codeId);
        return { ok: true, mergedMemberId: owner ?? null } as const;
      });
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
