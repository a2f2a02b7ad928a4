// Account use cases: registration, sign-in with rate limits and captcha, sign-out, the
// member centre's profile and addresses, and account cancellation (OptOut).
// Expected failures come back as `{ ok: false, code }`; routes map codes to answers.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { address, member, queryRows, type Database, type Executor, type Household } from '@eshop/db';
import { getLevel, isLevelId } from '@eshop/domain/loyalty';
import type { Locale } from '@eshop/domain/i18n';
import type { Registration } from '@eshop/domain/validation';
import type { Address, LoyaltyStanding } from '@eshop/domain/contract';
import type { Passwords } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits, SignInRefusal } from './sign-in-limits.ts';
import { deleteCart, mergeGuestCart } from '../cart/service.ts';
import { issueWelcomeVoucher } from '../vouchers/service.ts';

export const MAX_ADDRESSES = 20;

export type Result<T, C extends string> = ({ ok: true } & T) | { ok: false; code: C; captchaRequired?: boolean };

export type Gender = 'M' | 'F' | 'U';

export interface ProfilePatch {
  nickname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: Gender | null;
  birthday?: string | null;
  household?: Household | null;
  nationality?: string | null;
  salutation?: string | null;
  optOutEmail?: boolean;
  optOutSms?: boolean;
}

/**
 * An address as the member sends it: no id for a new one; `chineseAddress` is derived;
 * `isDefault` undefined leaves an existing address as it was (a first one is the default).
 */
export type AddressInput = Omit<Address, 'addressId' | 'chineseAddress' | 'isDefault'> & { addressId?: number | undefined; isDefault?: boolean | undefined };

const HAN = /\p{Script=Han}/u;

/** Written in Chinese: what couriers read best (spec section 5, "Chinese delivery address recommended"). */
export const isChineseAddress = (a: Pick<AddressInput, 'province' | 'city' | 'district' | 'street'>): boolean =>
  HAN.test(a.street) && HAN.test(`${a.province}${a.city}${a.district}`);

export function regionName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An ISO 3166-1 alpha-2 code that names a region. */
export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
  return name !== undefined && name !== code;
}

export const levelName = (level: number, locale: Locale): string => getLevel(isLevelId(level) ? level : 1).name[locale];

/** The login id of spec section 4: the e-mail; a WeChat customer has none, so it names the WeChat binding. */
export const loginIdOf = (m: { id: number; email: string | null }): string => m.email ?? `wechat:${m.id}`;

