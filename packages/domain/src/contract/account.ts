// Response shapes of the account calls (spec section 7; docs/decisions/0007). Types
// only: the server's zod schemas (apps/server/src/modules/accounts/routes.ts) and
// /api/openapi.json are the reference.

export type YesNo = 'Y' | 'N';
export type Household = 'single' | 'couple' | 'family-1' | 'family-2' | 'family-3plus' | 'undisclosed';

import type { LoyaltyStanding } from './loyalty.ts';

export interface MemberInfo extends LoyaltyStanding {
  /** The login id (the e-mail, `wechat:<id>` for a WeChat customer): logged in means memberInfo has one (spec section 4). */
  'm.loginId': string;
  memberId: number;
  /** Null for a WeChat customer who signed in by QR scan and never registered. */
  email: string | null;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  salutation: string | null;
  level: number;
  /** Localized, e.g. 'Apprentice Butcher'. */
  levelName: string;
  phone: string | null;
  phoneVerified: boolean;
  /** Prompt to complete the birthday (spec section 5). */
  birthdayMissing: boolean;
  memberSince: string;
}

/**
 * MemberHeader: what the storefront's header shows a signed-in member, in one call and one
 * statement (docs/decisions/0040-signed-in-render.md). The same values as MemberInfo,
 * Cart.List's cartTotal and FavoriteItemId.List.
 */
export interface MemberHeader {
  'm.loginId': string;
  /** What `publicName` (@eshop/domain/members) needs to name the member without showing the raw e-mail or phone. */
  nickname: string | null;
  email: string | null;
  phone: string | null;
  level: number;
  /** Localized, e.g. 'Apprentice Butcher'. */
  levelName: string;
  /** The star balance, tenths of a star. */
  starsTenths: number;
  /** The next level and the stars (tenths) still to earn this year; null for the highest level. */
  nextLevel: { levelName: string; missingTenths: number } | null;
  /** The cart badge: the sum of the cart's quantities. */
  cartTotal: number;
  /** Every favourite item id, newest first (the filled hearts). */
  favouriteIds: number[];
}

export interface Option {
  value: string;
  label: string;
}

export interface MemberProfile {
  /** Null for a WeChat customer. */
  email: string | null;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  phoneVerified: boolean;
  gender: 'M' | 'F' | 'U' | null;
  /** yyyy-MM-dd */
  birthday: string | null;
  household: Household | null;
  /** ISO 3166-1 alpha-2 */
  nationality: string | null;
  nationalityName: string | null;
  salutation: string | null;
  optOutEmail: YesNo;
  optOutSms: YesNo;
  level: number;
  levelName: string;
  options: { gender: Option[]; household: Option[]; salutation: Option[] };
}

export interface Address {
  addressId: number;
  recipient: string;
  province: string;
  city: string;
  district: string;
  street: string;
  unit: string;
  mobile: string;
  zip: string;
  isDefault: boolean;
  /** Written in Chinese (recommended, spec section 5). */
  chineseAddress: boolean;
}

export interface SavedAddress {
  addressId: number;
  chineseAddress: boolean;
  /** Present when the address is not written in Chinese. */
  hint?: string;
}

// Mobile verification (SMSSecureCode, CheckPhone, Transfer; docs/decisions/0010).

/** `purpose` of SMSSecureCode. */
export type SmsCodePurpose = 'verify-phone' | 'transfer-phone';

/** The answer of SMSSecureCode, CheckPhone and Transfer: a localized notice. */
export interface Notice {
  status: 'success';
  message: string;
}

/** Failure codes of the phone calls; PHONE_TAKEN (409, CheckPhone): another account's verified phone — ask to merge (Transfer). */
export type PhoneFailureCode = 'INVALID_FIELD' | 'SMS_SEND_FAILED' | 'SMS_WAIT' | 'SMS_RATE_LIMITED'
  | 'SMS_CODE_INVALID' | 'SMS_CODE_EXPIRED' | 'SMS_CHECK_LIMITED' | 'PHONE_TAKEN';

/** `open/login/init/QR.ds`: the sign-in QR code of a pc browser (docs/decisions/0010). */
export interface QrCode {
  ticket: string;
  /** What the code holds: the mobile authorize-qr page. */
  url: string;
  /** The code as SVG markup. */
  svg: string;
  expiresAt: string;
  expiresIn: number;
}

/** `open/login/check/QR.ds` as the pages read it. */
export type QrCheck = { state: 'signed-in' } | { state: 'pending' | 'expired' | 'cancelled'; expiresIn: number };

/** `open/login/scan/QR.ds`: what the phone's page shows. */
export interface QrScan {
  state: 'pending' | 'confirmed' | 'claimed' | 'cancelled' | 'expired';
  inWechat: boolean;
  signedInAs: string | null;
  authorizeUrl: string | null;
}

/** GET m/account/forget_password.html: the same answer whether or not the address has an account. */
export interface PasswordResetRequested {
  email: string;
  status: 'success';
  /** The localized "password-reset e-mail sent" notice. */
  message: string;
}

/** POST m/account/forget_password.html: the new password is set and every session ended. */
export interface PasswordResetDone {
  status: 'success';
  message: string;
}
