// Who collects a pickup order, as checkout fills it in from the member's profile
// (docs/decisions/0034-addresses.md). The store checks the name against the person, so
// the real name comes before the nickname; a mobile is offered only once verified.

import { normaliseMobile } from '../validation/mobile.ts';

const HAN = /\p{Script=Han}/u;
/** The pickup name field's length (CreateOrder's oh.pickupName). */
export const PICKUP_NAME_MAX = 40;

export interface PickupProfile {
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  phoneVerified: boolean;
}

/**
 * The member's name as a person is called at the counter: family name first without a
 * space when written in Chinese (王小明), "First Last" otherwise; the nickname when no name
 * is given; '' when neither.
 */
export function personName(p: Pick<PickupProfile, 'nickname' | 'firstName' | 'lastName'>): string {
  const first = p.firstName?.trim() ?? '';
  const last = p.lastName?.trim() ?? '';
  const name = HAN.test(first + last) ? `${last}${first}` : `${first} ${last}`.trim();
  return [...(name || p.nickname?.trim() || '')].slice(0, PICKUP_NAME_MAX).join('');
}

/** The pickup person checkout proposes: the member's name and verified mobile ('' where unknown). */
export function pickupPersonOf(p: PickupProfile): { name: string; mobile: string } {
  return { name: personName(p), mobile: p.phoneVerified && p.phone ? normaliseMobile(p.phone) ?? '' : '' };
}