export function createAccountService(deps: {
  db: Database;
  passwords: Passwords;
  sessions: Sessions;
  signInLimits: SignInLimits;
  /** The member's stars, card code and next level (loyalty module). */
  standing: (executor: Executor, memberId: number, locale: Locale) => Promise<LoyaltyStanding | null>;
}) {
  const { db, passwords, sessions, signInLimits } = deps;

  /** Locks the member's row: serialises address changes of one member. */
  const lockMember = (tx: Executor, memberId: number) =>
    queryRows(tx, sql`select id from member where id = ${memberId} and cancelled_at is null for update`);

  /** The address becomes the member's one default: the former default is cleared first (partial unique index). */
  async function makeDefault(tx: Executor, memberId: number, addressId: number) {
    await tx.update(address).set({ isDefault: false })
      .where(and(eq(address.memberId, memberId), ne(address.id, addressId), eq(address.isDefault, true)));
    await tx.update(address).set({ isDefault: true }).where(eq(address.id, addressId));
  }

  async function activeMember(memberId: number) {
    const [row] = await db.select().from(member).where(and(eq(member.id, memberId), sql`${member.cancelledAt} is null`));
    return row;
  }

  return {
    /**
     * Creates the member (level 1) and signs in; `previousToken` is ended (rotation). The
     * visitor's cart of `guestToken` becomes the member's (docs/decisions/0033-guest-cart.md).
     */
    async register(input: Registration, previousToken?: string, guestToken?: string): Promise<Result<{ token: string }, 'EMAIL_TAKEN'>> {
      const passwordHash = await passwords.hash(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(member).values({
          email: input.email,
          passwordHash,
          optOutEmail: input.optOutEmail === 'Y',
          optOutSms: input.optOutSms === 'Y',
          agreementAt: sql`now()`,
        }).onConflictDoNothing().returning({ id: member.id });
        if (!created) return { ok: false, code: 'EMAIL_TAKEN' } as const;
        // Every new member gets the welcome coupon once (docs/decisions/0014-vouchers.md).
        await issueWelcomeVoucher(tx, created.id, new Date());
        await sessions.end(previousToken, tx);
        await mergeGuestCart(tx, guestToken, created.id);
        return { ok: true, token: await sessions.create(created.id, tx) } as const;
      });
    },

    /**
     * Signs in, under the sign-in limits per account and per address (sign-in-limits.ts):
     * from the 4th attempt a captcha must be solved, from the 11th the answer is a refusal.
     * The visitor's cart of `guestToken` merges into the member's in the same transaction.
     */
    async login(
      input: { email: string; password: string; captcha?: string | undefined; captchaId?: string | undefined },
      ip: string,
      previousToken?: string,
      guestToken?: string,
    ): Promise<Result<{ token: string }, SignInRefusal>> {
      const guarded = await signInLimits.guard({ account: `login:account:${input.email}`, address: `login:ip:${ip}` }, input, async () => {
        const [found] = await db.select({ id: member.id, passwordHash: member.passwordHash }).from(member)
          .where(and(eq(member.email, input.email), sql`${member.cancelledAt} is null`));
        const valid = await passwords.verify(input.password, found?.passwordHash ?? null);
        return found && valid ? found : null;
      });
      if (!guarded.ok) return guarded;
      const found = guarded.value;
      if (found.passwordHash && passwords.needsRehash(found.passwordHash)) {
        await db.update(member).set({ passwordHash: await passwords.hash(input.password) }).where(eq(member.id, found.id));
      }
      return db.transaction(async (tx) => {
        await sessions.end(previousToken, tx);
        await mergeGuestCart(tx, guestToken, found.id);
        return { ok: true, token: await sessions.create(found.id, tx) } as const;
      });
    },

    logout: (token: string | undefined) => sessions.end(token),

    /** What the header and member centre home show (`m.loginId` = the e-mail). */
    async memberInfo(memberId: number, locale: Locale) {
      const [m, standing] = await Promise.all([activeMember(memberId), deps.standing(db, memberId, locale)]);
      if (!m || !standing) return null;
      return {
        ...standing,
        'm.loginId': loginIdOf(m),
        memberId: m.id,
        email: m.email,
        nickname: m.nickname,
        firstName: m.firstName,
        lastName: m.lastName,
        salutation: m.salutation,
        level: m.level,
        levelName: levelName(m.level, locale),
        phone: m.phone,
        phoneVerified: m.phoneVerified,
        birthdayMissing: m.birthday === null,
        memberSince: m.createdAt.toISOString(),
      };
    },

    async profile(memberId: number, locale: Locale) {
      const m = await activeMember(memberId);
      if (!m) return null;
      return {
        email: m.email,
        nickname: m.nickname,
        firstName: m.firstName,
        lastName: m.lastName,
        phone: m.phone,
        phoneVerified: m.phoneVerified,
        gender: m.gender,
        birthday: m.birthday,
        household: m.household,
        nationality: m.nationality,
        nationalityName: regionName(m.nationality, locale),
        salutation: m.salutation,
        optOutEmail: m.optOutEmail ? 'Y' as const : 'N' as const,
        optOutSms: m.optOutSms ? 'Y' as const : 'N' as const,
        level: m.level,
        levelName: levelName(m.level, locale),
      };
    },

    /** Changes the given fields only (null clears one); e-mail and phone are not changed here. */
    async updateProfile(memberId: number, patch: ProfilePatch): Promise<boolean> {
      const rows = await db.update(member).set(patch)
        .where(and(eq(member.id, memberId), sql`${member.cancelledAt} is null`))
        .returning({ id: member.id });
      return rows.length === 1;
    },

    async listAddresses(memberId: number) {
      const rows = await db.select().from(address).where(eq(address.memberId, memberId))
        .orderBy(desc(address.isDefault), desc(address.createdAt), desc(address.id));
      return rows.map((a) => ({
        addressId: a.id,
        recipient: a.recipient,
        province: a.province,
        city: a.city,
        district: a.district,
        street: a.street,
        unit: a.unit,
        mobile: a.mobile,
        zip: a.zip,
        isDefault: a.isDefault,
        chineseAddress: isChineseAddress(a),
      }));
    },

    /**
     * Creates (no addressId) or updates one of the member's own addresses. Another
     * member's id is "not found" and nothing is touched. Making one default clears the
     * others in the same transaction; a member's first address is the default.
     */
    async saveAddress(memberId: number, input: AddressInput): Promise<Result<{ addressId: number; chineseAddress: boolean }, 'ADDRESS_NOT_FOUND' | 'ADDRESS_LIMIT' | 'NOT_SIGNED_IN'>> {
      return db.transaction(async (tx) => {
        if ((await lockMember(tx, memberId)).length === 0) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        const fields = {
          recipient: input.recipient, province: input.province, city: input.city, district: input.district,
          street: input.street, unit: input.unit, mobile: input.mobile, zip: input.zip,
        };
        let id: number;
        if (input.addressId === undefined) {
          const [{ n }] = (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from address where member_id = ${memberId}`)) as [{ n: number }];
          if (n >= MAX_ADDRESSES) return { ok: false, code: 'ADDRESS_LIMIT' } as const;
          const [created] = await tx.insert(address).values({ ...fields, memberId, isDefault: false }).returning({ id: address.id });
          id = created!.id;
          if (n === 0) input = { ...input, isDefault: true };
        } else {
          const [updated] = await tx.update(address).set(fields)
            .where(and(eq(address.id, input.addressId), eq(address.memberId, memberId)))
            .returning({ id: address.id });
          if (!updated) return { ok: false, code: 'ADDRESS_NOT_FOUND' } as const;
          id = updated.id;
        }
        if (input.isDefault) await makeDefault(tx, memberId, id);
        else if (input.isDefault === false && input.addressId !== undefined) {
          await tx.update(address).set({ isDefault: false }).where(eq(address.id, id));
        }
        return { ok: true, addressId: id, chineseAddress: isChineseAddress(input) } as const;
      });
    },

    /**
     * Makes one of the member's own addresses the default (docs/decisions/0034-addresses.md);
     * another member's is "not found". The member's row lock serialises concurrent calls,
     * and the partial unique index keeps one default whatever happens.
     */
    async setDefaultAddress(memberId: number, addressId: number): Promise<Result<object, 'ADDRESS_NOT_FOUND'>> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [own] = await tx.select({ id: address.id }).from(address)
          .where(and(eq(address.id, addressId), eq(address.memberId, memberId)));
        if (!own) return { ok: false, code: 'ADDRESS_NOT_FOUND' } as const;
        await makeDefault(tx, memberId, addressId);
        return { ok: true } as const;
      });
    },

    /** Deletes one of the member's own addresses; the oldest remaining one becomes the default. */
    async deleteAddress(memberId: number, addressId: number): Promise<Result<object, 'ADDRESS_NOT_FOUND'>> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [gone] = await tx.delete(address).where(and(eq(address.id, addressId), eq(address.memberId, memberId)))
          .returning({ isDefault: address.isDefault });
        if (!gone) return { ok: false, code: 'ADDRESS_NOT_FOUND' } as const;
        if (gone.isDefault) {
          const [next] = await tx.select({ id: address.id }).from(address).where(eq(address.memberId, memberId))
            .orderBy(asc(address.createdAt), asc(address.id)).limit(1);
          if (next) await tx.update(address).set({ isDefault: true }).where(eq(address.id, next.id));
        }
        return { ok: true } as const;
      });
    },

    /**
     * Cancels the account: personal data wiped, addresses and cart deleted, every session
     * ended, e-mail replaced by a tombstone so it can register again. The row stays
     * for orders (accounting), anonymised.
     */
    async optOut(memberId: number): Promise<void> {
      await db.transaction((tx) => cancelMember(tx, sessions, memberId));
    },
  };
}

/**
 * The cancellation itself, inside the caller's transaction (OptOut, and the phone
 * merge of phone.ts, which cancels the account it merged away).
 */
export async function cancelMember(tx: Executor, sessions: Pick<Sessions, 'endAll'>, memberId: number): Promise<void> {
  const tombstone = `cancelled-${memberId}-${randomBytes(6).toString('hex')}@cancelled.invalid`;
  await tx.update(member).set({
    email: tombstone, passwordHash: null, wechatOpenid: null, nickname: null, firstName: null, lastName: null, phone: null,
    phoneVerified: false, gender: null, birthday: null, household: null, nationality: null, salutation: null,
    optOutEmail: true, optOutSms: true, cancelledAt: sql`now()`,
  }).where(and(eq(member.id, memberId), sql`${member.cancelledAt} is null`));
  await tx.delete(address).where(eq(address.memberId, memberId));
  // The row stays, so the FK cascade would not empty the cart (docs/decisions/0011).
  await deleteCart(tx, memberId);
  await sessions.endAll(memberId, tx);
}

export type AccountService = ReturnType<typeof createAccountService>;
